import { join, resolve } from 'node:path'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requireUser, sessionAuth } from '../auth/middleware.ts'
import { fail, ok } from '../lib/envelope.ts'
import { FILE_MAX_BYTES, IMAGE_MAX_BYTES, detectDocument, detectImage, type UploadKind } from '../services/uploads/kinds.ts'
import { readUpload, storeUpload } from '../services/uploads/store.ts'
import type { AppDeps, AppEnv } from '../types.ts'

declare module '../types.ts' {
  interface AppDeps {
    /** Where uploads are stored; default `${DATA_DIR}/uploads` (tests pass a temporary folder). */
    uploads?: { dir: string }
  }
}

const IMAGE_TYPE_MESSAGE = '仅支持 PNG、JPG、WEBP、GIF 格式的图片'
const FILE_TYPE_MESSAGE = '文件类型不支持'
const IMAGE_SIZE_MESSAGE = '文件过大，图片不能超过5MB'
const FILE_SIZE_MESSAGE = '文件过大，文件不能超过20MB'
const NO_FILE_MESSAGE = '请选择要上传的文件'
// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_SLACK = 64 * 1024

interface UploadRule {
  maxBytes: number
  sizeMessage: string
  typeMessage: string
  detect: (bytes: Uint8Array, fileName: string) => UploadKind | undefined
}

const IMAGE_RULE: UploadRule = { maxBytes: IMAGE_MAX_BYTES, sizeMessage: IMAGE_SIZE_MESSAGE, typeMessage: IMAGE_TYPE_MESSAGE, detect: (b) => detectImage(b) }
const FILE_RULE: UploadRule = { maxBytes: FILE_MAX_BYTES, sizeMessage: FILE_SIZE_MESSAGE, typeMessage: FILE_TYPE_MESSAGE, detect: detectDocument }

/** DATA_DIR comes with the full Config main.ts hands over; AppConfig does not name it. */
function uploadsDir(deps: AppDeps): string {
  if (deps.uploads) return resolve(deps.uploads.dir)
  const dataDir = (deps.config as { dataDir?: string }).dataDir ?? './data'
  return resolve(join(dataDir, 'uploads'))
}

/**
 * POST /api/Command/CommandUpload_Img and /api/Command/CommandFile (signed in, multipart field
 * `file`; Data = the URL) and GET /uploads/* serving the stored files. Registered in app.ts BEFORE
 * the global /api body limit (BODY_LIMIT, 2 MB by default), which uploads outgrow: each call has
 * its own limit, and it runs only after the user check, so anonymous bodies are never read.
 */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const root = uploadsDir(deps)
  const now = deps.accounts?.now ?? (() => new Date())
  const auth = sessionAuth(now)
  const r = new Hono<AppEnv>()

  const signedIn = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const check = requireUser(c)
    if (!check.user) return check.response
    await next()
  }
  const limit = (rule: UploadRule) => bodyLimit({ maxSize: rule.maxBytes + MULTIPART_SLACK, onError: (c) => fail(c, rule.sizeMessage) })
  const handle = (rule: UploadRule) => async (c: Context<AppEnv>) => {
    const body = await c.req.parseBody().catch(() => undefined)
    if (!body) return fail(c, '请求内容格式无效')
    const file = body['file']
    if (!(file instanceof File) || file.size === 0) return fail(c, NO_FILE_MESSAGE)
    if (file.size > rule.maxBytes) return fail(c, rule.sizeMessage)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = rule.detect(bytes, file.name)
    if (!kind) return fail(c, rule.typeMessage)
    const url = await storeUpload(root, bytes, kind, now())
    c.var.logger.info('upload stored', { reqId: c.var.requestId, url, bytes: bytes.length })
    return ok(c, url)
  }

  r.post('/api/Command/CommandUpload_Img', auth, signedIn, limit(IMAGE_RULE), handle(IMAGE_RULE))
  r.post('/api/Command/CommandFile', auth, signedIn, limit(FILE_RULE), handle(FILE_RULE))

  r.get('/uploads/*', async (c) => {
    const relative = c.req.path.slice('/uploads/'.length)
    const found = await readUpload(root, relative)
    if (!found) return c.text('未找到该资源', 404)
    c.header('Content-Type', found.mime)
    c.header('X-Content-Type-Options', 'nosniff')
    // Names are random and never reused: the content behind one never changes.
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    // Served from this origin, so an uploaded file must never run as a page of the app.
    c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    return c.body(new Uint8Array(found.bytes), 200)
  })
  return r
}
