import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { expose, wrap } from 'comlink'
import { onAppDb } from '@/data/app-db'
import { addItems, createUnit, getItems } from '@/data/repositories/bill'
import { listUnits } from '@/data/repositories/bill-docs'
import { ensureResource, listResources, saveCompose } from '@/data/repositories/bill-compose'
import { createProject } from '@/data/repositories/projects'
import { emptyCompose } from '@/domain/bill/compose'
import type { StructureRow } from '@/domain/projects/structure'
import { billHandlers } from '../../../../workers/bill'
import { ResourceSummaryPanel } from './resource-summary-panel'

// The compute worker's bill handlers across a real MessagePort, as the worker answers them.
const channel = new MessageChannel()
expose(billHandlers(), channel.port2)
const remote = wrap<ReturnType<typeof billHandlers>>(channel.port1)
vi.mock('@/lib/compute', () => ({ getCompute: () => remote }))

beforeEach(async () => {
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})

const ROW = '11111111-1111-4111-8111-111111111111'
// The 单位工程's row counts 3 times (相同单体的数量).
const rows: StructureRow[] = [
  {
    ID: ROW,
    ProId: 'p',
    ParentID: '',
    Sort: 1,
    Num: '1',
    Project_Name: '1#楼',
    BuiltArea: null,
    InArea: null,
    SellArea: null,
    MultNum: 3,
    TenderID: '',
  },
]

async function composedBill() {
  const pid = await onAppDb(createProject)({ Project_Name: '人材机项目' })
  const unit = await onAppDb(createUnit)({
    projectId: pid,
    rowId: ROW,
    specialty: '土建',
    version: 'GB/T 50500-2024',
  })
  if (!unit.ok) throw new Error(unit.message)
  const added = await onAppDb(addItems)(pid, unit.value, { kind: '分部分项', groupId: '' }, [
    { Code: '010401003001', Name: '实心砖墙', Unit: 'm3', Quantity: 10 },
  ])
  if (!added.ok) throw new Error(added.message)
  const brick = await onAppDb(ensureResource)(pid, {
    Kind: '材料',
    Name: '标准砖',
    Spec: '240×115×53',
    Unit: '千块',
    Price: 600,
  })
  await onAppDb(ensureResource)(pid, { Kind: '人工', Name: '综合工日', Unit: '工日', Price: 150 })
  if (!brick.ok) throw new Error(brick.message)
  const id = added.value[0] ?? ''
  await onAppDb(saveCompose)(id, () => ({
    ...emptyCompose(),
    Lines: [{ ResourceId: brick.value, Consumption: 0.5 }],
  }))
  return { pid, id, brick: brick.value, units: await onAppDb(listUnits)(pid) }
}

describe('人材机汇总 panel', () => {
  it('totals each resource × the row copies, reprices items from a price edit, saves flags', async () => {
    const { pid, id, brick, units } = await composedBill()
    render(<ResourceSummaryPanel projectId={pid} units={units} rows={rows} />)
    const table = await screen.findByRole('table', { name: '人材机汇总表' })
    // 10 m3 × 0.5 × 3 copies = 15 千块 × 600 = 9,000.00; 综合工日 unused: 0.
    const brickRow = () => within(table).getByText('标准砖 240×115×53').closest('tr')
    await waitFor(() => expect(brickRow()?.textContent).toContain('9,000.00'))
    const cells = (row: HTMLElement | null) =>
      row
        ? within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent)
        : []
    expect(cells(brickRow())[4]).toBe('15')
    const labour = cells(within(table).getByText('综合工日').closest('tr'))
    expect([labour[4], labour[6]]).toEqual(['0', '0.00'])

    const price = screen.getByRole('textbox', { name: '标准砖 240×115×53 单价' })
    fireEvent.focus(price)
    fireEvent.change(price, { target: { value: '700' } })
    fireEvent.blur(price)
    await waitFor(() => expect(brickRow()?.textContent).toContain('10,500.00'))
    // The item follows: 0.5 × 700 = 350 (no fee rates).
    expect((await onAppDb(getItems)([id]))[0]?.UnitPrice).toBe(350)

    fireEvent.click(screen.getByRole('checkbox', { name: '标准砖 240×115×53 甲供' }))
    await waitFor(async () =>
      expect((await onAppDb(listResources)(pid)).find((r) => r.ID === brick)?.Supplied).toBe(1),
    )
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '人材机合计' }).textContent).toContain(
        '其中甲供 10,500.00',
      ),
    )
  })
})
