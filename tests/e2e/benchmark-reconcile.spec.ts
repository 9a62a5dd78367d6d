import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAndReload, okData, registerByApi, uniquePhone } from './account-support.ts'
import { pricedProject, type PricedRow } from './benchmark-support.ts'
import { cellOf, grid } from './structure-support.ts'

// Issue 37 items 2, 3 and 6: every 对标 screen from the scheme's tab row, the 单项 level comparing
// a 地下室 with the samples' 地下室 only, a drill-down whose figures add up, and the 业态/部位 of a
// row edited in the structure grid and synced.

const REBAR = '010515001001'
const tower = (name: string, built: number, rebarT: number, mult = 1): PricedRow => ({
  name,
  built,
  mult,
  items: [
    [REBAR, '现浇构件钢筋', 't', rebarT, 5000],
    ['010501004001', '满堂基础', 'm3', built / 10, 600],
  ],
})
const basement = (name: string, built: number, rebarT: number): PricedRow => ({
  name,
  built,
  items: [[REBAR, '现浇构件钢筋', 't', rebarT, 5000]],
})

/** The 业态/部位 editor offers the tags (an input with a list: a combobox); types one and commits. */
async function chooseUsage(page: Page, cell: Locator, text: string): Promise<void> {
  await cell.click()
  await page.keyboard.press('Enter')
  const editor = grid(page).getByRole('combobox', { name: '业态/部位' })
  await editor.fill(text)
  await page.keyboard.press('Enter')
  await expect(editor).toHaveCount(0)
}

const nav = (page: Page) => page.getByRole('navigation', { name: '对标分析' })

async function signIn(page: Page): Promise<void> {
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `对标${phone.slice(-4)}`)
  await loginAndReload(page, phone)
}

test('the scheme tab row reaches every screen; 地下室 meets 地下室; the drill-down adds up', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  // Target: 1#楼 × 2 (1,000 m², 40 t 钢筋 each) and a 地下室 (2,000 m², 100 t).
  await pricedProject(page, '目标小区', [tower('1#楼', 1000, 40, 2), basement('地下室', 2000, 100)])
  await pricedProject(page, '样本甲', [tower('2#楼', 1200, 45), basement('地下室', 1500, 60)])
  await pricedProject(page, '样本乙', [
    tower('高层住宅', 900, 40),
    basement('人防地下室', 1000, 50),
  ])
  // A car park is no 地下室: not a peer of the target's basement.
  await pricedProject(page, '样本丙', [tower('3#楼', 1100, 42), basement('地下车库', 3000, 30)])
  await pricedProject(page, '样本丁', [tower('6#楼', 1000, 40)])
  // 400 kg/m² of 钢筋: far beyond the fences.
  await pricedProject(page, '样本戊', [tower('5#楼', 1000, 400)])

  await page.goto('/Page/NewBenchmarking/benchmarkindex')
  await expect(async () => {
    await page.reload()
    await page.getByRole('button', { name: '新建方案' }).click()
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: '样本戊' })).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 30_000 })
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('方案名称').fill('小区对标')
  await dialog.getByRole('combobox', { name: '目标项目' }).click()
  await page.getByRole('option', { name: '目标小区' }).click()
  for (const name of ['样本甲', '样本乙', '样本丙', '样本丁', '样本戊'])
    await dialog.getByRole('checkbox', { name }).click()
  await dialog.getByRole('button', { name: '保存方案' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: '打开' }).click()
  await expect(page).toHaveURL(/\/Page\/NewBenchmarking\/contrastlist/)

  // Every screen of the scheme by one click on its tab.
  for (const [label, path, shows] of [
    ['图表', 'selfChart', page.getByRole('img', { name: /箱线图/ }).first()],
    ['项目对比', 'differContrast', page.getByRole('table', { name: '并排对比' })],
    ['方案对比', 'compardiffercontract', page.getByRole('combobox', { name: '对比方案' })],
    ['层级与样本', 'cutbenchamark', page.getByRole('heading', { name: '对标层级' })],
    ['功能区', 'switchfunction', page.getByRole('heading', { name: /按功能区/ })],
    ['方案列表', 'benchmarkindex', page.getByRole('table', { name: '对标方案' })],
    ['对标结果', 'contrastlist', page.getByTestId('benchmark-results')],
  ] as const) {
    await nav(page).getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Page/NewBenchmarking/${path}`))
    await expect(shows).toBeVisible()
  }

  // Project level: 钢筋含量 = (2 × 40 t + 100 t) ÷ (2 × 1,000 + 2,000 m²) = 45 kg/m².
  const table = page.getByTestId('benchmark-results')
  const rebar = table.getByRole('row').filter({ hasText: '钢筋含量' })
  await expect(rebar.getByRole('cell').nth(9)).toHaveText('45.0000')
  await page.getByRole('button', { name: '明细：钢筋含量' }).click()
  const drill = page.getByRole('dialog')
  await drill
    .getByRole('row')
    .filter({ hasText: '（目标）' })
    .getByRole('button', { name: '查看清单' })
    .click()
  const steps = drill.getByRole('table', { name: '计算过程' })
  await expect(steps.getByRole('row').filter({ hasText: '1#楼 / ' })).toContainText('×2')
  await expect(steps.getByRole('row').filter({ hasText: '1#楼 / ' })).toContainText('80,000.0000')
  await expect(steps).toContainText('建筑面积（m²）')
  await expect(steps).toContainText('4,000.00')
  await expect(drill.getByTestId('trace-result')).toHaveText('45.0000 kg/m²')
  await expect(drill.getByRole('region', { name: '清单明细' })).toBeInViewport()
  await drill.getByRole('button', { name: '关闭' }).click()

  // 剔除离群样本: 钢筋含量 of the samples 38.89, 47.37, 17.56, 40 and 400 kg/m²: fences 26.17 and
  // 60.08 leave out 样本丙 and 样本戊; the figures before and after are both shown.
  await expect(rebar.getByRole('cell').nth(2)).toHaveText('5')
  await page.getByRole('checkbox', { name: '剔除离群样本' }).check()
  await expect(rebar.getByRole('cell').nth(2)).toHaveText('3')
  const dropped = page
    .getByRole('region', { name: '剔除离群样本' })
    .getByRole('row')
    .filter({ hasText: '钢筋含量' })
  await expect(dropped).toContainText('样本戊（400.0000）')
  await expect(dropped).toContainText('样本丙')
  await expect(dropped).toContainText('5 → 3')
  await page.getByRole('checkbox', { name: '剔除离群样本' }).uncheck()

  // 单项 level on the 地下室: its peers are the samples' 地下室 (n = 2), not the 车库.
  await nav(page).getByRole('link', { name: '功能区', exact: true }).click()
  await page.getByRole('button', { name: /^地下室/ }).click()
  await expect(page).toHaveURL(/contrastlist/)
  const basementPerBuilt = table
    .getByRole('row')
    .filter({ hasText: '地下室 · 单方造价（建筑面积）' })
  await expect(basementPerBuilt.getByRole('cell').nth(2)).toHaveText('2')
  await page.getByRole('button', { name: '明细：地下室 · 单方造价（建筑面积）' }).click()
  await expect(drill.getByRole('table', { name: '样本取值' })).toContainText('样本乙（人防地下室）')
  await expect(drill.getByRole('table', { name: '样本取值' })).not.toContainText('样本丙')
  await drill.getByRole('button', { name: '关闭' }).click()

  // 方案对比 between schemes of different levels says why the other column is empty.
  await nav(page).getByRole('link', { name: '方案列表' }).click()
  await page.getByRole('button', { name: '复制' }).click()
  await expect(page.getByRole('table', { name: '对标方案' }).getByRole('row')).toHaveCount(3)
  await nav(page).getByRole('link', { name: '功能区', exact: true }).click()
  await page.getByRole('button', { name: '整个项目', exact: true }).click()
  await nav(page).getByRole('link', { name: '方案对比' }).click()
  await expect(page.getByRole('note')).toContainText(
    '两个方案的对标层级不同（本方案：整个项目，对比方案：单项工程）',
  )
})

test('a row’s 业态/部位 is guessed from its name, changed in the structure grid and synced', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signIn(page)
  const pid = await pricedProject(page, '分区项目', [basement('B区', 500, 5)])
  await page.goto(`/Page/newModelProjet?id=2&pid=${pid}`)
  const usage = cellOf(page, 'B区', 'Usage')
  await expect(usage).toHaveText('其他', { timeout: 30_000 })
  await chooseUsage(page, usage, '地下室')
  await expect(usage).toHaveText('地下室')
  await chooseUsage(page, usage, '塔楼')
  await expect(page.getByText(/业态\/部位：请填写/).first()).toBeVisible()
  await expect(usage).toHaveText('地下室')
  await expect(grid(page)).toBeVisible()
  // The change reaches the server by sync.
  await expect
    .poll(async () => {
      const data = await okData<{ Rows: { Project_Name: string; Usage?: string }[] }>(
        await page.request.get(`/api/SjyqList/GetProStructure?ProId=${pid}`, {
          headers: { 'X-Token': (await page.evaluate(() => localStorage.getItem('token'))) ?? '' },
        }),
        'GetProStructure',
      )
      return data.Rows.find((r) => r.Project_Name === 'B区')?.Usage
    })
    .toBe('地下室')
})
