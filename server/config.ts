import { resolve } from 'node:path'
import { z } from 'zod'
import { parseTrustProxy, type TrustProxy } from './lib/client-address.ts'

/** Runtime configuration, read once from the environment (README "Configuration"). */
export interface Config {
  host: string
  port: number
  dataDir: string
  /** PostgreSQL URL; undefined = embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined
  /** max_parallel_workers_per_gather of the PostgreSQL sessions (DB_PARALLEL_WORKERS, default 0). */
  databaseParallelWorkers: number
  bodyLimit: number
  distDir: string
  logLevel: LogLevel
  sessionTtlHours: number
  /** Live sessions one user may hold; a new sign-in ends the oldest beyond it. */
  sessionMaxPerUser: number
  adminUser: string
  /** Which proxies may name the client's address and scheme (docs/security.md). */
  trustProxy: TrustProxy
  sms: SmsConfig
  /** Phone look-ups (calls that tell a registered phone from an unknown one) per hour. */
  lookups: { hourlyCapPhone: number; hourlyCapIp: number }
  uploadLimits: UploadLimits
}

/** Per-user upload limits (docs/security.md "Uploads"). */
export interface UploadLimits {
  /** Bytes one account may have stored in all. */
  quotaBytes: number
  /** Files one account may upload per hour. */
  hourlyCap: number
}

export const SMS_PROVIDERS = ['console', 'outbox', 'webhook'] as const
export type SmsProviderName = (typeof SMS_PROVIDERS)[number]

/** How SMS codes leave the server (server/sms) and how many one phone or IP may ask for a day. */
export interface SmsConfig {
  provider: SmsProviderName
  /** File that the outbox provider appends one JSON line per code to. */
  outbox: string | undefined
  /** Gateway the webhook provider POSTs {Mobile, Type, Code} to. */
  webhookUrl: string | undefined
  dailyCapPhone: number
  dailyCapIp: number
}

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

// Empty strings count as unset: `PORT= npm start` should not fail on a blank value.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema)

const envObject = z.object({
  HOST: opt(z.string().trim().min(1).default('127.0.0.1')),
  PORT: opt(z.coerce.number().int().min(0).max(65_535).default(8080)),
  DATA_DIR: opt(z.string().trim().min(1).default('./data')),
  DATABASE_URL: opt(
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DB_PARALLEL_WORKERS: opt(z.coerce.number().int().min(0).max(64).default(0)),
  BODY_LIMIT: opt(
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(2 * 1024 * 1024),
  ),
  DIST_DIR: opt(z.string().trim().min(1).default('./dist')),
  LOG_LEVEL: opt(z.enum(LOG_LEVELS).default('info')),
  SESSION_TTL_HOURS: opt(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .default(168),
  ),
  SESSION_MAX_PER_USER: opt(z.coerce.number().int().min(1).max(1000).default(10)),
  ADMIN_USER: opt(z.string().trim().min(1).max(50).default('admin')),
  TRUST_PROXY: z.string().optional(),
  SMS_PROVIDER: opt(z.enum(SMS_PROVIDERS).default('console')),
  SMS_OUTBOX: opt(z.string().trim().min(1).optional()),
  SMS_WEBHOOK_URL: opt(z.url({ protocol: /^https?$/ }).optional()),
  SMS_DAILY_CAP_PHONE: opt(z.coerce.number().int().min(1).max(1000).default(10)),
  SMS_DAILY_CAP_IP: opt(z.coerce.number().int().min(1).max(100_000).default(50)),
  LOOKUP_HOURLY_CAP_PHONE: opt(z.coerce.number().int().min(1).max(10_000).default(20)),
  LOOKUP_HOURLY_CAP_IP: opt(z.coerce.number().int().min(1).max(1_000_000).default(100)),
  UPLOAD_QUOTA_MB: opt(z.coerce.number().int().min(1).max(1_000_000).default(500)),
  UPLOAD_HOURLY_CAP: opt(z.coerce.number().int().min(1).max(100_000).default(60)),
})

// A provider without its destination could never deliver a code: refuse to start instead.
const envSchema = envObject.superRefine((e, ctx) => {
  const trust = parseTrustProxy(e.TRUST_PROXY)
  if ('error' in trust)
    ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: trust.error })
  if (e.SMS_PROVIDER === 'outbox' && !e.SMS_OUTBOX)
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_OUTBOX'],
      message: 'required when SMS_PROVIDER=outbox',
    })
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_WEBHOOK_URL'],
      message: 'required when SMS_PROVIDER=webhook',
    })
})

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`配置无效（环境变量）：\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const trustProxy = parseTrustProxy(e.TRUST_PROXY)
  if ('error' in trustProxy) throw new ConfigError(trustProxy.error)
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseParallelWorkers: e.DB_PARALLEL_WORKERS,
    bodyLimit: e.BODY_LIMIT,
    distDir: resolve(e.DIST_DIR),
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionMaxPerUser: e.SESSION_MAX_PER_USER,
    adminUser: e.ADMIN_USER,
    trustProxy,
    sms: {
      provider: e.SMS_PROVIDER,
      outbox: e.SMS_OUTBOX === undefined ? undefined : resolve(e.SMS_OUTBOX),
      webhookUrl: e.SMS_WEBHOOK_URL,
      dailyCapPhone: e.SMS_DAILY_CAP_PHONE,
      dailyCapIp: e.SMS_DAILY_CAP_IP,
    },
    lookups: { hourlyCapPhone: e.LOOKUP_HOURLY_CAP_PHONE, hourlyCapIp: e.LOOKUP_HOURLY_CAP_IP },
    uploadLimits: { quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024, hourlyCap: e.UPLOAD_HOURLY_CAP },
  }
}
