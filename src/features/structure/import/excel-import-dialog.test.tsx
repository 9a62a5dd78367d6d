import ExcelJS from 'exceljs'
import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createProject } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure-read'
import { buildTree, flattenTree } from '@/domain/projects/structure'
import { buildImportTemplate } from '@/domain/projects/workbook'
import { chooseOption } from '@/components/testing/choose-option'
import { ExcelImportDialog } from './index'
import { runComputeInThread } from '@/lib/compute.testkit'

// The workbooks are built and read by the compute worker's handlers, here in this thread over comlink.
runComputeInThread()

beforeEach(async () => {
  // Each test has its own IndexedDB (tests/setup): drop the app database bound to the last one.
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})

/** A user's own workbook: a notes sheet first, then a title row above the headers. */
async function userWorkbook(): Promise<File> {
  const wb = new ExcelJS.Workbook()
  wb.addWorksheet('封面').addRow(['某某项目 单体面积表'])
  const ws = wb.addWorksheet('面积表')
  ws.addRow(['滨江花园 面积统计'])
  ws.addRow(['编号', '楼栋名称', '建筑面积（㎡）', '套内面积', '可售面积', '栋数', '备注'])
  ws.addRow(['1', '1#住宅楼', '12,000.50', 9800, 11500, 2, ''])
  ws.addRow(['1.1', '标准层', 10000, 9800, 11500, '', ''])
  ws.addRow(['2', '地下车库', -5, 0, 0, 1, '面积待定'])
  ws.addRow(['3', '商业', 3500, 3000, 3200, 1, ''])
  ws.addRow(['5.1', '门卫', 50, 40, 0, 1, ''])
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer())
  return new File([bytes], '面积表.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
}

async function openAndPick(file: File) {
  fireEvent.click(screen.getByRole('button', { name: '导入Excel' }))
  const input = await screen.findByLabelText('选择 Excel 文件（.xlsx）')
  fireEvent.change(input, { target: { files: [file] } })
}

async function outline(pid: string): Promise<string[]> {
  return flattenTree(buildTree(await onAppDb(listStructure)(pid))).map(
    (r) => `${'  '.repeat(r.depth)}${r.Project_Name} ${r.BuiltArea ?? '-'} ×${r.MultNum ?? '-'}`,
  )
}

describe('ExcelImportDialog', () => {
  it('reads a workbook in the browser, lets the user pick the sheet and header row, previews and imports', async () => {
    const pid = await onAppDb(createProject)({ Project_Name: '滨江一期' })
    render(<ExcelImportDialog projectId={pid} />)
    await openAndPick(await userWorkbook())

    // The sheet whose headers name a 名称 column is not found from the title row: pick it by hand.
    await screen.findByRole('combobox', { name: '工作表' }, { timeout: 5000 })
    await chooseOption('工作表', /^面积表/)
    fireEvent.change(screen.getByLabelText('表头所在行'), { target: { value: '2' } })

    const chosen = (name: string) => screen.getByRole('combobox', { name }).textContent
    expect(chosen('单项工程名称 *')).toMatch(/^B 列/)
    expect(chosen('建筑面积(m²)')).toMatch(/^C 列/)
    expect(chosen('栋数')).toMatch(/^F 列/)
    expect(screen.getByRole('status').textContent).toBe(
      '将创建 4 行，跳过 1 行有错误的行，1 条提示',
    )
    const problems = within(screen.getByRole('list', { name: '问题' }))
    expect(problems.getByText('第 5 行：建筑面积不能为负数')).toBeTruthy()
    const preview = within(screen.getByRole('table', { name: '将创建的行' }))
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .join('|')
    expect(preview.getAllByRole('row').slice(1).map(cells)).toEqual([
      '3|1|1#住宅楼|12,000.50|9,800.00|11,500.00|2|',
      '4|1.1|标准层|10,000.00|9,800.00|11,500.00|1|',
      '6|2|商业|3,500.00|3,000.00|3,200.00|1|',
      '7|3|门卫|50.00|40.00|0.00|1|上级序号 5 不存在或未导入，按顶层行导入',
    ])

    fireEvent.click(screen.getByRole('button', { name: '导入 4 行' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await outline(pid)).toEqual([
      '1#住宅楼 12000.5 ×2',
      '  标准层 10000 ×1',
      '商业 3500 ×1',
      '门卫 50 ×1',
    ])
  }, 20_000)

  it('maps the template by itself and follows a changed column choice', async () => {
    const pid = await onAppDb(createProject)({ Project_Name: '滨江一期' })
    render(<ExcelImportDialog projectId={pid} />)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load((await buildImportTemplate()) as unknown as ExcelJS.Buffer)
    wb.getWorksheet('项目结构')?.addRow(['1', '1#楼', 100, 80, 90, 1])
    await openAndPick(new File([new Uint8Array(await wb.xlsx.writeBuffer())], '模板.xlsx'))
    expect(await screen.findByRole('button', { name: '导入 1 行' }, { timeout: 5000 })).toBeTruthy()
    await chooseOption('单项工程名称 *', '（不导入）')
    expect(screen.getByRole('list', { name: '问题' }).textContent).toContain(
      '请指定"单项工程名称"所在的列',
    )
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '导入 0 行' }).disabled).toBe(true)
  }, 20_000)

  it('says in Chinese when the file is not an .xlsx, and stores nothing', async () => {
    const pid = await onAppDb(createProject)({ Project_Name: '滨江一期' })
    render(<ExcelImportDialog projectId={pid} />)
    await openAndPick(new File(['序号,名称\n1,a'], '结构.xlsx'))
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toContain(
      '文件不是有效的 Excel 文件',
    )
    expect(await onAppDb(listStructure)(pid)).toEqual([])
  })
})
