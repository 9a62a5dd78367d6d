import { join } from 'node:path'
import { ConfigError, loadConfig } from '../config.ts'
import { openDb, type DbHandle } from '../db/client.ts'
import { migrateDb } from '../db/migrate.ts'
import { adminInput, createAdmin } from '../services/auth/admin.ts'

/**
 * `npm run create-admin`: creates (or resets) the administrator account in the configured
 * database (DATABASE_URL, else the embedded one under DATA_DIR). The phone and password come
 * from ADMIN_PHONE and ADMIN_PASSWORD (environment, so the password stays out of the process
 * list); the name is ADMIN_USER (default admin). Exit 0 on success, 1 with a Chinese message.
 */
async function main(): Promise<number> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error))
    return 1
  }
  const phone = process.env.ADMIN_PHONE ?? ''
  const password = process.env.ADMIN_PASSWORD ?? ''
  if (!phone || !password) {
    console.error(
      '请设置 ADMIN_PHONE 和 ADMIN_PASSWORD，例如：ADMIN_PHONE=13900000000 ADMIN_PASSWORD=abc12345 npm run create-admin',
    )
    return 1
  }
  // Bad input is refused before the database is opened (and before any migration runs).
  const checked = adminInput.safeParse({ phone, password, userName: config.adminUser })
  if (!checked.success) {
    console.error(`管理员账号未创建：${checked.error.issues[0]?.message ?? '输入无效'}`)
    return 1
  }
  let handle: DbHandle
  try {
    handle = config.databaseUrl
      ? await openDb({ kind: 'postgres', url: config.databaseUrl })
      : await openDb({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') })
  } catch (error) {
    console.error(`无法打开数据库：${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
  try {
    await migrateDb(handle)
    const outcome = await createAdmin(handle.db, { phone, password, userName: config.adminUser })
    if (!outcome.ok) {
      console.error(`管理员账号未创建：${outcome.message}`)
      return 1
    }
    console.log(
      `${outcome.created ? '已创建' : '已更新'}管理员账号：${config.adminUser}（手机号 ${phone}）`,
    )
    return 0
  } finally {
    await handle.close()
  }
}

process.exitCode = await main()
