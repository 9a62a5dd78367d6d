import { expect, test } from '@playwright/test'
import {
  loginAndReload,
  registerByApi,
  uniquePhone,
  waitForServiceWorker,
} from './account-support.ts'
import { post, pricedProject } from './benchmark-support.ts'

// Issue 37 item 1: user B, who bought nothing, builds a scheme from user A's released templates
// (the shared sample base, listed by the server with their author), and the scheme still runs
// offline after a reload: the chosen templates' bills were downloaded when it was saved.

const tower = (price: number) => ({
  name: '1#楼',
  built: 1000,
  items: [['010501004001', '满堂基础', 'm3', 100, price] as const],
})

test('user B builds a scheme from user A’s released templates and reads n ≥ 4, online and offline', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000)
  const a = await browser.newContext()
  const pageA = await a.newPage()
  const phoneA = uniquePhone()
  const author = `作者${phoneA.slice(-4)}`
  await registerByApi(pageA.request, phoneA, author)
  await loginAndReload(pageA, phoneA)
  const names = ['共享甲', '共享乙', '共享丙', '共享丁']
  for (const [i, name] of names.entries()) {
    const id = await pricedProject(pageA, name, [tower(400 + 100 * i)])
    await post(pageA, '/ProjectAndTemplate/ReleaseProject', {
      ID: id,
      City: '苏州',
      ProjectType: '住宅',
      Year: '2024',
      Price: '0',
      ReleaseNotes: '',
    })
  }
  await a.close()

  const phoneB = uniquePhone()
  await registerByApi(page.request, phoneB, `用户${phoneB.slice(-4)}`)
  await loginAndReload(page, phoneB)
  await pricedProject(page, '乙方目标', [tower(650)])
  await page.goto('/Page/NewBenchmarking/benchmarkindex')
  await waitForServiceWorker(page)
  const dialog = page.getByRole('dialog')
  await expect(async () => {
    await page.reload()
    await page.getByRole('button', { name: '新建方案' }).click()
    await dialog.getByRole('combobox', { name: '目标项目' }).click()
    await expect(page.getByRole('option', { name: '乙方目标' })).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await page.getByRole('option', { name: '乙方目标' }).click()
  await dialog.getByLabel('方案名称').fill('共享样本对标')
  // The shared list (listed by the server) names each template's author.
  const shared = dialog.getByRole('list', { name: '共享样本库' })
  await expect(shared).toContainText(`共享模板 · 作者 ${author}`)
  for (const name of names) await shared.getByRole('checkbox', { name }).check()
  await dialog.getByRole('button', { name: '保存方案' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: '打开' }).click()

  const perBuilt = page
    .getByTestId('benchmark-results')
    .getByRole('row')
    .filter({ hasText: '单方造价（建筑面积）' })
  await expect(perBuilt.getByRole('cell').nth(2)).toHaveText('4')

  // Offline after a reload: the downloaded templates are computed in the worker again.
  await context.setOffline(true)
  await page.reload()
  await expect(perBuilt.getByRole('cell').nth(2)).toHaveText('4')
  await context.setOffline(false)
})
