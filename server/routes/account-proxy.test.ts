import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { buildUserLogion } from '@/domain/account/schemas.ts'
import type { TrustProxy } from '../lib/client-address.ts'
import { openAccountKit, registerUser, type AccountKit } from './account.testkit.ts'

// Behind a reverse proxy (issue 34, items 3 and 5), over real HTTP on 127.0.0.1 like the server
// behind nginx: with TRUST_PROXY the client address comes from X-Forwarded-For (the limits are
// per real client, not one for the whole site) and the scheme from X-Forwarded-Proto (Secure
// cookie, HSTS); without it both headers are ignored, as anyone could send them.
interface Served {
  kit: AccountKit
  server: ServerType
  url: string
}
const open: Served[] = []

async function serveKit(
  trustProxy: TrustProxy,
  limits: Parameters<typeof openAccountKit>[1] = {},
): Promise<Served> {
  const kit = await openAccountKit({ trustProxy }, limits, { realClientIp: true })
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: kit.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const served = { kit, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  open.push(served)
  return served
}
afterEach(async () => {
  for (const s of open.splice(0)) {
    await new Promise<void>((resolve) => s.server.close(() => resolve()))
    await s.kit.close()
  }
})

const PHONE = '13800000001'
const BLOCKED = /登录失败次数过多/

async function login(
  s: Served,
  phone: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ body: { ErrorCode: string; Message: string }; headers: Headers }> {
  const res = await fetch(`${s.url}/api/index/UserLogion`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(buildUserLogion({ type: 'pwd', phone, password })).toString(),
  })
  return {
    body: (await res.json()) as { ErrorCode: string; Message: string },
    headers: res.headers,
  }
}
const randomPhone = (i: number) => `1370000${String(i).padStart(4, '0')}`
const from = (ip: string, proto?: string) => ({
  'x-forwarded-for': ip,
  ...(proto && { 'x-forwarded-proto': proto }),
})

describe('TRUST_PROXY', () => {
  it('1 hop: bad logins on random phones lock out the guessing client, not everyone behind the proxy', async () => {
    const s = await serveKit({ kind: 'hops', hops: 1 })
    await registerUser(s.kit, PHONE)
    const answers = []
    for (let i = 0; i < 25; i++)
      answers.push((await login(s, randomPhone(i), 'wrong1234', from('203.0.113.7'))).body)
    expect(answers.at(-1)?.Message).toMatch(BLOCKED)
    // Someone else behind the same proxy, with the right password.
    expect((await login(s, PHONE, 'abc12345', from('198.51.100.9'))).body.ErrorCode).toBe('0')
    // The guesser cannot get out by writing another address in front: the proxy appends the real one.
    expect(
      (await login(s, PHONE, 'abc12345', from('198.51.100.9, 203.0.113.7'))).body.Message,
    ).toMatch(BLOCKED)
  })

  it('a list of proxy addresses: the same, and a request from elsewhere is taken at its word', async () => {
    const s = await serveKit({ kind: 'list', entries: ['127.0.0.1'] })
    await registerUser(s.kit, PHONE)
    for (let i = 0; i < 25; i++) await login(s, randomPhone(i), 'wrong1234', from('203.0.113.7'))
    expect((await login(s, PHONE, 'abc12345', from('198.51.100.9'))).body.ErrorCode).toBe('0')
    expect((await login(s, PHONE, 'abc12345', from('203.0.113.7'))).body.Message).toMatch(BLOCKED)
  })

  it('unset: X-Forwarded-For is ignored, so changing it does not get a guesser past the limit', async () => {
    const s = await serveKit({ kind: 'off' })
    await registerUser(s.kit, PHONE)
    for (let i = 0; i < 25; i++)
      await login(s, randomPhone(i), 'wrong1234', from(`203.0.113.${i + 1}`))
    expect((await login(s, PHONE, 'abc12345', from('198.51.100.9'))).body.Message).toMatch(BLOCKED)
    expect(
      s.kit.logger.lines.some((l) => String(l['msg']).includes('TRUST_PROXY is not set')),
    ).toBe(true)
  })

  it('the daily SMS cap per address applies to each client behind the proxy, not to the site', async () => {
    const s = await serveKit({ kind: 'hops', hops: 1 }, { dailyCapIp: 2 })
    const getMsg = async (phone: string, ip: string) =>
      (
        (await (
          await fetch(`${s.url}/api/index/GetMsg?Mobile=${phone}&Type=r`, { headers: from(ip) })
        ).json()) as { ErrorCode: string; Message: string }
      ).Message
    expect(await getMsg('13600000001', '203.0.113.7')).toBe('')
    expect(await getMsg('13600000002', '203.0.113.7')).toBe('')
    expect(await getMsg('13600000003', '203.0.113.7')).toBe(
      '今日获取验证码次数已达上限，请明天再试',
    )
    expect(await getMsg('13600000003', '198.51.100.9')).toBe('')
  })

  it('failures on one phone never block another phone', async () => {
    const s = await serveKit({ kind: 'hops', hops: 1 })
    await registerUser(s.kit, PHONE)
    await registerUser(s.kit, '13800000002')
    for (let i = 0; i < 6; i++) await login(s, PHONE, 'wrong1234', from(`203.0.113.${i + 1}`))
    expect((await login(s, PHONE, 'abc12345', from('198.51.100.9'))).body.Message).toMatch(
      /^登录失败次数过多/,
    )
    // The same addresses that failed on the first phone sign in to the second.
    expect((await login(s, '13800000002', 'abc12345', from('203.0.113.1'))).body.ErrorCode).toBe(
      '0',
    )
  })
})

describe('Secure cookie and HSTS', () => {
  it('behind a trusted https proxy: the session cookie is Secure and HSTS is sent', async () => {
    const s = await serveKit({ kind: 'hops', hops: 1 })
    await registerUser(s.kit, PHONE)
    const res = await login(s, PHONE, 'abc12345', from('198.51.100.9', 'https'))
    expect(res.body.ErrorCode).toBe('0')
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000')
    const page = await fetch(`${s.url}/newIndex`, { headers: from('198.51.100.9', 'https') })
    expect(page.headers.get('strict-transport-security')).toBe('max-age=15552000')
  })

  it('over plain http, or when the proxy is not trusted: no Secure, no HSTS', async () => {
    for (const [trust, proto] of [
      [{ kind: 'hops', hops: 1 }, 'http'],
      [{ kind: 'off' }, 'https'],
    ] as const) {
      const s = await serveKit(trust)
      await registerUser(s.kit, PHONE)
      const res = await login(s, PHONE, 'abc12345', from('198.51.100.9', proto))
      expect(res.body.ErrorCode).toBe('0')
      expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/)
      expect(res.headers.get('set-cookie')).not.toMatch(/Secure/)
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  })
})
