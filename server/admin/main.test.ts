import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildUserLogion, decodeLoginData } from '@/domain/account/schemas.ts'
import { openDb } from '../db/client.ts'
import { call, testApp } from '../test/harness.ts'

// `npm run create-admin` as an operator runs it (a real process on an on-disk database), then
// the server over that database signs the administrator in and lists its authorities.

const root = resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(join(tmpdir(), 'smartboq-admin-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function createAdmin(env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...base } = process.env
  return spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server/admin/main.ts')], {
    cwd: root,
    env: { ...base, DATA_DIR: dataDir, ADMIN_USER: 'admin', ...env },
    encoding: 'utf8',
    timeout: 150_000,
  })
}

describe('npm run create-admin', () => {
  it('refuses without ADMIN_PHONE/ADMIN_PASSWORD, or with a weak password, saying why in Chinese', () => {
    const missing = createAdmin({ ADMIN_PHONE: '', ADMIN_PASSWORD: '' })
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('请设置 ADMIN_PHONE 和 ADMIN_PASSWORD')
    const weak = createAdmin({ ADMIN_PHONE: '13900000000', ADMIN_PASSWORD: '123' })
    expect(weak.status).toBe(1)
    expect(weak.stderr).toContain('管理员账号未创建：请输入8~13位数字加字母密码！')
  }, 180_000)

  it('creates the administrator, who then signs in and holds the admin authority', async () => {
    const made = createAdmin({ ADMIN_PHONE: '13900000000', ADMIN_PASSWORD: 'adm12345' })
    expect(made.stderr).toBe('')
    expect(made.stdout).toContain('已创建管理员账号：admin（手机号 13900000000）')
    expect(made.status).toBe(0)

    const handle = await openDb({ kind: 'pglite', dataDir: join(dataDir, 'pglite') })
    try {
      const { app } = testApp(handle.db, { adminUser: 'admin' })
      const login = await call(app, '/api/index/UserLogion', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          buildUserLogion({ type: 'pwd', phone: '13900000000', password: 'adm12345' }),
        ).toString(),
      })
      const row = decodeLoginData(login.body.Data)
      expect(row?.UserName).toBe('admin')
      const list = await call(app, '/api/Command/GetUser_Authority', {
        headers: { 'X-Token': row?.Token ?? '' },
      })
      expect(list.body.Data).toContainEqual({ Code: 'admin', Name: '管理员' })
    } finally {
      await handle.close()
    }
  }, 180_000)
})
