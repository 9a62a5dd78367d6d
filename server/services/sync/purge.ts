import type { Db } from '../../db/client.ts'
import type { Logger } from '../../lib/logger.ts'
import { purgeAccountRows, type AccountPurgeCounts } from '../auth/purge.ts'
import { purgeExpired, type PurgeCounts } from './changes.ts'

/** How long tombstones and dedup records are kept (docs/sync.md "Retention"). */
export const DEFAULT_RETENTION_DAYS = 30
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000
/** The first purge waits a little so start-up (migrations, first requests) is not slowed. */
export const FIRST_PURGE_DELAY_MS = 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export class RetentionConfigError extends Error {}

/** SYNC_RETENTION_DAYS: whole days, 1 to 3650; blank or unset means 30. */
export function retentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['SYNC_RETENTION_DAYS']?.trim()
  if (raw === undefined || raw === '') return DEFAULT_RETENTION_DAYS
  const days = Number(raw)
  if (!/^\d+$/.test(raw) || days < 1 || days > 3650) {
    throw new RetentionConfigError(
      `配置无效（环境变量）：\n  SYNC_RETENTION_DAYS: must be a whole number of days from 1 to 3650 (got "${raw}")`,
    )
  }
  return days
}

/** Purges what is older than the retention: tombstones, and dedup records of replays. */
export function purgeOlderThan(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
): Promise<PurgeCounts> {
  return purgeExpired(db, new Date(now.getTime() - retentionDays * DAY_MS))
}

export interface PurgeScheduleOptions {
  db: Db
  logger: Logger
  retentionDays: number
  intervalMs?: number
  firstDelayMs?: number
  now?: () => Date
}

/** What one daily run removed: sync tombstones and dedup records, then dead account rows. */
export type DailyPurgeCounts = PurgeCounts & AccountPurgeCounts

export interface PurgeSchedule {
  /** Runs one purge now (skipped, resolving to null, while one is running or after stop). */
  runNow(): Promise<DailyPurgeCounts | null>
  /** Clears the timers and waits for a running purge, so the database can close after it. */
  stop(): Promise<void>
}

/**
 * Purges on a timer (soon after start, then every interval): the sync retention, and the account
 * rows that can never matter again (expired sessions, SMS codes and limit counters: issue 34).
 * A failed run is logged and tried again at the next tick; the timers do not keep the process alive.
 */
export function schedulePurge(options: PurgeScheduleOptions): PurgeSchedule {
  const { db, logger, retentionDays } = options
  const now = options.now ?? (() => new Date())
  let running: Promise<DailyPurgeCounts | null> | null = null
  let stopped = false

  const runOnce = async (): Promise<DailyPurgeCounts> => {
    const at = now()
    const sync = await purgeOlderThan(db, retentionDays, at)
    logger.info('sync purge', { retentionDays, ...sync })
    const accounts = await purgeAccountRows(db, at)
    logger.info('account purge', { ...accounts })
    return { ...sync, ...accounts }
  }

  const runNow = (): Promise<DailyPurgeCounts | null> => {
    if (stopped || running) return Promise.resolve(null)
    running = runOnce()
      .catch((error: unknown) => {
        logger.error('daily purge failed', {
          error: error instanceof Error ? error.message : String(error),
        })
        return null
      })
      .finally(() => {
        running = null
      })
    return running
  }

  const first = setTimeout(() => void runNow(), options.firstDelayMs ?? FIRST_PURGE_DELAY_MS)
  const every = setInterval(() => void runNow(), options.intervalMs ?? PURGE_INTERVAL_MS)
  first.unref()
  every.unref()

  return {
    runNow,
    async stop() {
      stopped = true
      clearTimeout(first)
      clearInterval(every)
      await running
    },
  }
}
