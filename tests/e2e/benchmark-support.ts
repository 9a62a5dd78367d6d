import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { okData } from './account-support.ts'

// Priced projects for the 对标 browser tests, made through the API as the signed-in user.

export async function post(page: Page, path: string, form: Record<string, string>): Promise<void> {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  await okData(
    await page.request.post(`/api${path}`, { form, headers: { 'X-Token': token } }),
    path,
  )
}

/** One 单项 of a test project: its 土建 unit holds `items` [code, name, unit, 工程量, 单价]. */
export interface PricedRow {
  name: string
  built: number
  mult?: number
  items: readonly (readonly [string, string, string, number, number])[]
}

/** A 住宅 in 上海 (2024) with the given rows; returns the project id. */
export async function pricedProject(
  page: Page,
  name: string,
  rows: readonly PricedRow[],
  structure = '框架',
): Promise<string> {
  const pid = randomUUID()
  await post(page, '/SjyqList/EditProject', {
    Type: 'add',
    ID: pid,
    Project_Name: name,
    ProjectType: '住宅',
    City: '上海',
    Year: '2024',
    StructureType: structure,
  })
  for (const [i, r] of rows.entries()) {
    const [row, unit] = [randomUUID(), randomUUID()]
    await post(page, '/SjyqList/EditProStructure', {
      Type: 'add',
      ID: row,
      ProId: pid,
      Sort: String(i + 1),
      Project_Name: r.name,
      BuiltArea: String(r.built),
      InArea: String(r.built * 0.8),
      SellArea: String(r.built * 0.9),
      MultNum: String(r.mult ?? 1),
    })
    await post(page, '/Bill/EditUnit', {
      Type: 'add',
      ID: unit,
      ProId: pid,
      RowId: row,
      Specialty: '土建',
    })
    for (const [code, itemName, u, q, price] of r.items)
      await post(page, '/Bill/EditItem', {
        Type: 'add',
        ID: randomUUID(),
        ProId: pid,
        UnitId: unit,
        Code: code,
        Name: itemName,
        Unit: u,
        Quantity: String(q),
        UnitPrice: String(price),
      })
  }
  return pid
}
