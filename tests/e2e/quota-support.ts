import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { buildQuotaWorkbook } from '../fixtures/quota-workbook.ts'
import { okData } from './account-support.ts'

// What the 定额库 browser tests share: a project whose bill has one 砖基础 item (m3, 工程量 10),
// made on the server as the signed-in user, and the 企业定额 workbook as an upload.

export const billGrid = (page: Page) => page.getByRole('grid', { name: '分部分项清单' })

/** A project with a 1#楼 土建 unit and one item 砖基础 (10 m3); answers its id. */
export async function billOnServer(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
  const post = async (path: string, form: Record<string, string>) =>
    okData(await page.request.post(`/api${path}`, { headers: { 'X-Token': token }, form }), path)
  const proId = randomUUID()
  const rowId = randomUUID()
  const unitId = randomUUID()
  await post('/SjyqList/EditProject', { Type: 'add', ID: proId, Project_Name: '定额组价项目' })
  await post('/SjyqList/EditProStructure', {
    Type: 'add',
    ID: rowId,
    ProId: proId,
    Project_Name: '1#楼',
  })
  await post('/Bill/EditUnit', {
    Type: 'add',
    ID: unitId,
    ProId: proId,
    RowId: rowId,
    Specialty: '土建',
  })
  await post('/Bill/EditItem', {
    Type: 'add',
    ID: randomUUID(),
    ProId: proId,
    UnitId: unitId,
    Code: '010401001001',
    Name: '砖基础',
    Unit: 'm3',
    Quantity: '10',
  })
  return proId
}

/** The fixture 企业定额 workbook (or its broken variant) as a file to set on an input. */
export const quotaFile = async (name: string, broken: boolean) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(await buildQuotaWorkbook({ broken })),
})
