import { expect, test } from '@playwright/test'
import { QUOTA_LIBRARY } from '../fixtures/quota-workbook.ts'
import { okData } from './account-support.ts'
import { overflowAtBothSizes } from './overflow-support.ts'
import { billGrid } from './bill-support.ts'
import { billOnServer, quotaFile } from './quota-support.ts'
import { signedIn, teamOfTwo, twoUsers } from './team-support.ts'

// The team-shared 定额库 (docs/bill.md "团队定额库") with two real users on the real server: A
// imports a 企业定额 on the 定额库 screen and shares it with A's team; B, a member, sees it read-only
// under 团队定额库, then composes an item from A's 子目 A4-1 with the 组价 panel OFFLINE (the team
// 子目 come from the device's cache), labelled with its source, and gets the hand-worked 综合单价
// 620.31 (the same as from one's own 定额库, tests/e2e/quota.spec.ts).

test("a member composes an item from another member's shared 定额库, offline from the cache", async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { phoneA, phoneB, nameA } = await twoUsers(browser)
  const team = `造价三部${phoneA.slice(-4)}`
  const { teamId, api, apiB, b } = await teamOfTwo(browser, phoneA, phoneB, team)

  // A imports the 定额库 and shares it with the team.
  const pageA = await signedIn(browser, phoneA)
  await pageA.goto('/MyData/quotaData')
  await pageA.getByRole('textbox', { name: '定额库名称' }).fill(QUOTA_LIBRARY)
  await pageA
    .getByLabel('选择定额库 Excel 文件')
    .setInputFiles(await quotaFile('企业定额.xlsx', false))
  await expect(
    pageA.getByText(`已导入 3 个定额子目（9 条人材机）到「${QUOTA_LIBRARY}」`),
  ).toBeVisible()
  const sharing = pageA.getByRole('region', { name: '共享给团队' })
  const library = sharing.getByRole('listitem', { name: `定额库 ${QUOTA_LIBRARY}` })
  await expect(library).toContainText('未共享')
  await expect(
    library.getByRole('combobox', { name: `${QUOTA_LIBRARY} 共享给哪个团队` }),
  ).toHaveText(team)
  await library.getByRole('button', { name: `共享 ${QUOTA_LIBRARY} 给团队` }).click()
  await expect(library).toContainText(`已共享给 ${team}`)
  expect(await overflowAtBothSizes(pageA)).toEqual([])

  // The share and the 子目 reach the server with A's sync; B's read answers them then.
  await expect
    .poll(
      async () =>
        (
          await okData<{ Code: string }[]>(
            await apiB.request.get(`/api/Bill/GetTeamQuotas?TeamId=${teamId}`, { headers: b }),
            'team quotas',
          )
        ).map((q) => q.Code),
      { timeout: 30_000 },
    )
    .toEqual(['A4-1', 'A4-5', 'A5-12'])

  // B browses the team's 定额库 read-only (the screen caches it).
  const pageB = await signedIn(browser, phoneB)
  const pid = await billOnServer(pageB)
  await pageB.goto('/MyData/quotaData')
  const teamLibrary = pageB.getByRole('region', { name: '团队定额库' })
  const rows = teamLibrary.getByRole('table', { name: '团队定额子目' })
  await expect(rows.getByRole('row')).toHaveCount(4)
  await expect(rows).toContainText(nameA)
  await rows.getByRole('button', { name: '查看团队子目 A4-1 的人材机' }).click()
  await expect(teamLibrary.getByRole('region', { name: 'A4-1 的人材机' })).toContainText(
    '灰浆搅拌机',
  )
  await expect(rows.getByRole('button', { name: /删除/ })).toHaveCount(0)
  expect(await overflowAtBothSizes(pageB)).toEqual([])

  // Offline, the 组价 panel finds A's 子目 in the cache and adds it like one's own.
  await pageB.goto(`/Page/bill?pid=${pid}`)
  const row = billGrid(pageB).locator('[data-line="item"]').first()
  await expect(row).toContainText('砖基础', { timeout: 30_000 })
  await row.locator('[data-col="Name"]').click()
  await pageB.getByRole('button', { name: '组价', exact: true }).click()
  const panel = pageB.getByRole('region', { name: '组价' })
  // The panel's code is loaded (no service worker here to serve it offline), then the network goes.
  await expect(panel.getByPlaceholder('在定额库中搜索编号、名称')).toBeVisible()
  await pageB.context().setOffline(true)
  await panel.getByPlaceholder('在定额库中搜索编号、名称').fill('A4-1')
  await expect(panel.getByRole('list', { name: '定额库子目' })).toContainText(
    `团队「${team}」· ${nameA} · ${QUOTA_LIBRARY}`,
  )
  await expect(panel.getByLabel('A4-1 的含量')).toHaveValue('0.1')
  await panel.getByRole('button', { name: '添加定额子目 A4-1' }).click()
  const table = panel.getByRole('table', { name: '组价明细' })
  await expect(table.getByRole('row')).toHaveCount(5)
  // 人工 1.218 × 120 = 146.16; 材料 0.5236 × 600 + 0.236 × 400 = 408.56; 机械 0.039 × 215.26
  // = 8.40; 管理费 (146.16 + 8.40) × 25 % = 38.64; 利润 × 12 % = 18.55: 620.31, 合价 6,203.10.
  await expect(panel.getByRole('status', { name: '组价结果' })).toContainText(
    '组价综合单价 620.31 元',
  )
  await expect(row.locator('[data-col="UnitPrice"]')).toHaveText('620.31')
  await expect(panel.getByRole('list', { name: '已用定额子目' })).toContainText(
    '定额 A4-1 砖基础（10m3）· 含量 0.1',
  )
  expect(await overflowAtBothSizes(pageB)).toEqual([])

  // Back online, after a reload the item keeps its 综合单价 (its lines are the project's own).
  await pageB.context().setOffline(false)
  await pageB.reload()
  await expect(row.locator('[data-col="UnitPrice"]')).toHaveText('620.31', { timeout: 30_000 })
  await api.close()
  await apiB.close()
  await pageA.context().close()
  await pageB.context().close()
})
