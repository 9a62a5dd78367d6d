import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapRows, guessMapping } from '@/domain/projects/xlsx-map.ts'
import {
  EXCEL_SIZE_MESSAGE,
  STRUCTURE_SHEET,
  SUMMARY_SHEET,
  TEMPLATE_HEADERS,
  XLSX_MIME,
  type WorkbookTable,
} from '@/domain/projects/xlsx.ts'
import { readSheet, buildImportTemplate } from '@/domain/projects/workbook.ts'
import { syncRows } from '../../db/schema/index.ts'
import { createSession } from '../../services/auth/sessions.ts'
import { makeZip } from '../../services/excel/zip.testkit.ts'
import { call, openTestDb, testApp, type TestDb } from '../../test/harness.ts'
import { seedProjectDoc, seedUser } from '../../test/seed.ts'

let t: TestDb
let app: ReturnType<typeof testApp>['app']
let owner: string
let other: string
let ownerToken: string
let otherToken: string
let proId: string

const ROWS = [
  {
    ID: '00000000-0000-4000-8000-000000000001',
    ParentID: '',
    Sort: 1,
    Project_Name: '1#住宅楼',
    BuiltArea: null,
    InArea: null,
    SellArea: null,
    MultNum: 2,
    TenderID: '00000000-0000-4000-8000-0000000000a1',
  },
  {
    ID: '00000000-0000-4000-8000-000000000002',
    ParentID: '00000000-0000-4000-8000-000000000001',
    Sort: 1,
    Project_Name: '地上部分',
    BuiltArea: 10000.25,
    InArea: 9800,
    SellArea: 11500,
    MultNum: 1,
    TenderID: '00000000-0000-4000-8000-0000000000a1',
  },
  {
    ID: '00000000-0000-4000-8000-000000000003',
    ParentID: '00000000-0000-4000-8000-000000000001',
    Sort: 2,
    Project_Name: '地下室',
    BuiltArea: 2000,
    InArea: 0,
    SellArea: 0,
    MultNum: 3,
    TenderID: '00000000-0000-4000-8000-0000000000a1',
  },
  {
    ID: '00000000-0000-4000-8000-000000000004',
    ParentID: '',
    Sort: 2,
    Project_Name: '商业',
    BuiltArea: 3500.5,
    InArea: 3000,
    SellArea: 3200.75,
    MultNum: 1,
    TenderID: '00000000-0000-4000-8000-0000000000a2',
  },
  {
    ID: '00000000-0000-4000-8000-000000000005',
    ParentID: '',
    Sort: 3,
    Project_Name: '已删除',
    BuiltArea: 1,
    InArea: 1,
    SellArea: 1,
    MultNum: 1,
    TenderID: '',
  },
]
const TENDERS = [
  { ID: '00000000-0000-4000-8000-0000000000a1', Name: '第一标段', Sort: 1 },
  { ID: '00000000-0000-4000-8000-0000000000a2', Name: '第二标段', Sort: 2 },
]

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
  owner = await seedUser(t.db)
  other = await seedUser(t.db)
  ownerToken = (await createSession(t.db, owner, new Date(), 24)).token
  otherToken = (await createSession(t.db, other, new Date(), 24)).token
  proId = await seedProjectDoc(t.db, owner, {
    data: { Project_Name: '滨江/花园' },
    rows: ROWS,
    tenders: TENDERS,
  })
  await t.db
    .update(syncRows)
    .set({ deleted: true })
    .where(
      and(
        eq(syncRows.entity, 'structureRows'),
        eq(syncRows.id, '00000000-0000-4000-8000-000000000005'),
      ),
    )
})
afterAll(async () => t.close())

const form = (fields: Record<string, string>, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    ...(token ? { 'X-Token': token } : {}),
  },
  body: new URLSearchParams(fields).toString(),
})
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())

describe('GET /api/Command/DownloadTemplate', () => {
  it('answers the template .xlsx with its UTF-8 file name, to anyone', async () => {
    const res = await app.request('/api/Command/DownloadTemplate')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(XLSX_MIME)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent('项目结构导入模板.xlsx')}`,
    )
    const { sheets } = await readSheet(await bytesOf(res))
    expect(sheets.map((s) => s.name)).toEqual([STRUCTURE_SHEET, '说明'])
    expect(sheets[0]?.headers).toEqual(TEMPLATE_HEADERS)
  })
})

describe('POST /api/Generate/GetExcel', () => {
  it('exports the owner’s tenders; the 项目结构 sheet parses back to the same live rows', async () => {
    const res = await app.request('/api/Generate/GetExcel', form({ ProId: proId }, ownerToken))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(XLSX_MIME)
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('滨江花园_标段.xlsx')}`,
    )
    const { sheets } = await readSheet(await bytesOf(res))
    expect(sheets.map((s) => s.name)).toEqual([SUMMARY_SHEET, STRUCTURE_SHEET])
    // 2 × (10000.25 + 3 × 2000) = 32000.5 in 第一标段; 合计 adds 商业.
    expect(sheets[0]?.rows.slice(1)).toEqual([
      ['1', '第一标段', '3', '32000.5', '19600', '23000'],
      ['2', '第二标段', '1', '3500.5', '3000', '3200.75'],
      ['', '合计', '4', '35501', '22600', '26200.75'],
    ])
    const sheet = sheets[1]
    if (!sheet) throw new Error('no structure sheet')
    const { rows, issues } = mapRows(sheet, guessMapping(sheet.headers))
    expect(issues).toEqual([])
    const names = new Map(rows.map((r) => [r.ID, r.Project_Name]))
    expect(
      rows.map((r) => [
        r.Num,
        r.Project_Name,
        names.get(r.ParentID) ?? '',
        r.BuiltArea,
        r.InArea,
        r.SellArea,
        r.MultNum,
      ]),
    ).toEqual([
      // A row with children exports its children's roll-up (rollUpTree): 10000.25 + 3 × 2000.
      ['1', '1#住宅楼', '', 16000.25, 9800, 11500, 2],
      ['1.1', '地上部分', '1#住宅楼', 10000.25, 9800, 11500, 1],
      ['1.2', '地下室', '1#住宅楼', 2000, 0, 0, 3],
      ['2', '商业', '', 3500.5, 3000, 3200.75, 1],
    ])
  })

  it('refuses another user’s project with 403 无权操作该记录 and no file', async () => {
    const res = await call(app, '/api/Generate/GetExcel', form({ ProId: proId }, otherToken))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ErrorCode: '403', Message: '无权操作该记录', Data: null })
  })

  it('asks to log in, and refuses a missing, malformed or unknown ProId', async () => {
    expect((await call(app, '/api/Generate/GetExcel', form({ ProId: proId }))).status).toBe(403)
    expect((await call(app, '/api/Generate/GetExcel', form({}, ownerToken))).body).toMatchObject({
      ErrorCode: '1',
      Message: '缺少参数 ProId',
    })
    expect(
      (await call(app, '/api/Generate/GetExcel', form({ ProId: 'x' }, ownerToken))).body,
    ).toMatchObject({ ErrorCode: '1', Message: '参数 ProId 无效' })
    expect(
      (
        await call(
          app,
          '/api/Generate/GetExcel',
          form({ ProId: '00000000-0000-4000-8000-00000000ffff' }, ownerToken),
        )
      ).body,
    ).toMatchObject({ ErrorCode: '1', Message: '项目不存在或已被删除' })
  })
})

describe('POST /api/Command/UploadExcelOfBZ', () => {
  const upload = (bytes: Uint8Array, name = '结构.xlsx', token = ownerToken, target = app) => {
    const body = new FormData()
    body.append('file', new File([bytes.slice()], name, { type: XLSX_MIME }))
    return call(target, '/api/Command/UploadExcelOfBZ', {
      method: 'POST',
      headers: token ? { 'X-Token': token } : {},
      body,
    })
  }

  it('answers the sheets of an .xlsx as text for the mapping step', async () => {
    const exported = await bytesOf(
      await app.request('/api/Generate/GetExcel', form({ ProId: proId }, ownerToken)),
    )
    const res = await upload(exported)
    expect(res.body.ErrorCode).toBe('0')
    const data = res.body.Data as WorkbookTable
    expect(data.sheets.map((s) => [s.name, s.headerRow, s.truncated])).toEqual([
      [SUMMARY_SHEET, 1, false],
      [STRUCTURE_SHEET, 1, false],
    ])
    expect(data.sheets[1]?.headers).toEqual([...TEMPLATE_HEADERS, '标段'])
    expect(data.sheets[1]?.rows[1]).toEqual([
      '1.1',
      '地上部分',
      '10000.25',
      '9800',
      '11500',
      '1',
      '第一标段',
    ])
  })

  it('refuses files that are not .xlsx, whatever their name says, in Chinese', async () => {
    const csv = new TextEncoder().encode('序号,单项工程名称\n1,a')
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
    const docx = makeZip([{ name: 'word/document.xml', content: new TextEncoder().encode('<w/>') }])
    for (const bytes of [csv, xls, docx]) {
      expect((await upload(bytes)).body).toMatchObject({
        ErrorCode: '1',
        Message: expect.stringContaining('文件不是有效的 Excel 文件') as unknown,
      })
    }
    const template = await buildImportTemplate()
    expect((await upload(template.subarray(0, template.length - 100))).body).toMatchObject({
      ErrorCode: '1',
      Message: '文件已损坏，无法读取',
    })
    const bomb = makeZip([
      { name: 'xl/workbook.xml', content: new Uint8Array(2_000_000), declaredSize: 10 },
    ])
    expect((await upload(bomb)).body).toMatchObject({
      ErrorCode: '1',
      Message: '文件解压后过大，无法导入',
    })
  })

  it('asks to log in before reading the body, and wants a file', async () => {
    const res = await upload(await buildImportTemplate(), 'a.xlsx', '')
    expect(res.status).toBe(403)
    const empty = await call(app, '/api/Command/UploadExcelOfBZ', {
      method: 'POST',
      headers: { 'X-Token': ownerToken },
      body: new FormData(),
    })
    expect(empty.body).toMatchObject({ ErrorCode: '1', Message: '请选择要上传的 Excel 文件' })
  })

  it('refuses files over 5 MB with its own message, not the smaller global body limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set([0x50, 0x4b, 0x03, 0x04])
    expect((await upload(big)).body).toMatchObject({ ErrorCode: '1', Message: EXCEL_SIZE_MESSAGE })
    // 3 MB is over the default 2 MB BODY_LIMIT but within the Excel limit: the file is read.
    const notExcel = new Uint8Array(3 * 1024 * 1024)
    const read = (await upload(notExcel)).body as { ErrorCode: string; Message: string }
    expect(read.ErrorCode).toBe('1')
    expect(read.Message).toContain('Excel')
    // Any other call still has the global limit.
    const res = await call(app, '/api/SjyqList/EditProject', {
      method: 'POST',
      headers: { 'X-Token': ownerToken },
      body: 'x'.repeat(3 * 1024 * 1024),
    })
    expect(res.body).toMatchObject({ ErrorCode: '413' })
  })
})
