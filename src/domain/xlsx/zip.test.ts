import { crc32 as nodeCrc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { openZip } from './unzip'
import { crc32, writeZip } from './zip'

const text = (s: string) => new TextEncoder().encode(s)

describe('writeZip', () => {
  it('computes the CRC-32 zip uses (the check value of "123456789", and zlib’s on any bytes)', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926)
    expect(crc32(new Uint8Array(0))).toBe(0)
    const random = crypto.getRandomValues(new Uint8Array(5000))
    expect(crc32(random)).toBe(nodeCrc32(random))
  })

  it('writes every entry deflated, in order, with its CRC and sizes, and reads back byte for byte', async () => {
    const big = text('<row>'.repeat(20_000))
    const entries = [
      { name: '[Content_Types].xml', data: text('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: big },
      { name: 'xl/media/图片1.png', data: Uint8Array.from({ length: 300 }, (_, i) => i % 256) },
      { name: 'empty.txt', data: new Uint8Array(0) },
    ]
    const bytes = await writeZip(entries, new Date(2026, 10, 29, 8, 30, 14))
    expect(bytes.length).toBeLessThan(big.length / 10)
    const view = new DataView(bytes.buffer)
    // The first local header: deflate, UTF-8 names, 2026-11-29 08:30:14, the CRC of the data.
    expect(view.getUint32(0, true)).toBe(0x04034b50)
    expect([view.getUint16(6, true), view.getUint16(8, true)]).toEqual([0x0800, 8])
    expect(view.getUint16(10, true)).toBe((8 << 11) | (30 << 5) | 7)
    expect(view.getUint16(12, true)).toBe((46 << 9) | (11 << 5) | 29)
    expect(view.getUint32(14, true)).toBe(nodeCrc32(entries[0]!.data))
    expect(view.getUint32(22, true)).toBe(entries[0]!.data.length)
    const zip = openZip(bytes)
    expect(zip.names()).toEqual(entries.map((e) => e.name))
    for (const e of entries) expect(await zip.read(e.name)).toEqual(e.data)
  })
})
