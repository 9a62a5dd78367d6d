import { inflateRawSync } from 'node:zlib'

/**
 * Checks an uploaded .xlsx before exceljs opens it. An .xlsx is a zip, and a small zip can
 * inflate to gigabytes (a "zip bomb"); JSZip would inflate every entry fully before noticing.
 * Here each entry is inflated with a hard output cap equal to the size its header declares, so
 * memory stays bounded by `maxTotal`, and a file that lies about its sizes is refused. Returns
 * a Chinese reason, or undefined when the file may be parsed.
 */
export interface ZipLimits {
  /** Sum of the inflated entries, bytes. */
  maxTotal: number
  maxEntries: number
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxTotal: 200 * 1024 * 1024, maxEntries: 5_000 }

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const BROKEN = '文件已损坏，无法读取'
const TOO_BIG = '文件解压后过大，无法导入'
const NOT_WORKBOOK = '文件不是有效的 Excel 文件（仅支持 .xlsx，请在 Excel 中另存为 .xlsx 后重试）'

export function checkXlsxZip(
  bytes: Uint8Array,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1)
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1)
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(i) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return BROKEN
  const entries = u16(eocd + 10)
  let at = u32(eocd + 16)
  // ZIP64 markers: no real .xlsx under the upload limit needs them.
  if (entries === 0xffff || at === 0xffffffff) return TOO_BIG
  if (entries > limits.maxEntries) return TOO_BIG
  let total = 0
  let workbook = false
  for (let n = 0; n < entries; n++) {
    if (u32(at) !== CENTRAL) return BROKEN
    const method = u16(at + 10)
    const compressed = u32(at + 20)
    const size = u32(at + 24)
    const nameLen = u16(at + 28)
    const next = at + 46 + nameLen + u16(at + 30) + u16(at + 32)
    const local = u32(at + 42)
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLen))
    if (name === 'xl/workbook.xml') workbook = true
    total += size
    if (total > limits.maxTotal) return TOO_BIG
    if (u32(local) !== LOCAL) return BROKEN
    const start = local + 30 + u16(local + 26) + u16(local + 28)
    const data = bytes.subarray(start, start + compressed)
    if (data.length !== compressed) return BROKEN
    if (method === 8) {
      try {
        // One byte over the declared size would already throw: the entry lied about its size.
        const out = inflateRawSync(data, { maxOutputLength: Math.max(1, size) })
        if (out.length !== size) return BROKEN
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? TOO_BIG : BROKEN
      }
    } else if (method !== 0 || compressed !== size) {
      return BROKEN
    }
    at = next
  }
  return workbook ? undefined : NOT_WORKBOOK
}
