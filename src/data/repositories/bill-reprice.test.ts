import { describe, expect, it } from 'vitest'
import { planBillReprice } from '@/domain/materials/bill-reprice'
import type { PriceCandidate } from '@/domain/materials/pricing'
import { materialKey } from '@/domain/materials/trend'
import { addItems, getItems } from './bill'
import { applyBillReprice, projectItems, STALE_PLAN } from './bill-reprice'
import { updateItems } from './bill'
import { allEntries } from './outbox-store'
import { setup as billProject } from './bill.testkit'

const rebar = {
  Name: '热轧带肋钢筋',
  Spec: 'HRB400E Φ12',
  Unit: 't',
  Consumption: 1.025,
  Price: 3300,
}
const candidates = new Map<string, PriceCandidate[]>([
  [
    materialKey(rebar),
    [
      {
        packageId: 'gov-sz-05',
        type: 3,
        city: '深圳',
        period: '2026-05',
        taxFen: 366700,
        noTaxFen: 324513,
      },
    ],
  ],
])

async function setup() {
  const { db, pid, unit } = await billProject({ version: 'GB/T 50500-2024', name: '调价项目' })
  const added = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
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
  await db.outbox.clear()
  return { db, pid, id: added.value[0] ?? '' }
}

describe('applying a re-pricing plan to the bill', () => {
  it('updates the items in one transaction with an outbox entry each, recording the package and period', async () => {
    const { db, pid, id } = await setup()
    const plan = planBillReprice(await projectItems(db, pid), candidates, {
      priority: [3],
      city: '深圳',
      period: '2026-05',
    })
    expect(plan.rows).toHaveLength(1)
    expect(await applyBillReprice(db, plan.rows)).toMatchObject({ ok: true, value: 1 })
    const [item] = await getItems(db, [id])
    expect(item?.Materials[0]).toMatchObject({
      Price: 3245.13,
      PricedFrom: { PackageID: 'gov-sz-05', Type: 3, Period: '2026-05', PriceTax: 3667 },
    })
    expect([item?.UnitPrice, item?.Material]).toEqual([5143.76, 3443.76])
    const entries = await allEntries(db)
    expect(entries.map((e) => [e.entity, e.entityId, e.op])).toEqual([['billItems', id, 'update']])
    // Planned again: nothing left to change.
    expect(
      planBillReprice(await projectItems(db, pid), candidates, {
        priority: [3],
        city: '深圳',
        period: '2026-05',
      }),
    ).toMatchObject({ rows: [], unchanged: 1 })
  })

  it('writes nothing when an item changed after the preview', async () => {
    const { db, pid, id } = await setup()
    const plan = planBillReprice(await projectItems(db, pid), candidates, {
      priority: [3],
      city: '深圳',
      period: '2026-05',
    })
    await updateItems(db, [{ id, fields: { Materials: [{ ...rebar, Price: 3400 }] } }])
    await db.outbox.clear()
    expect(await applyBillReprice(db, plan.rows)).toEqual({ ok: false, message: STALE_PLAN })
    expect((await getItems(db, [id]))[0]?.Materials[0]?.Price).toBe(3400)
    expect((await allEntries(db)).length).toBe(0)
  })
})
