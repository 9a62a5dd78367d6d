import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { memoryLogger } from '../lib/logger.ts'
import { consoleSms, createSmsProvider, outboxSms, webhookSms } from './provider.ts'

const MSG = { mobile: '13800000001', type: 'r', code: '123456' } as const

describe('SMS providers', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  it('console logs phone and code outside production, never the code in production', async () => {
    const dev = memoryLogger()
    await consoleSms(dev, false).send(MSG)
    expect(dev.lines[0]).toMatchObject({ mobile: '13800000001', code: '123456' })
    const prod = memoryLogger()
    await consoleSms(prod, true).send(MSG)
    expect(JSON.stringify(prod.lines)).not.toContain('123456')
  })

  it('outbox appends one JSON line per code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sms-'))
    const path = join(dir, 'out.jsonl')
    const sms = outboxSms(path, () => new Date('2026-01-01T00:00:00Z'))
    await sms.send(MSG)
    await sms.send({ ...MSG, code: '654321' })
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown)
    expect(lines).toEqual([
      { Mobile: '13800000001', Type: 'r', Code: '123456', at: '2026-01-01T00:00:00.000Z' },
      { Mobile: '13800000001', Type: 'r', Code: '654321', at: '2026-01-01T00:00:00.000Z' },
    ])
    rmSync(dir, { recursive: true, force: true })
  })

  async function loopback(status: number): Promise<{ url: string; bodies: unknown[] }> {
    const bodies: unknown[] = []
    const read = async (req: IncomingMessage) => {
      let text = ''
      for await (const chunk of req) text += String(chunk)
      return text
    }
    server = createServer((req, res) => {
      void read(req).then((text) => {
        bodies.push({
          method: req.method,
          type: req.headers['content-type'],
          body: JSON.parse(text) as unknown,
        })
        res.writeHead(status).end('{}')
      })
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, bodies }
  }

  it('webhook POSTs the code as JSON to the gateway', async () => {
    const gw = await loopback(200)
    await createSmsProvider(
      { provider: 'webhook', webhookUrl: gw.url, outbox: undefined },
      memoryLogger(),
    ).send(MSG)
    expect(gw.bodies).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { Mobile: '13800000001', Type: 'r', Code: '123456' },
      },
    ])
  })

  it('webhook fails when the gateway answers an error', async () => {
    const gw = await loopback(502)
    await expect(webhookSms(gw.url).send(MSG)).rejects.toThrow(/502/)
  })
})
