import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { setNotifier, type Notifier } from '@/data/api/notify'
import { createProject } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import * as repo from '@/data/repositories/structure'
import * as read from '@/data/repositories/structure-read'
import { ProjectWorkspace } from './project-workspace'

const toasts: string[] = []
const notifierStub: Notifier = {
  messageBox: (m) => toasts.push(m),
  toast: (m) => toasts.push(m),
  confirm: () => Promise.resolve(true),
}

const addRow = onAppDb(repo.addRow)
const addChild = onAppDb(repo.addChild)
const updateRow = onAppDb(repo.updateRow)
const listStructure = onAppDb(read.listStructure)

beforeEach(async () => {
  // Each test has its own IndexedDB (tests/setup): drop the app database bound to the last one.
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
  toasts.length = 0
  setNotifier(notifierStub)
})
afterEach(() => {
  setNotifier(null)
  vi.unstubAllGlobals()
})

async function openWorkspace(seed: (pid: string) => Promise<void> = () => Promise.resolve()) {
  const pid = await onAppDb(createProject)({ Project_Name: '滨江一期' })
  await seed(pid)
  await renderWithRouter(<ProjectWorkspace projectId={pid} />)
  const grid = await screen.findByRole('grid', { name: '项目结构' }, { timeout: 5000 })
  return { pid, grid }
}

const key = (el: HTMLElement, k: string, mods: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(el, { key: k, ...mods })
const cell = (grid: HTMLElement, rowName: string, col: string) => {
  const row = within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(rowName) !== null)
  if (!row) throw new Error(`no row ${rowName}`)
  const found = row.querySelector<HTMLElement>(`[data-col="${col}"]`)
  if (!found) throw new Error(`no cell ${col}`)
  return found
}

describe('project workspace', () => {
  it('shows the project name, numbered rows, parent roll-ups and the totals row', async () => {
    const { grid } = await openWorkspace(async (pid) => {
      const a = await addRow(pid, { Project_Name: '1#楼', MultNum: 2 })
      const a1 = await addChild(pid, a)
      await updateRow(pid, a1, { Project_Name: '地上', BuiltArea: 1000.5, InArea: 800 })
      await addRow(pid, { Project_Name: '地库', BuiltArea: 0.25, InArea: 0 })
    })
    expect(screen.getByRole('heading', { level: 1, name: '滨江一期' })).toBeTruthy()
    await within(grid).findByText('地上')
    expect(cell(grid, '地上', 'Num').textContent).toBe('1.1')
    expect(cell(grid, '1#楼', 'BuiltArea').textContent).toBe('1,000.50')
    const totals = grid.querySelector<HTMLElement>('[data-total="BuiltArea"]')
    expect(totals?.textContent).toBe('2,001.25')
  })

  it('typing into a cell and pressing Enter writes the row and moves down', async () => {
    const { pid, grid } = await openWorkspace(async (pid) => {
      await addRow(pid, { Project_Name: 'A' })
      await addRow(pid, { Project_Name: 'B' })
    })
    await within(grid).findByText('B')
    fireEvent.mouseDown(cell(grid, 'A', 'BuiltArea'))
    key(grid, '1')
    const editor = await within(grid).findByRole('textbox', { name: '建筑面积(m²)' })
    fireEvent.change(editor, { target: { value: '1,250.5' } })
    key(editor, 'Enter')
    await waitFor(async () =>
      expect((await listStructure(pid)).find((r) => r.Project_Name === 'A')?.BuiltArea).toBe(
        1250.5,
      ),
    )
    await waitFor(() =>
      expect(cell(grid, 'B', 'BuiltArea').getAttribute('aria-selected')).toBe('true'),
    )
  })

  it('pastes a block from Excel, creating rows past the end in one go', async () => {
    const { pid, grid } = await openWorkspace(async (pid) => {
      await addRow(pid, { Project_Name: 'A' })
    })
    fireEvent.mouseDown(await within(grid).findByText('A'))
    fireEvent.paste(grid, {
      clipboardData: { getData: () => '1#楼\t100\t80\r\n2#楼\t200\t150\r\n' },
    })
    await within(grid).findByText('2#楼')
    const rows = await listStructure(pid)
    expect(rows.map((r) => [r.Project_Name, r.BuiltArea, r.InArea]).sort()).toEqual([
      ['1#楼', 100, 80],
      ['2#楼', 200, 150],
    ])
  })

  it('检查 marks empty required cells red with the reason, and 0 is accepted', async () => {
    const { grid } = await openWorkspace(async (pid) => {
      await addRow(pid, { Project_Name: '', BuiltArea: 0, InArea: null })
    })
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2))
    fireEvent.click(screen.getByRole('button', { name: '检查' }))
    const row = within(grid).getAllByRole('row')[1]
    const name = await waitFor(() => {
      const el = row?.querySelector<HTMLElement>('[data-col="Project_Name"]')
      expect(el?.getAttribute('aria-invalid')).toBe('true')
      return el
    })
    expect(name?.title).toBe('单项工程名称不能为空')
    expect(row?.querySelector('[data-col="InArea"]')?.getAttribute('title')).toBe(
      '套内面积不能为空',
    )
    expect(row?.querySelector('[data-col="BuiltArea"]')?.getAttribute('aria-invalid')).toBeNull()
  })

  it('新增单项 and 删除 (after confirmation) change the rows', async () => {
    const { pid } = await openWorkspace()
    fireEvent.click(screen.getByRole('button', { name: '新增单项' }))
    await waitFor(async () => expect(await listStructure(pid)).toHaveLength(1))
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '删除' }).disabled).toBe(false),
    )
    fireEvent.click(screen.getByRole('button', { name: '删除' }))
    await waitFor(async () => expect(await listStructure(pid)).toHaveLength(0))
  })
})
