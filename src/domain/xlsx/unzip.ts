/**
 * The few zip features an .xlsx needs, without a library: the central directory (zip64 too),
 * stored and deflated entries. Inflating uses the platform's DecompressionStream('deflate-raw')
 * (Chromium, Node ≥ 20), native code, about ten times faster than a JavaScript inflater.
 */

export class ZipError extends Error {
  override readonly name = 'ZipError'
}

interface Entry {
  method: number
  compressedSize: number
  size: number
  localOffset: number
}

export interface ZipArchive {
  /** Entry names as stored ("xl/worksheets/sheet1.xml"). */
  names(): string[]
  has(name: string): boolean
  /** The entry's bytes, inflated; null when there is no such entry. */
  read(name: string): Promise<Uint8Array | null>
}

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

export function openZip(bytes: Uint8Array): ZipArchive {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32
  const inside = (at: number, len: number) => at >= 0 && at + len <= bytes.length

  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(i) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw new ZipError('no end of central directory')
  let count = u16(eocd + 10)
  let cdOffset = u32(eocd + 16)
  if (
    (count === 0xffff || cdOffset === 0xffffffff) &&
    inside(eocd - 20, 20) &&
    u32(eocd - 20) === ZIP64_LOCATOR
  ) {
    const at = u64(eocd - 20 + 8)
    if (!inside(at, 56) || u32(at) !== ZIP64_EOCD)
      throw new ZipError('bad zip64 end of central directory')
    count = u64(at + 32)
    cdOffset = u64(at + 48)
  }

  const entries = new Map<string, Entry>()
  const names = new TextDecoder()
  let p = cdOffset
  for (let k = 0; k < count; k++) {
    if (!inside(p, 46) || u32(p) !== CENTRAL) throw new ZipError('bad central directory')
    const nameLen = u16(p + 28)
    const extraLen = u16(p + 30)
    const commentLen = u16(p + 32)
    if (!inside(p + 46, nameLen + extraLen)) throw new ZipError('bad central directory')
    const entry: Entry = {
      method: u16(p + 10),
      compressedSize: u32(p + 20),
      size: u32(p + 24),
      localOffset: u32(p + 42),
    }
    // Zip64 extra field: the 8-byte values replace, in this order, those stored as 0xffffffff.
    for (let x = p + 46 + nameLen; x + 4 <= p + 46 + nameLen + extraLen;) {
      const id = u16(x)
      const len = u16(x + 2)
      if (id === 0x0001) {
        let f = x + 4
        if (entry.size === 0xffffffff) {
          entry.size = u64(f)
          f += 8
        }
        if (entry.compressedSize === 0xffffffff) {
          entry.compressedSize = u64(f)
          f += 8
        }
        if (entry.localOffset === 0xffffffff) entry.localOffset = u64(f)
      }
      x += 4 + len
    }
    entries.set(names.decode(bytes.subarray(p + 46, p + 46 + nameLen)), entry)
    p += 46 + nameLen + extraLen + commentLen
  }

  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    async read(name) {
      const e = entries.get(name)
      if (e === undefined) return null
      const at = e.localOffset
      if (!inside(at, 30) || u32(at) !== LOCAL) throw new ZipError(`bad local header: ${name}`)
      const start = at + 30 + u16(at + 26) + u16(at + 28)
      if (!inside(start, e.compressedSize)) throw new ZipError(`truncated entry: ${name}`)
      const data = bytes.subarray(start, start + e.compressedSize)
      if (e.method === 0) return data
      if (e.method !== 8) throw new ZipError(`unsupported compression ${e.method}: ${name}`)
      return inflateRaw(data)
    },
  }
}

/** Raw deflate → bytes, with the platform's DecompressionStream. */
export async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const input = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(data)
      c.close()
    },
  })
  const reader = input
    .pipeThrough(
      new DecompressionStream('deflate-raw') as unknown as ReadableWritablePair<
        Uint8Array,
        Uint8Array
      >,
    )
    .getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    total += value.length
  }
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(total)
  let o = 0
  for (const c of chunks) {
    out.set(c, o)
    o += c.length
  }
  return out
}
