import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mimeOfExt, type UploadKind } from './kinds.ts'

/** URL prefix of stored uploads; the part after it is `<yyyy-mm>/<32 hex>.<ext>`. */
export const UPLOADS_URL = '/uploads/'

// The only shape a stored name can have: nothing the client sent, no dots or slashes to climb out.
const STORED_PATH = /^(\d{4}-\d{2})\/([0-9a-f]{32})\.([a-z0-9]{1,5})$/

/**
 * Writes already-validated bytes under `<root>/<yyyy-mm>/<random>.<ext>` and answers the URL.
 * 'wx' refuses to overwrite: a name collision fails instead of replacing someone's file.
 */
export async function storeUpload(
  root: string,
  bytes: Uint8Array,
  kind: UploadKind,
  now: Date,
): Promise<string> {
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await mkdir(join(root, month), { recursive: true })
  await writeFile(join(root, month, name), bytes, { flag: 'wx' })
  return `${UPLOADS_URL}${month}/${name}`
}

/** Reads a stored upload by the part of its URL after /uploads/; undefined when absent or malformed. */
export async function readUpload(
  root: string,
  relative: string,
): Promise<{ bytes: Uint8Array; mime: string } | undefined> {
  const m = STORED_PATH.exec(relative)
  const mime = m?.[3] ? mimeOfExt(m[3]) : undefined
  if (!m?.[1] || !m[2] || !mime) return undefined
  try {
    return { bytes: await readFile(join(root, m[1], `${m[2]}.${m[3]}`)), mime }
  } catch {
    return undefined
  }
}
