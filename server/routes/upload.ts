import { join, resolve } from 'node:path'
import { Hono, type Context } from 'hono'
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
import { uploadAccess } from '../services/uploads/access.ts'
import { openUpload, storedPath, storeUpload } from '../services/uploads/store.ts'
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
    (rule: UploadRule, sizeMessage: string) =>
    async (c: Context<AppEnv>, ownerId: string, file: Blob | undefined) => {
      if (!file || file.size === 0) throw new Rejection(NO_FILE_MESSAGE)
      if (file.size > rule.maxBytes) throw new Rejection(sizeMessage)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const kind = rule.detect(bytes, file instanceof File ? file.name : '')
      if (!kind) throw new Rejection(rule.typeMessage)
      const url = await storeUpload(c.var.db, root, {
        ownerId,
        bytes,
        kind,
        now: now(),
        limits: c.var.config.uploadLimits,
      })
      return { url, bytes: bytes.length }
    }
  const image = store(IMAGE_RULE, calls.uploadImage.maxBodyMessage ?? '')
  const document = store(FILE_RULE, calls.uploadFile.maxBodyMessage ?? '')
  mount(app, calls.uploadImage, async ({ c, userId, input }) => {
    const stored = await image(c, userId, input.file)
    c.var.logger.info('upload stored', { reqId: c.var.requestId, ...stored })
    return stored.url
  })
  mount(app, calls.uploadFile, async ({ c, userId, input }) => {
    const stored = await document(c, userId, input.file)
    c.var.logger.info('upload stored', { reqId: c.var.requestId, ...stored })
    return stored.url
  })
}

/**
 * GET /uploads/*: a stored file, for those who may read it (services/uploads/access.ts; the
 * session comes from the cookie, as an <img> sends no X-Token). Anything else, and a file that is
 * not there, answers 404 alike. The bytes are streamed from disk.
 */
export function uploadFiles(deps: AppDeps): Hono<AppEnv> {
  const root = uploadsDir(deps)
  const r = new Hono<AppEnv>()
  r.get('/uploads/*', async (c) => {
    const notFound = () => c.text('未找到该资源', 404)
    const stored = storedPath(c.req.path.slice('/uploads/'.length))
    if (!stored) return notFound()
    const access = await uploadAccess(c.var.db, stored.path, c.get('user')?.id)
    if (!access) return notFound()
    const file = await openUpload(root, stored.path, c.req.method !== 'HEAD')
    if (!file) return notFound()
    c.header('Content-Type', stored.mime)
    c.header('Content-Length', String(file.size))
    c.header('X-Content-Type-Options', 'nosniff')
    // Names are random and never reused: the content behind one never changes. A private file
    // stays out of shared caches, and its browser copy is kept an hour (access can end).
    c.header(
      'Cache-Control',
      access === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
    )
    // Served from this origin, so an uploaded file must never run as a page of the app.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    return file.body ? c.body(file.body, 200) : c.body(null, 200)
  })
  return r
}
