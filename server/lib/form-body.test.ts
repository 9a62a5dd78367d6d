import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { decodeLargeForm } from './form-body.ts'

// decodeLargeForm must give exactly the fields hono's parseBody gives (what every other body
// gets), whatever the text: each body below is decoded both ways and compared.
async function parseBodyOf(body: string): Promise<Record<string, unknown>> {
  const app = new Hono()
  app.post('/', async (c) => c.json(await c.req.parseBody()))
  const res = await app.request('/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  return (await res.json()) as Record<string, unknown>
}

const plain = (o: Record<string, unknown>) => JSON.parse(JSON.stringify(o)) as unknown

/** A value of about `size` characters mixing ASCII, Chinese (3 UTF-8 bytes), emoji (4) and +. */
function mixed(size: number): string {
  const parts = ['单项', 'a+b', '1#楼', '😀', ' ', '%', '&', '=', '"', '\\', 'x'.repeat(7)]
  let out = ''
  for (let i = 0; out.length < size; i++) out += parts[(i * 7) % parts.length]
  return out
}

describe('decodeLargeForm', () => {
  it('gives the same fields as parseBody for long values cut into pieces anywhere', async () => {
    const rows = JSON.stringify(
      Array.from({ length: 3000 }, (_, i) => ({
        ID: `id-${i}`,
        Project_Name: mixed(40 + (i % 13)),
      })),
    )
    const body = new URLSearchParams({ ProId: 'p', Rows: rows, Note: mixed(300_000) }).toString()
    expect(body.length).toBeGreaterThan(3 * 128 * 1024)
    const decoded = await decodeLargeForm(body)
    expect(plain(decoded)).toEqual(await parseBodyOf(body))
    expect(decoded['Rows']).toBe(rows)
  })

  it('gives the same fields for malformed escapes, repeated keys, [] keys and bare names', async () => {
    const long = encodeURIComponent(mixed(200_000))
    const bodies = [
      `A=${long}%zz&B=1`,
      `A=${long}%E4%BD&B=2`,
      `A=%E4%BD${long}`,
      `A=${long}%ED%A0%80`,
      `K=1&K=2&L[]=a&L[]=${long}&L[]=c`,
      `&&bare&E=&=v&${long}=name&P=a+b%2Bc`,
      `A=${long.slice(0, long.length - 1)}`,
    ]
    for (const body of bodies)
      expect(plain(await decodeLargeForm(body))).toEqual(await parseBodyOf(body))
  })
})
