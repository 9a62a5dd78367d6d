import { join, resolve } from 'node:path'
import { Hono } from 'hono'
import { ACCOUNT_CALLS as calls } from '@/domain/api/calls/account.ts'
import { mount } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import {
  FILE_MAX_BYTES,
  IMAGE_MAX_BYTES,
  detectDocument,
  detectImage,
  type UploadKind,
} from '../services/uploads/kinds.ts'
import { readUpload, storeUpload } from '../services/uploads/store.ts'
import type { AppDeps, AppEnv } from '../types.ts'

declare module '../types.ts' {
  interface AppDeps {
    /** Where uploads are stored; default `${DATA_DIR}/uploads` (tests pass a temporary folder). */
    uploads?: { dir: string }
  }
}

export const IMAGE_TYPE_MESSAGE = '仅支持 PNG、JPG、WEBP、GIF 格式的图片'
const FILE_TYPE_MESSAGE = '文件类型不支持'
export const NO_FILE_MESSAGE = '请选择要上传的文件'

interface UploadRule {
  maxBytes: number
  typeMessage: string
  detect: (bytes: Uint8Array, fileName: string) => UploadKind | undefined
}

const IMAGE_RULE: UploadRule = {
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: IMAGE_TYPE_MESSAGE,
  detect: (b) => detectImage(b),
}
const FILE_RULE: UploadRule = {
  maxBytes: FILE_MAX_BYTES,
  typeMessage: FILE_TYPE_MESSAGE,
  detect: detectDocument,
}

/** DATA_DIR comes with the full Config main.ts hands over; AppConfig does not name it. */
export function uploadsDir(deps: AppDeps): string {
  if (deps.uploads) return resolve(deps.uploads.dir)
  const dataDir = (deps.config as { dataDir?: string }).dataDir ?? './data'
  return resolve(join(dataDir, 'uploads'))
}

/**
 * POST /api/Command/CommandUpload_Img and /api/Command/CommandFile (signed in, multipart field
 * `file`; Data = the URL). Each call has its own body limit (src/domain/api/calls/account.ts),
 * applied after the access check, so anonymous bodies are never read.
 */
export function uploadCalls(app: Hono<AppEnv>, deps: AppDeps): void {
  const root = uploadsDir(deps)
  const now = deps.accounts?.now ?? (() => new Date())
  const store =
    (rule: UploadRule, sizeMessage: string) => async (file: Blob | undefined, fileName: string) => {
      if (!file || file.size === 0) throw new Rejection(NO_FILE_MESSAGE)
      if (file.size > rule.maxBytes) throw new Rejection(sizeMessage)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const kind = rule.detect(bytes, fileName)
      if (!kind) throw new Rejection(rule.typeMessage)
      return { url: await storeUpload(root, bytes, kind, now()), bytes: bytes.length }
    }
  const image = store(IMAGE_RULE, calls.uploadImage.maxBodyMessage ?? '')
  const document = store(FILE_RULE, calls.uploadFile.maxBodyMessage ?? '')
  const nameOf = (file: Blob | undefined) => (file instanceof File ? file.name : '')
  mount(app, calls.uploadImage, async ({ c, input }) => {
    const stored = await image(input.file, nameOf(input.file))
    c.var.logger.info('upload stored', { reqId: c.var.requestId, ...stored })
    return stored.url
  })
  mount(app, calls.uploadFile, async ({ c, input }) => {
    const stored = await document(input.file, nameOf(input.file))
    c.var.logger.info('upload stored', { reqId: c.var.requestId, ...stored })
    return stored.url
  })
}

/** GET /uploads/*: the stored files. */
export function uploadFiles(deps: AppDeps): Hono<AppEnv> {
  const root = uploadsDir(deps)
  const r = new Hono<AppEnv>()
  r.get('/uploads/*', async (c) => {
    const relative = c.req.path.slice('/uploads/'.length)
    const found = await readUpload(root, relative)
    if (!found) return c.text('未找到该资源', 404)
    c.header('Content-Type', found.mime)
    c.header('X-Content-Type-Options', 'nosniff')
    // Names are random and never reused: the content behind one never changes.
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    // Served from this origin, so an uploaded file must never run as a page of the app.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    return c.body(new Uint8Array(found.bytes), 200)
  })
  return r
}
