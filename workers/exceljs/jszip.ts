import { openZip } from '@/domain/xlsx/unzip'
import { writeZip, type ZipEntry } from '@/domain/xlsx/zip'

/**
 * JSZip as exceljs uses it (lib/xlsx/xlsx.js reads with loadAsync, lib/utils/zip-stream.js writes
 * with file and generateAsync), on the app's own zip reader and writer (src/domain/xlsx/unzip.ts,
 * zip.ts: the platform's DecompressionStream and CompressionStream) instead of JSZip's 94 KB
 * bundle with its own inflater. The worker build hands it to exceljs through ./jszip.cjs.
 */

type Data = string | ArrayBuffer | ArrayBufferView

/** Bytes of a Buffer, typed array or ArrayBuffer (what exceljs and the app hand over). */
const bytesOf = (data: ArrayBuffer | ArrayBufferView): Uint8Array =>
  ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data)

const base64Bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** `nodebuffer` is a Buffer where there is one (exceljs's stream reads it), else the bytes. */
const asNodeBuffer = (bytes: Uint8Array): Uint8Array => {
  const B = (globalThis as { Buffer?: { from(b: Uint8Array): Uint8Array } }).Buffer
  return B ? B.from(bytes) : bytes
}

export interface ZipFileEntry {
  name: string
  dir: boolean
  async(type: 'nodebuffer' | 'uint8array' | 'string'): Promise<Uint8Array | string>
}

export class JSZip {
  private readonly entries: ZipEntry[] = []

  /** An entry: text (UTF-8), bytes, or base64 text with `{ base64: true }` (images). */
  file(name: string, data: Data, options?: { base64?: boolean }): this {
    const bytes =
      typeof data !== 'string'
        ? bytesOf(data)
        : options?.base64
          ? base64Bytes(data)
          : new TextEncoder().encode(data)
    this.entries.push({ name, data: bytes })
    return this
  }

  /** The archive, every entry deflated. */
  async generateAsync(options?: { type?: string }): Promise<Uint8Array> {
    const bytes = await writeZip(this.entries)
    return options?.type === 'nodebuffer' ? asNodeBuffer(bytes) : bytes
  }

  /** An archive's entries, each read when asked for; a bad archive rejects, as with JSZip. */
  static loadAsync(
    data: ArrayBuffer | ArrayBufferView,
  ): Promise<{ files: Record<string, ZipFileEntry> }> {
    return Promise.resolve().then(() => {
      const zip = openZip(bytesOf(data))
      const files: Record<string, ZipFileEntry> = {}
      for (const name of zip.names()) {
        files[name] = {
          name,
          dir: name.endsWith('/'),
          async async(type) {
            const bytes = (await zip.read(name)) ?? new Uint8Array(0)
            if (type === 'string') return new TextDecoder().decode(bytes)
            return type === 'nodebuffer' ? asNodeBuffer(bytes) : bytes
          },
        }
      }
      return { files }
    })
  }
}
