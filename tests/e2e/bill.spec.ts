import { expect, test, type Page } from '@playwright/test'
import { buildGccpWorkbook } from '@/domain/bill/forms/fixtures.ts'
import {
  loginAndReload,
  registerByApi,
  uniquePhone,
  waitForServiceWorker,
} from './account-support.ts'
import { overflow } from './overflow-support.ts'
import { expectPrintsAlone } from './print-support.ts'
import { createProjectInUi, grid as structureGrid, typeInto } from './structure-support.ts'
import { billGrid } from './bill-support.ts'

// The priced bill (issue 10) driven like a user: a 单位工程 added to a structure row, items typed
// and pasted, 合价 and 汇总 shown, a GCCP-style workbook imported, all offline and kept across an
// offline reload. Syncing needs the server's /api/Bill calls (merged separately).

async function pasteInto(page: Page, text: string): Promise<void> {
  await billGrid(page).evaluate((el, t) => {
    const data = new DataTransfer()
    data.setData('text/plain', t)
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

test('a bill made offline: add 专业, type and paste items, see 合价 and 汇总, import a workbook, reload offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `清单${phone.slice(-4)}`)
  await loginAndReload(page, phone)
  const pid = await createProjectInUi(page, '清单计价项目')
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: '新增单项' }).click()
  await typeInto(
    page,
    structureGrid(page).getByRole('row').nth(1).locator('[data-col="Project_Name"]'),
    '1#楼',
  )

  await context.setOffline(true)
  await page
    .getByRole('navigation', { name: '项目功能' })
    .getByRole('link', { name: '清单计价' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: '清单计价' })).toBeVisible()
  await page.getByRole('button', { name: '为1#楼添加专业' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '添加' }).click()
  await expect(page.getByRole('heading', { name: '1#楼 · 土建' })).toBeVisible()

  // A typed row: 新增清单项, then 工程量 and 综合单价; 合价 = 12.5 × 30.03 = 375.375 → 375.38.
  await page.getByRole('button', { name: '新增清单项' }).click()
  const first = billGrid(page).locator('[data-line="item"]').first()
  for (const [col, text] of [
    ['Name', '挖一般土方'],
    ['Quantity', '12.5'],
    ['UnitPrice', '30.03'],
  ] as const) {
    await first.locator(`[data-col="${col}"]`).click()
    await page.keyboard.press('Enter')
    await billGrid(page).getByRole('textbox').fill(text)
    await page.keyboard.press('Enter')
  }
  await expect(first.locator('[data-col="amount"]')).toHaveText('375.38')
  // A block pasted from Excel over a new row fills it (rows beyond the end would become new items).
  await page.getByRole('button', { name: '新增清单项' }).click()
  await billGrid(page).locator('[data-line="item"]').nth(1).locator('[data-col="Code"]').click()
  await pasteInto(page, '010401001001\t砖基础\tM5水泥砂浆\tm3\t10\t400\r\n')
  await expect(billGrid(page).locator('[data-total="amount"]')).toHaveText('4,375.38')

  // 新增分部, renamed in place on its heading; Ctrl+Z / Ctrl+Y undo and redo the rename.
  await page.getByRole('button', { name: '新增分部' }).click()
  const heading = billGrid(page).locator('[data-line="group"]').last().locator('[data-col="Name"]')
  await expect(heading).toHaveText('新分部1')
  await heading.click()
  await page.keyboard.press('Enter')
  await billGrid(page).getByRole('textbox').fill('土石方工程')
  await page.keyboard.press('Enter')
  await expect(heading).toHaveText('土石方工程')
  await page.keyboard.press('Control+z')
  await expect(heading).toHaveText('新分部1')
  await page.keyboard.press('Control+y')
  await expect(heading).toHaveText('土石方工程')

  // 显示列 → 综合单价组成: a composition that does not add up is marked with a Chinese warning.
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.getByRole('button', { name: '显示列' }).click()
  await page.getByRole('menuitemcheckbox', { name: /综合单价组成/ }).click()
  await page.keyboard.press('Escape')
  await expect(billGrid(page).getByRole('columnheader', { name: '人工费' })).toBeVisible()
  await first.locator('[data-col="Labour"]').click()
  await page.keyboard.press('Enter')
  await billGrid(page).getByRole('textbox').fill('10')
  await page.keyboard.press('Enter')
  await expect(first.locator('[data-col="UnitPrice"]')).toHaveAttribute(
    'title',
    '综合单价组成合计 10.00 元与综合单价 30.03 元不一致（少 20.03 元）',
  )
  await first.locator('[data-col="Labour"]').click()
  await expect(page.getByRole('status').filter({ hasText: '第 1 项' })).toContainText(
    '综合单价组成合计 10.00 元与综合单价 30.03 元不一致',
  )
  expect(await overflow(page)).toEqual([])
  await page.setViewportSize({ width: 1440, height: 900 })
  expect(await overflow(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.getByRole('tab', { name: '汇总' }).click()
  await expect(page.getByRole('table', { name: '单位工程汇总表' })).toContainText('4,375.38')

  // Import a GCCP-style workbook built by the domain fixtures (merged two-row headers).
  const bytes = await buildGccpWorkbook({
    units: [
      {
        title: '清单计价项目-1#楼【装饰】',
        items: [
          {
            kind: '分部分项',
            group: '楼地面装饰工程',
            code: '011102001001',
            name: '石材楼地面',
            features: '600×600',
            unit: 'm2',
            quantity: 100,
            price: 250,
          },
        ],
      },
    ],
  })
  await page.getByRole('button', { name: '导入清单' }).click()
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'bill.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(bytes),
    })
  await expect(page.getByRole('table', { name: '找到的单位工程' })).toContainText('装饰')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^导入 1 项$/ })
    .click()
  await expect(page.getByRole('button', { name: '装饰' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '清单计价' })).toBeVisible()
  await expect(billGrid(page).locator('[data-total="amount"]')).toHaveText('4,375.38')
  await page.getByRole('button', { name: '装饰' }).click()
  await expect(billGrid(page)).toContainText('石材楼地面')
  expect(new URL(page.url()).searchParams.get('pid')).toBe(pid)

  // 报表预览 (offline too): 封面, 表-02, and per 单位工程 表-04 and 表-08 with the same sums; A4 print.
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.getByRole('main').getByRole('link', { name: '报表预览' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '报表预览' })).toBeVisible()
  await expect(page.getByRole('region', { name: '封面' })).toContainText('清单计价项目')
  await expect(page.getByRole('region', { name: '建设项目招标控制价汇总表' })).toContainText('1#楼')
  const items = page.getByRole('region', { name: '分部分项工程和单价措施项目清单与计价表' })
  await expect(items.first()).toContainText('砖基础')
  await expect(items.first()).toContainText('4,375.38')
  // Every printed page of 表-08 closes with its 本页小计 (one page here: the whole 合价).
  await expect(items.first().getByRole('row', { name: /本页小计/ })).toContainText('4,375.38')
  await expect(
    page.getByRole('region', { name: '单位工程招标控制价汇总表' }).first(),
  ).toContainText('4,375.38')
  await expect(page.getByRole('region', { name: '增值税计价表' }).first()).toBeVisible()
  expect(await overflow(page)).toEqual([])
  // 第 N 页 共 M 页 on every page, and print gives exactly those M pages.
  const firstPage = page.getByRole('article', { name: /^第1页 共\d+页$/ })
  await expect(firstPage).toContainText('招标控制价')
  const pages = Number((await firstPage.getAttribute('aria-label'))?.match(/共(\d+)页/)?.[1])
  await expect(page.getByRole('article', { name: `第${pages}页 共${pages}页` })).toBeVisible()
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBe(pages)
  // The pages alone (no header, side menu or page foot), at A4 width, figures on one line.
  await expectPrintsAlone(page, page.locator('[data-print-root]'))
  // 万元 and a smaller choice: the cover reads 万元, 表-08 goes, fewer pages.
  await page.getByRole('radio', { name: '万元' }).click()
  await expect(page.getByRole('region', { name: '封面' })).toContainText(/\d\.\d{4} 万元/)
  const itemPages = await items.count()
  await page.getByRole('checkbox', { name: /表-08/ }).click()
  await expect(items).toHaveCount(0)
  await expect(page.getByRole('article', { name: `第1页 共${pages - itemPages}页` })).toBeVisible()
  await expect(page.getByRole('region', { name: '造价指标分析表' })).toContainText('装饰')
  await page.setViewportSize({ width: 1440, height: 900 })
  expect(await overflow(page)).toEqual([])
  // At print width every page's content fits its A4 box: no box grew past the sheet height.
  const heights = await page
    .locator('article.report-page')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)))
  expect(new Set(heights).size).toBe(1)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('link', { name: '返回清单计价' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '清单计价' })).toBeVisible()

  // Back online the offline edits replay; a second browser of the same user sees the same bill.
  await context.setOffline(false)
  const indicator = page.getByRole('button', { name: /^同步状态/ })
  await expect
    .poll(async () => (await indicator.getAttribute('aria-label')) ?? '', { timeout: 30_000 })
    .toMatch(/^同步状态：在线(?!.*待同步)(?!.*失败)/)
  const other = await page.context().browser()!.newContext()
  const second = await other.newPage()
  await second.goto('/newIndex')
  await loginAndReload(second, phone)
  await second.goto(`/Page/bill?pid=${pid}`)
  await expect(billGrid(second).locator('[data-total="amount"]')).toHaveText('4,375.38', {
    timeout: 30_000,
  })
  await second.getByRole('button', { name: '装饰' }).click()
  await expect(billGrid(second)).toContainText('石材楼地面')
  await other.close()
})
