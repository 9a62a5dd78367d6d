import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setNotifier, type Notifier } from '@/data/api/notify'
import { addProject } from '@/data/repositories/projects'
import { addChild, addRow } from '@/data/repositories/structure'
import { listStructure } from '@/data/repositories/structure-read'
import { chooseOption } from '@/components/testing/choose-option'
import { TemplateMergeDialog } from './template-merge-dialog'
import { getDb } from '@/data/db'

const toasts: string[] = []
const notifierStub: Notifier = {
  messageBox: (m) => toasts.push(m),
  toast: (m) => toasts.push(m),
  confirm: () => Promise.resolve(true),
}

beforeEach(async () => {
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
  toasts.length = 0
  setNotifier(notifierStub)
})

describe('合并模板', () => {
  it('lists my templates with their row counts and appends the chosen one to the project', async () => {
    const db = getDb()
    const template = await addProject(db, { Project_Name: '酒店模板', IsTemplate: 1 })
    const top = await addRow(db, template, { Project_Name: '主楼' })
    await addChild(db, template, top)
    const project = await addProject(db, { Project_Name: '西湖酒店' })

    render(<TemplateMergeDialog projectId={project} />)
    fireEvent.click(screen.getByRole('button', { name: '合并模板' }))
    const dialog = await screen.findByRole('dialog', { name: '合并模板' })
    const merge = within(dialog).getByRole<HTMLButtonElement>('button', { name: /^合并/ })
    expect(merge.disabled).toBe(true)
    await within(dialog).findByRole('combobox', { name: '选择模板' }, { timeout: 5000 })
    await chooseOption('选择模板', '酒店模板（2 行）')
    fireEvent.click(within(dialog).getByRole('button', { name: '合并 2 行' }))

    await waitFor(() => expect(toasts).toContain('已合并 2 行'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((await listStructure(db, project)).map((r) => r.Project_Name)).toContain('主楼')
  })

  it('lists a bought template (a copy in 我的项目 with TempId) and merges it', async () => {
    const db = getDb()
    const bought = await addProject(db, {
      Project_Name: '买来的住宅模板',
      IsTemplate: 0,
      TempId: crypto.randomUUID(),
    })
    await addRow(db, bought, { Project_Name: '住宅楼' })
    const project = await addProject(db, { Project_Name: '滨江' })

    render(<TemplateMergeDialog projectId={project} />)
    fireEvent.click(screen.getByRole('button', { name: '合并模板' }))
    const dialog = await screen.findByRole('dialog', { name: '合并模板' })
    await within(dialog).findByRole('combobox', { name: '选择模板' }, { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('combobox', { name: '选择模板' }))
    const option = await screen.findByRole('option', { name: '买来的住宅模板（已购买，1 行）' })
    expect(screen.queryByRole('option', { name: /滨江/ })).toBeNull()
    await userEvent.click(option)
    fireEvent.click(within(dialog).getByRole('button', { name: '合并 1 行' }))
    await waitFor(() => expect(toasts).toContain('已合并 1 行'))
    expect((await listStructure(db, project)).map((r) => r.Project_Name)).toEqual(['住宅楼'])
  })

  it('says how to get a template when there is none', async () => {
    const project = await addProject(getDb(), { Project_Name: '项目' })
    render(<TemplateMergeDialog projectId={project} />)
    fireEvent.click(screen.getByRole('button', { name: '合并模板' }))
    expect(await screen.findByText(/还没有模板/, undefined, { timeout: 5000 })).toBeTruthy()
  })
})
