import { ZipError } from './unzip'

/**
 * The zip an .xlsx is, written without a library (./unzip.ts reads it): every entry deflated with
 * the platform's CompressionStream('deflate-raw') (Chromium, Node ≥ 20), names in UTF-8, no zip64
 * (a workbook stays far below 4 GB and 65,535 entries; beyond, it is refused). The compute
 * worker's exceljs writes through it (workers/exceljs/jszip.cjs) instead of carrying JSZip.
 */

export interface ZipEntry {
  /** As stored ("xl/worksheets/sheet1.xml"). */
  name: string
  data: Uint8Array
}

const LOCAL = 0x04034b50
const CENTRAL = 0x02014b50
const EOCD = 0x06054b50
/** Version 2.0 (deflate); bit 11 of the flags: the name is UTF-8. */
const VERSION = 20
const UTF8_NAMES = 0x0800
const DEFLATE = 8
const LIMIT = 0xffffffff

const CRC_TABLE: readonly number[] = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** The CRC-32 a zip entry carries (IEEE 802.3, as zlib computes it). */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** Bytes → raw deflate, with the platform's CompressionStream. */
export async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** MS-DOS time and date of `when` (local time, 2-second steps, from 1980). */
function dosTime(when: Date): { time: number; date: number } {
  const year = Math.max(1980, when.getFullYear())
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | (when.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  }
}

/** The entries as one zip archive, in their order. */
export async function writeZip(
  entries: readonly ZipEntry[],
  when: Date = new Date(),
): Promise<Uint8Array> {
  if (entries.length > 0xffff) throw new ZipError('too many entries for a zip without zip64')
  const { time, date } = dosTime(when)
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const name = encoder.encode(entry.name)
    const packed = await deflateRaw(entry.data)
    const crc = crc32(entry.data)
    if (entry.data.length > LIMIT || packed.length > LIMIT || offset > LIMIT)
      throw new ZipError(`entry too large for a zip without zip64: ${entry.name}`)
    const local = new Uint8Array(30 + name.length)
    const l = new DataView(local.buffer)
    l.setUint32(0, LOCAL, true)
    l.setUint16(4, VERSION, true)
    l.setUint16(6, UTF8_NAMES, true)
    l.setUint16(8, DEFLATE, true)
    l.setUint16(10, time, true)
    l.setUint16(12, date, true)
    l.setUint32(14, crc, true)
    l.setUint32(18, packed.length, true)
    l.setUint32(22, entry.data.length, true)
    l.setUint16(26, name.length, true)
    local.set(name, 30)
    const head = new Uint8Array(46 + name.length)
    const c = new DataView(head.buffer)
    c.setUint32(0, CENTRAL, true)
    c.setUint16(4, VERSION, true)
    c.setUint16(6, VERSION, true)
    c.setUint16(8, UTF8_NAMES, true)
    c.setUint16(10, DEFLATE, true)
    c.setUint16(12, time, true)
    c.setUint16(14, date, true)
    c.setUint32(16, crc, true)
    c.setUint32(20, packed.length, true)
    c.setUint32(24, entry.data.length, true)
    c.setUint16(28, name.length, true)
    c.setUint32(42, offset, true)
    head.set(name, 46)
    parts.push(local, packed)
    central.push(head)
    offset += local.length + packed.length
  }
  const centralSize = central.reduce((s, h) => s + h.length, 0)
  if (offset > LIMIT) throw new ZipError('archive too large for a zip without zip64')
  const end = new Uint8Array(22)
  const e = new DataView(end.buffer)
  e.setUint32(0, EOCD, true)
  e.setUint16(8, entries.length, true)
  e.setUint16(10, entries.length, true)
  e.setUint32(12, centralSize, true)
  e.setUint32(16, offset, true)
  const out = new Uint8Array(offset + centralSize + end.length)
  let at = 0
  for (const p of [...parts, ...central, end]) {
    out.set(p, at)
    at += p.length
  }
  return out
}
