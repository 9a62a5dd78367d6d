import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { and, count, eq, gt, sum } from 'drizzle-orm'
import type { UploadLimits } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { uploads, users } from '../../db/schema/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import { mimeOfExt, type UploadKind } from './kinds.ts'

/** URL prefix of stored uploads; the part after it is `<yyyy-mm>/<32 hex>.<ext>`. */
export const UPLOADS_URL = '/uploads/'

// The only shape a stored name can have: nothing the client sent, no dots or slashes to climb out.
const STORED_PATH = /^(\d{4}-\d{2})\/([0-9a-f]{32})\.([a-z0-9]{1,5})$/
const HOUR_MS = 3_600_000

export const quotaMessage = (limits: UploadLimits) =>
  // eslint-disable-next-line guard/money -- megabytes in a message, not money
  `上传的文件总量已达上限（${Math.round(limits.quotaBytes / 1024 / 1024)} MB），无法继续上传`
export const rateMessage = (limits: UploadLimits) =>
  `上传过于频繁：每小时最多上传 ${limits.hourlyCap} 个文件，请稍后再试`

/**
 * Stores already-validated bytes for `ownerId` under `<root>/<yyyy-mm>/<random>.<ext>` and
 * answers the URL. The quota and the hourly cap are checked and the file is recorded in one
 * transaction that first locks the owner's row, so parallel uploads of one account queue there
 * (on one server or several) and cannot pass the limits together. The file is written after the
 * record commits; a failed write removes the record again. 'wx' refuses to overwrite.
 */
export async function storeUpload(
  db: Db,
  root: string,
  input: { ownerId: string; bytes: Uint8Array; kind: UploadKind; now: Date; limits: UploadLimits },
): Promise<string> {
  const { ownerId, bytes, kind, now, limits } = input
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  const path = `${month}/${randomBytes(16).toString('hex')}.${kind.ext}`
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update')
    const [used] = await tx
      .select({ bytes: sum(uploads.bytes) })
      .from(uploads)
      .where(eq(uploads.ownerId, ownerId))
    if (Number(used?.bytes ?? 0) + bytes.length > limits.quotaBytes)
      throw new Rejection(quotaMessage(limits))
    const [lastHour] = await tx
      .select({ n: count() })
      .from(uploads)
      .where(
        and(eq(uploads.ownerId, ownerId), gt(uploads.createdAt, new Date(now.getTime() - HOUR_MS))),
      )
    if ((lastHour?.n ?? 0) >= limits.hourlyCap) throw new Rejection(rateMessage(limits))
    await tx.insert(uploads).values({ path, ownerId, bytes: bytes.length, createdAt: now })
  })
  try {
    await mkdir(join(root, month), { recursive: true })
    await writeFile(join(root, path), bytes, { flag: 'wx' })
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.path, path))
    throw error
  }
  return `${UPLOADS_URL}${path}`
}

/** The stored path of a /uploads/ URL tail, or undefined when it is not one of ours. */
export function storedPath(relative: string): { path: string; mime: string } | undefined {
  const m = STORED_PATH.exec(relative)
  const mime = m?.[3] ? mimeOfExt(m[3]) : undefined
  return m && mime ? { path: relative, mime } : undefined
}

/**
 * A stored upload, opened for streaming: the bytes are read from disk as the client takes them,
 * never held whole in memory. undefined when the file is absent.
 */
export async function openUpload(
  root: string,
  path: string,
  withBody: boolean,
): Promise<{ size: number; body: ReadableStream<Uint8Array> | null } | undefined> {
  const file = join(root, path)
  try {
    const info = await stat(file)
    if (!info.isFile()) return undefined
    const body = withBody
      ? (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>)
      : null
    return { size: info.size, body }
  } catch {
    return undefined
  }
}
