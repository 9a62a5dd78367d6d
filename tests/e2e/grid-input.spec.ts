import { expect, test } from '@playwright/test'
import { cellOf, createProjectInUi, grid, typeInto } from './structure-support.ts'

// The structure grid as a new cost engineer meets it (issue 16): a Chinese input method typing
// into a selected cell, Ctrl+Z / Ctrl+Y, and the hint of an empty grid. A local project is
// enough: the grid works without an account.

test('typing through a Chinese input method into a selected cell starts editing and keeps every character', async ({
  page,
}) => {
  await createProjectInUi(page, '输入法项目')
  await page.getByRole('button', { name: '新增单项' }).click()
  const name = grid(page).getByRole('row').nth(1).locator('[data-col="Project_Name"]')
  await name.click()
  await expect(grid(page).getByRole('textbox')).toHaveCount(0)

  // What an IME sends: a keydown the IME processes (key code 229), the composition, the commit.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Process',
    code: 'KeyZ',
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  })
  await cdp.send('Input.imeSetComposition', { text: 'zhong', selectionStart: 5, selectionEnd: 5 })
  await cdp.send('Input.imeSetComposition', { text: '中', selectionStart: 1, selectionEnd: 1 })
  await cdp.send('Input.insertText', { text: '中文楼' })
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Process',
    code: 'KeyZ',
    windowsVirtualKeyCode: 229,
  })
  await expect(grid(page).getByRole('textbox')).toHaveValue('中文楼')
  await page.keyboard.press('Enter')
  await expect(cellOf(page, '中文楼', 'Project_Name')).toHaveText('中文楼')
})

test('Ctrl+Z undoes and Ctrl+Y redoes cell edits and commands in the structure grid', async ({
  page,
}) => {
  await createProjectInUi(page, '撤销项目')
  await page.getByRole('button', { name: '新增单项' }).click()
  await typeInto(
    page,
    grid(page).getByRole('row').nth(1).locator('[data-col="Project_Name"]'),
    '1#楼',
  )
  await typeInto(page, cellOf(page, '1#楼', 'BuiltArea'), '1200')
  await expect(cellOf(page, '1#楼', 'BuiltArea')).toHaveText('1,200.00')

  await page.keyboard.press('Control+z')
  await expect(cellOf(page, '1#楼', 'BuiltArea')).toHaveText('')
  await page.keyboard.press('Control+y')
  await expect(cellOf(page, '1#楼', 'BuiltArea')).toHaveText('1,200.00')
  await page.keyboard.press('Delete')
  await expect(cellOf(page, '1#楼', 'BuiltArea')).toHaveText('')
  await page.keyboard.press('Control+z')
  await expect(cellOf(page, '1#楼', 'BuiltArea')).toHaveText('1,200.00')
  await page.keyboard.press('Control+z')
  await page.keyboard.press('Control+z')
  await expect(grid(page).getByRole('row').nth(1).locator('[data-col="Project_Name"]')).toHaveText(
    '',
  )
  await page.keyboard.press('Control+Shift+z')
  await expect(cellOf(page, '1#楼', 'Project_Name')).toHaveText('1#楼')

  // Commands are undone too: 添加子项, its undo and its redo.
  const rows = grid(page).getByRole('row')
  const count = await rows.count()
  await cellOf(page, '1#楼', 'Project_Name').click()
  await page.getByRole('button', { name: '添加子项' }).click()
  await expect(rows).toHaveCount(count + 1)
  await grid(page).focus()
  await page.keyboard.press('Control+z')
  await expect(rows).toHaveCount(count)
  await page.keyboard.press('Control+y')
  await expect(rows).toHaveCount(count + 1)
})

test('the empty-grid hint is fully visible above the sticky 合计 row', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await createProjectInUi(page, '空项目')
  const hint = grid(page).getByText('还没有单项工程')
  await expect(hint).toBeVisible()
  const total = grid(page).getByRole('row').filter({ hasText: '合计' })
  const [h, t] = [await hint.boundingBox(), await total.boundingBox()]
  expect(h && t).toBeTruthy()
  if (!h || !t) return
  expect(h.y + h.height).toBeLessThanOrEqual(t.y)
})
