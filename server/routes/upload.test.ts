import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { memoryLogger } from '../lib/logger.ts'
import { call, testConfig } from '../test/harness.ts'
import {
  BASE_TIME,
  openAccountKit,
  registerUser,
  signIn,
  type AccountKit,
} from './account.testkit.ts'

// The account kit signs users in on its fake clock; a second app over the same database, with the
// same clock and a temporary uploads folder, takes the uploads.
let kit: AccountKit
let dir: string
let app: ReturnType<typeof createApp>
let token: string

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
const WEBP = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ')
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n')
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0])
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>')

beforeAll(async () => {
  kit = await openAccountKit()
  dir = mkdtempSync(join(tmpdir(), 'smartboq-uploads-'))
  app = createApp({
    db: kit.testDb.db,
    logger: memoryLogger(),
    config: testConfig(),
    accounts: { now: () => new Date(BASE_TIME) },
    uploads: { dir },
  })
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await kit.close()
})
beforeEach(async () => {
  await kit.reset()
  rmSync(dir, { recursive: true, force: true })
  await registerUser(kit, '13900000001')
  token = await signIn(kit, '13900000001')
})

function multipart(
  bytes: Uint8Array,
  name: string,
  type: string,
  headers: Record<string, string> = { 'X-Token': token },
): RequestInit {
  const form = new FormData()
  form.append('file', new File([bytes.slice()], name, { type }))
  return { method: 'POST', headers, body: form }
}
const uploadImg = (init: RequestInit) => call(app, '/api/Command/CommandUpload_Img', init)
const uploadFile = (init: RequestInit) => call(app, '/api/Command/CommandFile', init)

/** Every stored file, relative to the uploads folder. */
function stored(): string[] {
  // No folder yet means nothing stored; any other read error fails the test.
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
}

describe('POST /api/Command/CommandUpload_Img', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ])(
    'stores a %s under <yyyy-mm>/<random>.<ext> and answers its URL, which serves the bytes',
    async (ext, bytes, mime) => {
      const res = await uploadImg(multipart(bytes, '../../我的头像.' + ext, mime))
      expect(res.body).toMatchObject({ ErrorCode: '0', Message: '' })
      const url = String(res.body.Data)
      expect(url).toMatch(new RegExp(`^/uploads/2026-03/[0-9a-f]{32}\\.${ext}$`))
      expect(stored()).toEqual([url.slice('/uploads/'.length)])
      expect(readFileSync(join(dir, url.slice('/uploads/'.length)))).toEqual(Buffer.from(bytes))

      const served = await app.request(url, { headers: { 'X-Token': token } })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(mime)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    },
  )

  it('refuses a file whose bytes are not an image, whatever it declares, and writes nothing', async () => {
    for (const init of [
      multipart(HTML, 'a.png', 'image/png'),
      multipart(PDF, 'a.jpg', 'image/jpeg'),
      multipart(ZIP, 'a.gif', 'image/gif'),
    ]) {
      expect((await uploadImg(init)).body).toEqual({
        ErrorCode: '1',
        Message: '仅支持 PNG、JPG、WEBP、GIF 格式的图片',
        Data: null,
      })
    }
    expect(stored()).toEqual([])
  })

  it('refuses an image over 5 MB (and accepts one of exactly 5 MB)', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await uploadImg(multipart(big, 'a.png', 'image/png'))).body).toEqual({
      ErrorCode: '1',
      Message: '文件过大，图片不能超过5MB',
      Data: null,
    })
    // Far beyond the limit the body is cut off while it is read.
    const huge = new Uint8Array(12 * 1024 * 1024)
    huge.set(PNG)
    expect((await uploadImg(multipart(huge, 'a.png', 'image/png'))).body.Message).toBe(
      '文件过大，图片不能超过5MB',
    )
    expect(stored()).toEqual([])
    expect(
      (await uploadImg(multipart(big.subarray(0, 5 * 1024 * 1024), 'a.png', 'image/png'))).body
        .ErrorCode,
    ).toBe('0')
  })

  it('asks for a file when the field is missing or empty', async () => {
    const form = new FormData()
    form.append('other', 'x')
    expect(
      (await uploadImg({ method: 'POST', headers: { 'X-Token': token }, body: form })).body,
    ).toMatchObject({ ErrorCode: '1', Message: '请选择要上传的文件' })
    expect(
      (await uploadImg(multipart(new Uint8Array(0), 'a.png', 'image/png'))).body.ErrorCode,
    ).toBe('1')
    expect(stored()).toEqual([])
  })

  it('answers 403 请先登录! to anonymous uploads and refuses a cross-site cookie-only upload', async () => {
    for (const res of [
      await uploadImg(multipart(PNG, 'a.png', 'image/png', {})),
      await uploadFile(multipart(PDF, 'a.pdf', 'application/pdf', {})),
      await uploadImg(
        multipart(PNG, 'a.png', 'image/png', { 'X-Token': 'not-a-real-token-at-all-xxxxxxxx' }),
      ),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ ErrorCode: '403', Message: '请先登录!' })
    }
    const csrf = await uploadImg(
      multipart(PNG, 'a.png', 'image/png', {
        cookie: `token=${token}`,
        origin: 'https://evil.example',
        host: 'localhost',
      }),
    )
    expect(csrf.status).toBe(403)
    const sameSite = await uploadImg(
      multipart(PNG, 'a.png', 'image/png', {
        cookie: `token=${token}`,
        origin: 'http://localhost',
        host: 'localhost',
      }),
    )
    expect(sameSite.body.ErrorCode).toBe('0')
    expect(stored()).toHaveLength(1)
  })
})

describe('POST /api/Command/CommandFile', () => {
  it.each([
    ['报价.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP],
    [
      '合同.docx',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ZIP,
    ],
    ['资料.zip', 'zip', 'application/zip', ZIP],
    ['清单.xls', 'xls', 'application/vnd.ms-excel', OLE],
    ['说明.pdf', 'pdf', 'application/pdf', PDF],
    ['图.png', 'png', 'image/png', PNG],
  ])('stores %s as .%s and serves it as %s', async (name, ext, mime, bytes) => {
    const res = await uploadFile(multipart(bytes, name, 'application/octet-stream'))
    expect(res.body.ErrorCode).toBe('0')
    const url = String(res.body.Data)
    expect(url).toMatch(new RegExp(`^/uploads/2026-03/[0-9a-f]{32}\\.${ext}$`))
    const served = await app.request(url, { headers: { 'X-Token': token } })
    expect(served.headers.get('content-type')).toBe(mime)
  })

  it('refuses unknown bytes even under a document name, and files over 20 MB, writing nothing', async () => {
    expect((await uploadFile(multipart(HTML, 'a.pdf', 'application/pdf'))).body).toEqual({
      ErrorCode: '1',
      Message: '文件类型不支持',
      Data: null,
    })
    expect(
      (
        await uploadFile(
          multipart(new TextEncoder().encode('MZ\x90\x00'), 'a.exe', 'application/octet-stream'),
        )
      ).body.Message,
    ).toBe('文件类型不支持')
    const big = new Uint8Array(20 * 1024 * 1024 + 1)
    big.set(PDF)
    expect((await uploadFile(multipart(big, 'a.pdf', 'application/pdf'))).body).toEqual({
      ErrorCode: '1',
      Message: '文件过大，文件不能超过20MB',
      Data: null,
    })
    expect(stored()).toEqual([])
  })
})

describe('GET /uploads/*', () => {
  it('answers 404 for unknown names and any path that tries to leave the uploads folder', async () => {
    const url = String((await uploadImg(multipart(PNG, 'a.png', 'image/png'))).body.Data)
    const name = url.slice('/uploads/'.length)
    for (const path of [
      '/uploads/2026-03/00000000000000000000000000000000.png',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/2026-03/..%2f..%2fpackage.json',
      '/uploads/2026-03%2f..%2f..%2fpackage.json',
      '/uploads/2026-03/%2e%2e%5c%2e%2e%5cpackage.json',
      `/uploads/${name.replace('.png', '.html')}`,
    ]) {
      const res = await app.request(path)
      // Dot segments (also %2e%2e) are resolved by URL parsing, landing outside /uploads/.
      expect(res.status, path).not.toBe(200)
      expect(await res.text(), path).not.toContain('"name"')
    }
    expect(
      (await app.request('/uploads/2026-03/00000000000000000000000000000000.png')).status,
    ).toBe(404)
    expect((await app.request(url, { headers: { 'X-Token': token } })).status).toBe(200)
    // A plain ../ is resolved by URL parsing before routing: it never reaches the uploads handler.
    const climbed = await app.request('/uploads/../package.json')
    expect(climbed.status).not.toBe(200)
    expect(await climbed.text()).not.toContain('"name"')
  })
})
