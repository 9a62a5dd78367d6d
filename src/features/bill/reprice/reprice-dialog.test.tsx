import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { onAppDb } from '@/data/app-db'
import { addItems, createUnit, getItems } from '@/data/repositories/bill'
import { storePackage } from '@/data/repositories/material-cache'
import { createProject } from '@/data/repositories/projects'
import { RepriceDialog } from './reprice-dialog'

beforeEach(async () => {
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})

const ROW = '11111111-1111-4111-8111-111111111111'
const rebar = {
  Name: '热轧带肋钢筋',
  Spec: 'HRB400E Φ12',
  Unit: 't',
  Consumption: 1.025,
  Price: 3300,
}

async function billWithRebar(): Promise<{ pid: string; id: string }> {
  const pid = await onAppDb(createProject)({ Project_Name: '调价项目' })
  const unit = await onAppDb(createUnit)({
    projectId: pid,
    rowId: ROW,
    specialty: '土建',
    version: 'GB/T 50500-2024',
  })
  if (!unit.ok) throw new Error(unit.message)
  const added = await onAppDb(addItems)(pid, unit.value, { kind: '分部分项', groupId: '' }, [
    {
      Code: '010515001001',
      Name: '现浇构件钢筋',
      Unit: 't',
      Quantity: 10,
      UnitPrice: 5200,
      Material: 3500,
      Materials: [rebar],
    },
  ])
  if (!added.ok) throw new Error(added.message)
  await storePackage(
    {
      ID: 'gov-sz-05',
      Type: 3,
      Name: '深圳信息价2026-05',
      Province: '广东',
      City: '深圳',
      Period: '2026-05',
      OwnerID: '',
      Source: '',
      ItemCount: 1,
      CreateTime: '',
      UpdateTime: '',
    },
    [
      {
        ID: 'i1',
        PackageID: 'gov-sz-05',
        Code: '0101004',
        Name: rebar.Name,
        Spec: rebar.Spec,
        Unit: 't',
        PriceTax: '3667.00',
        PriceNoTax: '3245.13',
        TaxRate: '13',
        Brand: '',
        Source: '',
        Period: '2026-05',
        Initials: '',
        Sort: 0,
      },
    ],
  )
  return { pid, id: added.value[0] ?? '' }
}

describe('RepriceDialog', () => {
  it('takes the 期次 as typed text (no browser month widget) and says in words what a bad one lacks', async () => {
    const { pid } = await billWithRebar()
    render(<RepriceDialog projectId={pid} city="深圳" />)
    fireEvent.click(screen.getByRole('button', { name: '按价格包调价' }))
    const period = await screen.findByLabelText('期次')
    expect(period.getAttribute('type')).not.toBe('month')
    fireEvent.change(period, { target: { value: '2026-13' } })
    fireEvent.click(screen.getByRole('button', { name: '预览变化' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      '期次应为有效年月，例如 2026-05',
    )
  })

  it('lists the change with package and period before applying it to the bill', async () => {
    const { pid, id } = await billWithRebar()
    render(<RepriceDialog projectId={pid} city="深圳" />)
    fireEvent.click(screen.getByRole('button', { name: '按价格包调价' }))
    fireEvent.change(await screen.findByLabelText('期次'), { target: { value: '2026-05' } })
    fireEvent.click(screen.getByRole('button', { name: '预览变化' }))
    const table = await screen.findByRole('table', { name: '价格变化' })
    const row = within(table).getAllByRole('row')[1]
    expect(row?.textContent).toBe(
      '010515001001现浇构件钢筋热轧带肋钢筋HRB400E Φ12 t3300.003245.13-1.66%深圳信息价2026-05官方信息价 · 2026-05',
    )
    // Nothing is written by the preview.
    expect((await onAppDb(getItems)([id]))[0]?.Materials[0]?.Price).toBe(3300)
    fireEvent.click(screen.getByRole('button', { name: '应用 1 项调整' }))
    await waitFor(async () =>
      expect((await onAppDb(getItems)([id]))[0]?.Materials[0]?.Price).toBe(3245.13),
    )
    expect((await onAppDb(getItems)([id]))[0]).toMatchObject({
      UnitPrice: 5143.76,
      Material: 3443.76,
    })
  })
})
