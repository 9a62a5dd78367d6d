import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  loginAndReload,
  registerByApi,
  serverProjectNames,
  uniquePhone,
} from './account-support.ts'

// 我的项目 against the real server: a project made offline survives a reload, syncs when online
// and shows in a second browser context of the same user; folders; delete with 撤销.

const LIST = '/Page/newModelProjet?id=2'
const list = (page: Page) => page.getByRole('table', { name: '项目列表' })
const projectLink = (page: Page, name: string) =>
  list(page).getByRole('link', { name, exact: true })

const login = loginAndReload

async function newUser(page: Page): Promise<string> {
  const phone = uniquePhone()
  await registerByApi(page.request, phone, `项目${phone.slice(-4)}`)
  await login(page, phone)
  return phone
}

/** Names of the user's projects on the server; a failed call (lost session, 403) fails the test. */
const serverNames = (page: Page) => serverProjectNames(page.request)

async function createProject(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '新建项目' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('项目名称').fill(name)
  await dialog.getByRole('combobox', { name: '城市' }).click()
  await page.getByRole('option', { name: '杭州' }).click()
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
  await expect(projectLink(page, name)).toBeVisible()
}

async function openSecondContext(browser: Browser, phone: string) {
  const context = await browser.newContext({ locale: 'zh-CN' })
  const page = await context.newPage()
  await login(page, phone)
  return { context, page }
}

test('a project made offline survives a reload, syncs when online and shows in a second context', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  const phone = await newUser(page)
  await page.goto(LIST)
  await expect(page.getByRole('heading', { level: 1, name: '我的项目' })).toBeVisible()
  // The offline reload is served by the service worker: wait until it controls the page.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)

  await context.setOffline(true)
  await createProject(page, '离线新建项目')
  await expect(list(page).getByRole('row').filter({ hasText: '离线新建项目' })).toContainText(
    '未同步',
  )
  await page.reload()
  await expect(projectLink(page, '离线新建项目')).toBeVisible()
  expect(await serverNames(page)).not.toContain('离线新建项目')

  await context.setOffline(false)
  await expect.poll(() => serverNames(page), { timeout: 45_000 }).toContain('离线新建项目')
  await expect(list(page).getByRole('row').filter({ hasText: '离线新建项目' })).not.toContainText(
    '未同步',
    { timeout: 45_000 },
  )

  const second = await openSecondContext(browser, phone)
  try {
    await expect(async () => {
      await second.page.goto(LIST)
      await expect(projectLink(second.page, '离线新建项目')).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 45_000 })
    await expect(second.page.getByRole('row').filter({ hasText: '离线新建项目' })).toContainText(
      '杭州',
    )
  } finally {
    await second.context.close()
  }
})

test('folders: create, move projects in, delete with the content moving up', async ({ page }) => {
  await newUser(page)
  await page.goto(LIST)
  await createProject(page, '文件夹里的项目')
  const nav = page.getByRole('navigation', { name: '文件夹' })
  await nav.getByRole('button', { name: '新建文件夹' }).click()
  await page.getByRole('dialog').getByLabel('文件夹名称').fill('2025年项目')
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(nav.getByRole('button', { name: '2025年项目', exact: true })).toBeVisible()

  await list(page).getByRole('checkbox', { name: '选择 文件夹里的项目' }).check()
  await page
    .getByRole('toolbar', { name: '批量操作' })
    .getByRole('button', { name: '移动到' })
    .click()
  await page.getByRole('dialog').getByRole('combobox', { name: '目标文件夹' }).click()
  await page.getByRole('option', { name: '2025年项目' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await nav.getByRole('button', { name: '2025年项目', exact: true }).click()
  await expect(projectLink(page, '文件夹里的项目')).toBeVisible()

  await nav.getByRole('button', { name: '文件夹 2025年项目 的操作' }).click()
  await page.getByRole('menuitem', { name: '删除' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('其中的 1 个项目和 0 个子文件夹将移到顶层，不会被删除')
  await confirm.getByRole('button', { name: '删除' }).click()
  await expect(nav.getByRole('button', { name: '2025年项目', exact: true })).toHaveCount(0)
  await nav.getByRole('button', { name: '全部' }).click()
  await expect(projectLink(page, '文件夹里的项目')).toBeVisible()
})

test('delete with 撤销: undo keeps the project; without undo it is deleted here and on the server', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The page's clock, so the 5 s undo window can be passed without sleeping (time still flows).
  await page.clock.install()
  await newUser(page)
  await page.goto(LIST)
  await createProject(page, '要删除的项目')
  await expect.poll(() => serverNames(page), { timeout: 45_000 }).toContain('要删除的项目')

  const remove = async () => {
    await list(page).getByRole('button', { name: '要删除的项目 的操作' }).click()
    await page.getByRole('menuitem', { name: '删除' }).click()
    await expect(projectLink(page, '要删除的项目')).toHaveCount(0)
  }
  await remove()
  await page.getByRole('button', { name: '撤销' }).click()
  await expect(projectLink(page, '要删除的项目')).toBeVisible()
  // Not synchronisation: the undone delete must still not happen once the 5 s window is over.
  await page.clock.fastForward(6000)
  await expect(projectLink(page, '要删除的项目')).toBeVisible()
  expect(await serverNames(page)).toContain('要删除的项目')

  await remove()
  await expect.poll(() => serverNames(page), { timeout: 45_000 }).not.toContain('要删除的项目')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '我的项目' })).toBeVisible()
  await expect(page.getByText('还没有项目')).toBeVisible()
})
