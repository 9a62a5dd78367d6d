import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { BULLETIN_TITLE, buildBulletinWorkbook } from '../../../../tests/fixtures/material-bulletin'
import { runComputeInThread } from '@/lib/compute.testkit'
import { ImportDialog } from './import-dialog'

// The compute worker's handlers run in this thread over comlink; the server call is recorded.
runComputeInThread()
type Item = { Name: string; PriceTax: string; PriceNoTax: string }
const calls = vi.hoisted(() => ({
  created: [] as { pkg: Record<string, unknown>; items: Item[] }[],
  added: [] as { id: string; items: Item[]; mode: string }[],
}))
vi.mock('@/data/api/materials', () => ({
  createPackageWithItems: (pkg: Record<string, unknown>, items: Item[]) => {
    calls.created.push({ pkg, items })
    return Promise.resolve({
      ok: true,
      data: {
        PackageID: 'new-package',
        IDs: items.map((_, i) => String(i)),
        Inserted: items.length,
        Updated: 0,
      },
    })
  },
  addItems: (id: string, items: Item[], mode: string) => {
    calls.added.push({ id, items, mode })
    return Promise.resolve({
      ok: true,
      data: {
        PackageID: id,
        IDs: items.map((_, i) => String(i)),
        Inserted: 2,
        Updated: items.length - 2,
      },
    })
  },
}))
const PERIOD_PACKAGE = {
  ID: 'sz-2026-05',
  Type: 3,
  Name: '深圳信息价',
  Province: '广东',
  City: '深圳',
  Period: '2026-05',
  OwnerID: '',
  Source: '',
  ItemCount: 4,
  CreateTime: '',
  UpdateTime: '',
} as const

async function bulletinFile(): Promise<File> {
  return new File([new Uint8Array(await buildBulletinWorkbook())], '信息价.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
}

// Reading the workbook (exceljs) takes seconds when the machine is loaded: generous waits, and a
// test timeout above them (the 5 s default failed once under a load of 9).
describe('ImportDialog', { timeout: 60_000 }, () => {
  it('finds the bulletin header, previews with issues by row and imports every item in one call', async () => {
    const imported = vi.fn()
    render(<ImportDialog packages={[]} online onImported={imported} />)
    fireEvent.click(screen.getByRole('button', { name: '导入Excel' }))
    fireEvent.change(await screen.findByLabelText('选择 Excel 文件（.xlsx）'), {
      target: { files: [await bulletinFile()] },
    })

    const status = await screen.findByText(
      (_, el) =>
        el?.getAttribute('role') === 'status' && (el.textContent ?? '').startsWith('将导入'),
      undefined,
      { timeout: 20_000 },
    )
    expect(status.textContent).toMatch(/^将导入 6 条材料，2 行有错误已跳过，\d+ 条提示$/)
    expect(screen.getByRole('combobox', { name: '表头行数' }).textContent).toBe('两行（合并表头）')
    expect(screen.getByRole('combobox', { name: '除税价' }).textContent).toBe('G 列：除税价')
    const issues = within(screen.getByRole('list', { name: '问题' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(issues).toContain('跳过第 12 行：价格不能为负数')
    expect(issues).toContain('跳过第 13 行：未知的计量单位')
    expect(screen.getByLabelText<HTMLInputElement>('新价格包名称').value).toBe(BULLETIN_TITLE)

    fireEvent.click(screen.getByRole('button', { name: '导入 6 条' }))
    await waitFor(
      () =>
        expect(imported).toHaveBeenCalledWith(
          { packageId: 'new-package', inserted: 6, updated: 0 },
          '已导入个人价格包：6 条',
        ),
      { timeout: 10_000 },
    )
    expect(calls.created).toHaveLength(1)
    expect(calls.created[0]?.pkg).toEqual({
      Type: 1,
      Name: BULLETIN_TITLE,
      City: '深圳',
      Province: '广东',
      Period: '2026-05',
    })
    expect(calls.created[0]?.items.map((i) => [i.Name, i.PriceTax, i.PriceNoTax])).toEqual([
      ['热轧带肋钢筋', '3667.00', '3245.13'],
      ['热轧带肋钢筋', '3622.00', '3205.31'],
      ['普通硅酸盐水泥', '357.00', '315.93'],
      ['中砂', '184.00', '178.64'],
      ['碎石', '145.00', '140.78'],
      ['蒸压加气混凝土砌块', '283.00', '274.76'],
    ])
  })

  it('previews offline but does not import', async () => {
    render(<ImportDialog packages={[]} online={false} onImported={vi.fn()} />)
    fireEvent.click(screen.getByRole('button', { name: '导入Excel' }))
    fireEvent.change(await screen.findByLabelText('选择 Excel 文件（.xlsx）'), {
      target: { files: [await bulletinFile()] },
    })
    expect(
      await screen.findByText('当前离线：可以预览，导入需要联网。', undefined, { timeout: 20_000 }),
    ).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '导入 6 条' }).disabled).toBe(true)
  })

  it('lets the administrator publish a bulletin over an existing period, updating the same materials', async () => {
    const imported = vi.fn()
    render(<ImportDialog type={3} packages={[PERIOD_PACKAGE]} online onImported={imported} />)
    fireEvent.click(screen.getByRole('button', { name: '发布信息价' }))
    expect(screen.getByRole('heading', { name: '从 Excel 发布官方信息价' })).toBeTruthy()
    fireEvent.change(await screen.findByLabelText('选择 Excel 文件（.xlsx）'), {
      target: { files: [await bulletinFile()] },
    })
    await screen.findByRole('button', { name: '导入 6 条' }, { timeout: 20_000 })
    expect(screen.getByRole('combobox', { name: '导入到' }).textContent).toBe('发布新一期信息价')
    fireEvent.change(screen.getByLabelText('新价格包城市'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: '导入 6 条' }))
    expect(await screen.findByText('请填写城市')).toBeTruthy()
    expect(calls.created).toHaveLength(1)

    fireEvent.click(screen.getByRole('combobox', { name: '导入到' }))
    fireEvent.click(
      await screen.findByRole(
        'option',
        { name: '导入到：深圳信息价（深圳 2026-05）' },
        { timeout: 10_000 },
      ),
    )
    expect(
      screen.getByRole('checkbox', { name: '同一材料更新价格' }).getAttribute('aria-checked'),
    ).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '导入 6 条' }))
    await waitFor(
      () =>
        expect(imported).toHaveBeenCalledWith(
          { packageId: 'sz-2026-05', inserted: 2, updated: 4 },
          '信息价已发布：新增 2 条，更新 4 条',
        ),
      { timeout: 10_000 },
    )
    expect(calls.added.map((a) => [a.id, a.items.length, a.mode])).toEqual([
      ['sz-2026-05', 6, 'update'],
    ])
  })
})
