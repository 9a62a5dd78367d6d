import type { Page } from '@playwright/test'
import { buildQuotaWorkbook } from '../fixtures/quota-workbook.ts'
import { oneItemBill } from './bill-support.ts'

// What the 定额库 browser tests share: a project whose bill has one 砖基础 item (m3, 工程量 10),
// made on the server as the signed-in user, and the 企业定额 workbook as an upload.

/** A project with a 1#楼 土建 unit and one item 砖基础 (10 m3); answers its id. */
export const billOnServer = (page: Page) =>
  oneItemBill(page, {
    project: { Project_Name: '定额组价项目' },
    item: { Code: '010401001001', Name: '砖基础', Unit: 'm3', Quantity: '10' },
  })

/** The fixture 企业定额 workbook (or its broken variant) as a file to set on an input. */
export const quotaFile = async (name: string, broken: boolean) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(await buildQuotaWorkbook({ broken })),
})
