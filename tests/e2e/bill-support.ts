import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { okData } from './account-support.ts'

// What the bill's browser tests share: the 分部分项 grid, and a project whose bill has one item,
// made on the server as the signed-in user (the token the page holds).

export const billGrid = (page: Page) => page.getByRole('grid', { name: '分部分项清单' })

export interface OneItemBill {
  /** 项目名称 (and 城市 when given) of the new project. */
  project: { Project_Name: string; City?: string }
  /** The 1#楼 row's 相同单体数量 (MultNum) when not the default. */
  multNum?: string
  /** The 土建 unit's one item: Code, Name, Unit, Quantity and any other field of /Bill/EditItem. */
  item: Record<string, string>
}

/** A project with a 1#楼 土建 unit holding one item; answers the project's id. */
export async function oneItemBill(page: Page, bill: OneItemBill): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
  const post = async (path: string, form: Record<string, string>) =>
    okData(await page.request.post(`/api${path}`, { headers: { 'X-Token': token }, form }), path)
  const proId = randomUUID()
  const rowId = randomUUID()
  const unitId = randomUUID()
  await post('/SjyqList/EditProject', { Type: 'add', ID: proId, ...bill.project })
  await post('/SjyqList/EditProStructure', {
    Type: 'add',
    ID: rowId,
    ProId: proId,
    Project_Name: '1#楼',
    ...(bill.multNum === undefined ? {} : { MultNum: bill.multNum }),
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
    ...bill.item,
  })
  return proId
}
