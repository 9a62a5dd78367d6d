import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../config.ts'
import { openDb, type DbHandle } from '../db/client.ts'
import { migrateDb } from '../db/migrate.ts'
import { periodOf } from '@/domain/materials/period.ts'
import { seedReference } from './backstage-reference.ts'
import { seedDemo } from './insert.ts'
import { seedMaterials } from './materials/insert.ts'

/**
 * `npm run seed`: writes the demo data set into the configured database (DATABASE_URL, else the
 * embedded one under DATA_DIR), idempotently. `--status` only reports whether the database is
 * empty (exit 10 when empty, 0 when not): scripts/start.mjs uses it to offer the seed.
 * Material prices (docs/materials.md): the default run adds the full 24 monthly periods of 信息价
 * and the 市场价 around them for 34 cities (about 1.7 million items, a minute or more on the
 * embedded database); `--quick` adds only the two latest periods (the demo `npm start` offers on
 * an empty database); `--materials` adds the full periods and skips the templates. Every run
 * also brings the reference tables' seeded figures up to date (docs/backoffice.md). The latest
 * period is the month the seed runs in, so a database seeded last month gets this month's 信息价
 * and indices on the next run. All idempotent.
 */
const QUICK_MATERIALS = { periods: 2, marketPeriods: 2 }
export const EMPTY_EXIT_CODE = 10

async function open(): Promise<DbHandle> {
  const config = loadConfig()
  return config.databaseUrl
    ? openDb({ kind: 'postgres', url: config.databaseUrl })
    : openDb({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') })
}

async function isEmpty(handle: DbHandle): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select (select count(*) from users) + (select count(*) from projects) as n`,
  )
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: string | number
  }[]
  return Number(rows[0]?.n ?? 0) === 0
}

async function main(): Promise<number> {
  let handle: DbHandle
  try {
    handle = await open()
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `无法打开数据库：${error instanceof Error ? error.message : String(error)}`,
    )
    return 1
  }
  try {
    await migrateDb(handle)
    if (process.argv.includes('--status')) return (await isEmpty(handle)) ? EMPTY_EXIT_CODE : 0
    const now = new Date()
    const reference = await seedReference(handle.db, now)
    console.log(
      `参考表：调价指数至 ${reference.lastPeriod}，写入城市系数 ${reference.location} 条、造价指数 ${reference.priceIndex} 条、调价指数 ${reference.adjust} 条`,
    )
    const materialsOnly = process.argv.includes('--materials')
    const quick = process.argv.includes('--quick') && !materialsOnly
    if (!materialsOnly) {
      const started = performance.now()
      const result = await seedDemo(
        handle.db,
        {},
        { onProgress: (done, total) => process.stdout.write(`\r导入模板 ${done}/${total}`) },
      )
      if (result.templates > 0) process.stdout.write('\n')
      console.log(
        `演示数据：作者 ${result.authors} 位，新增模板 ${result.templates} 个，已存在 ${result.skipped} 个（${seconds(started)} 秒）`,
      )
    }
    const materialsStarted = performance.now()
    const prices = await seedMaterials(
      handle.db,
      { ...(quick ? QUICK_MATERIALS : {}), lastPeriod: periodOf(now) },
      (done, total) => process.stdout.write(`\r导入材料价格包 ${done}/${total}`),
    )
    if (prices.packages > 0) process.stdout.write('\n')
    console.log(
      `材料价格：新增价格包 ${prices.packages} 个（材料 ${prices.items} 条），已存在 ${prices.skipped} 个（${seconds(materialsStarted)} 秒）`,
    )
    if (quick) console.log('完整的24期材料信息价：npm run seed')
    return 0
  } finally {
    await handle.close()
  }
}

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)

process.exitCode = await main()
