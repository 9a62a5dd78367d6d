import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import {
  isMarked,
  markPage,
  okData,
  passwordLogin,
  PASSWORD,
  registerByApi,
  uniquePhone,
} from './account-support'
import { overflow } from './overflow-support'

// What the team centre's browser tests share: signed-in pages of new users, confirmations,
// toasts, and the layout check (no horizontal overflow at either size, no axe violations).

export async function signedIn(browser: Browser, phone: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' })
  const page = await context.newPage()
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/MyData/teamCenter')
  await markPage(page)
  await passwordLogin(page, phone, PASSWORD)
  await expect.poll(() => isMarked(page), { timeout: 20_000 }).toBe(false)
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 15_000 })
  return page
}

/** Two new users, registered through the API: 甲 (A) and 乙 (B), named after their phones. */
export async function twoUsers(browser: Browser) {
  const phoneA = uniquePhone()
  const phoneB = uniquePhone()
  const nameA = `甲${phoneA.slice(-4)}`
  const nameB = `乙${phoneB.slice(-4)}`
  const setup = await browser.newContext()
  await registerByApi(setup.request, phoneA, nameA)
  await registerByApi(setup.request, phoneB, nameB)
  await setup.close()
  return { phoneA, phoneB, nameA, nameB }
}

/** Answers the open confirmation (showConfirm) with its confirm button. */
export async function confirm(page: Page, button: string): Promise<void> {
  const box = page.getByRole('alertdialog')
  await box.getByRole('button', { name: button, exact: true }).click()
  await expect(box).toHaveCount(0)
}

/** No horizontal overflow at either size, and no axe violations, on the page as it stands. */
export async function checkLayout(page: Page): Promise<void> {
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    expect(await overflow(page), `${page.url()} ${size.width}×${size.height}`).toEqual([])
  }
  const axe = await new AxeBuilder({ page }).analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

export const toast = (page: Page, text: string) =>
  expect(page.getByText(text).first()).toBeVisible()

/** X-Token of a user signed in through the API (writer calls need it). */
async function tokenOf(request: APIRequestContext, phone: string): Promise<Record<string, string>> {
  const login = await request.post('/api/index/UserLogion', {
    form: { Type: 'pwd', Code: '', Model: JSON.stringify({ Phone: phone, pwd: PASSWORD }) },
  })
  const data = await okData<string>(login, 'login')
  return { 'X-Token': (JSON.parse(data) as { Table: { Token: string }[] }).Table[0]?.Token ?? '' }
}

/**
 * Through the API: A's new team `name` with B in it (invited by phone, accepted from B's 团队消息).
 * One context per user (a second login in a signed-in context is refused, 403): `api` and `a`
 * are A's, `apiB` and `b` B's; close both contexts at the end.
 */
export async function teamOfTwo(browser: Browser, phoneA: string, phoneB: string, name: string) {
  const api = await browser.newContext()
  const apiB = await browser.newContext()
  const a = await tokenOf(api.request, phoneA)
  const teamId = (
    await okData<{ ID: string }>(
      await api.request.post('/api/PTMaterialPrice/OperationTeam', {
        headers: a,
        form: { Type: 'add', Name: name },
      }),
      'team',
    )
  ).ID
  await okData(
    await api.request.post('/api/PTMaterialPrice/OperationMember', {
      headers: a,
      form: { Type: 'add', TeamId: teamId, Phone: phoneB },
    }),
    'member',
  )
  const b = await tokenOf(apiB.request, phoneB)
  const invited = await okData<{ Kind: string; TeamId: string; RefId: string }[]>(
    await apiB.request.get('/api/PTMaterialPrice/GetNotices?Type=pending', { headers: b }),
    'notices',
  )
  await okData(
    await apiB.request.post('/api/PTMaterialPrice/AnswerInvitation', {
      headers: b,
      form: {
        ID: invited.find((n) => n.Kind === 'invited' && n.TeamId === teamId)?.RefId ?? '',
        Accept: '1',
      },
    }),
    'accept',
  )
  return { teamId, api, apiB, a, b }
}
