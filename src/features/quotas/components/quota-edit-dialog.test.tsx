import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { onAppDb } from '@/data/app-db'
import { listQuotas } from '@/data/repositories/quotas'
import { allEntries } from '@/data/repositories/outbox-store'
import { QuotaEditButton, QuotaNewButton } from './quota-edit-dialog'

// The 定额库 screen's 新增子目 and 编辑 dialogs write through the repository into the real
// (fake-indexeddb) local database: one 子目 with its outbox entry, or nothing and a Chinese reason.

beforeEach(async () => {
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})

const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } })

describe('编辑定额子目 dialog', () => {
  it('creates a 子目 typed by hand, then edits its 消耗量; a bad 消耗量 is refused and nothing written', async () => {
    render(<QuotaNewButton quotas={[]} />)
    fireEvent.click(screen.getByRole('button', { name: '新增子目' }))
    const dialog = await screen.findByRole('dialog', { name: '新增定额子目' })
    type('定额库', '我的企业定额', dialog)
    type('定额编号', 'B1-1', dialog)
    type('定额名称', '水泥砂浆找平层', dialog)
    type('定额单位', '100m2', dialog)
    type('第 1 行名称', '水泥砂浆 1:3', dialog)
    type('第 1 行单位', 'm3', dialog)
    type('第 1 行消耗量', '五', dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '未保存：第 1 行人材机：消耗量必须是数字',
    )
    expect(await onAppDb(listQuotas)()).toEqual([])
    type('第 1 行消耗量', '2.02', dialog)
    type('第 1 行单价（元）', '310.5', dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: '添加人材机' }))
    type('第 2 行名称', '防水粉', dialog)
    type('第 2 行消耗量', '7.8', dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [made] = await onAppDb(listQuotas)()
    expect(made).toMatchObject({ Library: '我的企业定额', Code: 'B1-1', Unit: '100m2' })
    expect(made?.Lines.map((l) => [l.Kind, l.Name, l.Consumption, l.Price])).toEqual([
      ['材料', '水泥砂浆 1:3', 2.02, 310.5],
      ['材料', '防水粉', 7.8, null],
    ])

    const entries = (await onAppDb(allEntries)()).length
    render(<QuotaEditButton quota={made!} quotas={[made!]} />)
    fireEvent.click(screen.getByRole('button', { name: '编辑定额子目 B1-1' }))
    const edit = await screen.findByRole('dialog', { name: '编辑定额子目 B1-1' })
    expect(within(edit).getByLabelText<HTMLInputElement>('第 1 行消耗量').value).toBe('2.02')
    fireEvent.click(within(edit).getByRole('button', { name: '删除第 2 行人材机' }))
    type('第 1 行消耗量', '2.1', edit)
    fireEvent.click(within(edit).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [saved] = await onAppDb(listQuotas)()
    expect(saved?.ID).toBe(made?.ID)
    expect(saved?.Lines.map((l) => l.Consumption)).toEqual([2.1])
    expect(await onAppDb(allEntries)()).toHaveLength(entries + 1)
  })
})
