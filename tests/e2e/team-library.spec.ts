import { expect, test, type APIRequestContext } from '@playwright/test'
import { okData } from './account-support'
import { columnsOutOfView } from './overflow-support'
import { checkLayout, signedIn, teamOfTwo, toast, twoUsers } from './team-support'

// The team file library (docs/team-library.md) with two real users on the real server: B, a
// member (invited, accepted), finds a personal price package with the picker's search, uploads it
// and sends it for review; A, the administrator, rejects it with a reason (which B reads in 文件库,
// 审核 and 团队消息) and then approves it once B sends it again; B saves the approved file to their
// own material library, where it is an ordinary personal package. The library tab is checked for
// horizontal overflow at both sizes and by axe.

/** Personal packages of the signed-in user: name and material count of each. */
async function myPackages(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<string[]> {
  const res = await request.get('/api/MyStandard/GetPricePackage?Type=1&PageSize=500', { headers })
  const list = await okData<{ Name: string; ItemCount: number }[]>(res, 'packages')
  return list.map((p) => `${p.Name}: ${p.ItemCount}`)
}

test('a member uploads a price package, the administrator rejects then approves it, the member saves it to their library', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const { phoneA, phoneB } = await twoUsers(browser)
  const team = `造价二部${phoneA.slice(-4)}`
  const pkg = `乙的钢材价${phoneB.slice(-4)}`

  // Set-up through the API: A's team with B in it, B's personal package of three materials.
  const { api, apiB, b } = await teamOfTwo(browser, phoneA, phoneB, team)
  const items = [
    {
      Code: '0101004',
      Name: '热轧带肋钢筋',
      Spec: 'HRB400E Φ12',
      Unit: 't',
      PriceTax: '3980',
      TaxRate: '13',
    },
    {
      Code: '0201001',
      Name: '普通硅酸盐水泥',
      Spec: 'P.O42.5R',
      Unit: 't',
      PriceTax: '357',
      TaxRate: '13',
    },
    { Code: '0401001', Name: '中砂', Spec: '', Unit: 'm³', PriceTax: '184', TaxRate: '3' },
  ]
  await okData(
    await apiB.request.post('/api/MaterialPrice/InsertData', {
      headers: b,
      form: {
        Package: JSON.stringify({ Type: 1, Name: pkg, Period: '2026-10' }),
        Items: JSON.stringify(items),
      },
    }),
    'package',
  )

  // B uploads it and sends it for review at once.
  const pageB = await signedIn(browser, phoneB)
  await expect(pageB.getByRole('heading', { name: team })).toBeVisible()
  await pageB.getByRole('tab', { name: '文件库' }).click()
  await pageB.getByRole('button', { name: '上传价格包' }).click()
  const upload = pageB.getByRole('dialog', { name: '上传价格包' })
  // The picker searches (name, city or period) over every package of the type.
  await upload.getByRole('searchbox').fill(pkg)
  await upload.getByRole('radio', { name: new RegExp(pkg) }).click()
  await expect(upload.getByRole('textbox', { name: '文件名称' })).toHaveValue(pkg)
  await expect(upload.getByRole('checkbox', { name: '上传后直接送审' })).toBeChecked()
  await upload.getByRole('button', { name: '上传' }).click()
  await toast(pageB, `“${pkg}”已上传，已送审`)
  const rowB = pageB.getByRole('row', { name: `文件 ${pkg}` })
  await expect(rowB.getByText('审核中')).toBeVisible()
  await checkLayout(pageB)
  // Beside the open side menu the columns a user decides by are in view without scrolling
  // sideways, at both sizes (issue 40 item 5); the rest may scroll inside the table's box.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await pageB.setViewportSize(size)
    expect(
      await columnsOutOfView(pageB.getByRole('region', { name: '文件表' }), [
        '名称',
        '状态',
        '我的权限',
        '操作',
      ]),
      `${size.width}×${size.height}`,
    ).toEqual([])
  }

  // A rejects it with a reason.
  const pageA = await signedIn(browser, phoneA)
  await expect(pageA.getByRole('heading', { name: team })).toBeVisible()
  await pageA.getByRole('tab', { name: '审核' }).click()
  const review = pageA.getByRole('row', { name: `审核 ${pkg}` })
  await review.getByRole('button', { name: '驳回' }).click()
  const reject = pageA.getByRole('dialog', { name: '驳回' })
  await reject.getByRole('textbox', { name: '驳回原因' }).fill('期次请改为2026-11')
  await reject.getByRole('button', { name: '驳回' }).click()
  await toast(pageA, '已驳回1个文件')

  // B reads why in 文件库, in 审核 and in 团队消息, and sends it again; A approves.
  await pageB.reload()
  await expect(pageB.getByRole('heading', { name: team })).toBeVisible()
  await pageB.getByRole('tab', { name: '文件库' }).click()
  await expect(
    pageB.getByRole('row', { name: `文件 ${pkg}` }).getByText('驳回原因：期次请改为2026-11'),
  ).toBeVisible()
  await pageB.getByRole('tab', { name: '审核' }).click()
  const mine = pageB.getByRole('row', { name: `审核 ${pkg}` })
  await expect(mine.getByText('驳回原因：期次请改为2026-11')).toBeVisible()
  await mine.getByRole('button', { name: '送审' }).click()
  await toast(pageB, `“${pkg}”已送审`)
  const messages = await pageB.context().newPage()
  await messages.goto('/MyData/confirm/pending')
  await expect(messages.getByRole('list', { name: '团队消息' })).toContainText(
    `驳回了你上传的文件“${pkg}”：期次请改为2026-11`,
  )
  await messages.close()
  await pageA.reload()
  await expect(pageA.getByRole('heading', { name: team })).toBeVisible()
  await pageA.getByRole('tab', { name: '审核' }).click()
  await pageA
    .getByRole('row', { name: `审核 ${pkg}` })
    .getByRole('button', { name: '通过' })
    .click()
  await toast(pageA, '已通过1个文件')
  await pageA.getByRole('tab', { name: '文件库' }).click()
  await expect(pageA.getByRole('row', { name: `文件 ${pkg}` }).getByText('已通过')).toBeVisible()

  // B saves the approved file to their own library: a second personal package of 3 materials.
  await pageB.getByRole('tab', { name: '文件库' }).click()
  await pageB.getByRole('button', { name: `操作：${pkg}` }).click()
  await pageB.getByRole('menuitem', { name: '共享到我的价格库' }).click()
  await toast(pageB, '已保存到我的材料价格库（3条材料）')
  // The file keeps the package's name, so B now has two packages of that name.
  expect(await myPackages(apiB.request, b)).toEqual([`${pkg}: 3`, `${pkg}: 3`])
  await api.close()
  await apiB.close()
})
