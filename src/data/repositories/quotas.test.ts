import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { materialKey } from '@/domain/materials/trend'
import { priceSourceLabel } from '@/domain/bill/resource-summary'
import { parseQuotaTable } from '@/domain/bill/quota-import'
import { readWorkbookTable } from '@/domain/xlsx/read'
import { buildQuotaWorkbook, QUOTA_LIBRARY } from '../../../tests/fixtures/quota-workbook'
import { addItems, getItems } from './bill'
import { ensureResource, listResources } from './bill-compose'
import { addQuotaToItem, deleteQuotas, importQuotas, listQuotas } from './quotas'
import { allEntries } from './outbox-store'
import { setup as billProject } from './bill.testkit'

async function imported() {
  const r = parseQuotaTable(await readWorkbookTable(await buildQuotaWorkbook()))
  if (!r.ok) throw new Error(r.messages.join('\n'))
  return r.items
}

async function setup() {
  const { db, pid, unit } = await billProject({ version: 'GB/T 50500-2024', name: '定额组价项目' })
  const added = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
    { Code: '010401001001', Name: '砖基础', Unit: 'm3', Quantity: 10 },
  ])
  if (!added.ok) throw new Error(added.message)
  const stored = await importQuotas(db, QUOTA_LIBRARY, await imported())
  if (!stored.ok) throw new Error(stored.message)
  const quotas = await listQuotas(db)
  const byCode = (code: string) => quotas.find((q) => q.Code === code)?.ID ?? ''
  return { db, pid, itemId: added.value[0] ?? '', byCode }
}

describe('定额库 on the device', () => {
  it('imports the workbook in one write with an outbox entry per 子目; a re-import replaces by 定额编号', async () => {
    const { db, byCode } = await setup()
    expect((await listQuotas(db)).map((q) => [q.Library, q.Code, q.Lines.length])).toEqual([
      [QUOTA_LIBRARY, 'A4-1', 4],
      [QUOTA_LIBRARY, 'A4-5', 3],
      [QUOTA_LIBRARY, 'A5-12', 2],
    ])
    const entries = (await allEntries(db)).filter((e) => e.entity === 'quotaItems')
    expect(entries).toHaveLength(3)
    expect(entries[0]?.call.path).toBe('/Bill/EditQuota')
    const a41 = byCode('A4-1')
    const again = await importQuotas(db, QUOTA_LIBRARY, (await imported()).slice(0, 1))
    expect(again).toMatchObject({ ok: true, value: { added: 0, replaced: 1 } })
    expect((await listQuotas(db)).filter((q) => q.Code === 'A4-1').map((q) => q.ID)).toEqual([a41])
    // Another library keeps its own A4-1.
    await importQuotas(db, '另一定额库', (await imported()).slice(0, 1))
    expect((await listQuotas(db)).filter((q) => q.Code === 'A4-1')).toHaveLength(2)
    await deleteQuotas(db, [a41])
    // By library (pinyin order: 另 before 某) then 定额编号.
    expect((await listQuotas(db)).map((q) => [q.Library, q.Code])).toEqual([
      ['另一定额库', 'A4-1'],
      [QUOTA_LIBRARY, 'A4-5'],
      [QUOTA_LIBRARY, 'A5-12'],
    ])
  })

  it('refuses a blank library name or a bad 子目 and writes nothing', async () => {
    const db = createDb(`quotas-${crypto.randomUUID()}`)
    expect(await importQuotas(db, '  ', await imported())).toEqual({
      ok: false,
      message: '定额库名称不能为空',
    })
    const items = await imported()
    const bad = [...items, { ...items[0]!, Code: 'X', Unit: '' }]
    expect(await importQuotas(db, '库', bad)).toEqual({
      ok: false,
      message: '定额子目 X：定额单位不能为空',
    })
    expect(await listQuotas(db)).toEqual([])
    expect(await allEntries(db)).toEqual([])
  })

  it('adds a 子目 with 含量 0.1: resources reused or created (package price, else 基价), 综合单价 663.18', async () => {
    const { db, pid, itemId, byCode } = await setup()
    // The project already has 综合工日 at 130 (typed): reused, its price kept.
    const labour = await ensureResource(db, pid, {
      Kind: '人工',
      Name: '综合工日',
      Unit: '工日',
      Price: 130,
      Typed: 1,
    })
    if (!labour.ok) throw new Error(labour.message)
    // The chosen package has 标准砖 at 650 (除税).
    const brickKey = materialKey({ Name: '标准砖', Spec: '240×115×53', Unit: '千块' })
    const pricing = {
      candidates: new Map([
        [
          brickKey,
          [
            {
              packageId: 'pk',
              type: 3 as const,
              city: '',
              period: '2026-05',
              taxFen: 65000,
              noTaxFen: 65000,
            },
          ],
        ],
      ]),
      options: { priority: [3 as const], period: '2026-05' },
    }
    const r = await addQuotaToItem(db, itemId, byCode('A4-1'), 0.1, pricing)
    expect(r).toMatchObject({ ok: true })
    const resources = await listResources(db, pid)
    expect(resources.map((x) => [x.Kind, x.Name, x.Price, priceSourceLabel(x)])).toEqual([
      ['人工', '综合工日', 130, '手动输入'],
      ['材料', '标准砖', 650, '官方信息价 2026-05'],
      ['材料', '混合砂浆', 400, '定额基价'],
      ['机械', '灰浆搅拌机', 215.26, '定额基价'],
    ])
    const [item] = await getItems(db, [itemId])
    expect(item?.Compose?.Quotas).toEqual([
      { QuotaId: byCode('A4-1'), Code: 'A4-1', Name: '砖基础', Unit: '10m3', Ratio: 0.1 },
    ])
    expect(item?.Compose?.Lines.map((l) => l.Consumption)).toEqual([1.218, 0.5236, 0.236, 0.039])
    // 人工 1.218 × 130 = 158.34; 材料 0.5236 × 650 + 0.236 × 400 = 340.34 + 94.40 = 434.74;
    // 机械 0.039 × 215.26 = 8.39514 → 8.40; base 166.74: 管理费 25 % = 41.685 → 41.69,
    // 利润 12 % = 20.0088 → 20.01; 综合单价 = 158.34 + 434.74 + 8.40 + 41.69 + 20.01 = 663.18
    expect(item).toMatchObject({
      Labour: 158.34,
      Material: 434.74,
      Machine: 8.4,
      Overhead: 41.69,
      Profit: 20.01,
      UnitPrice: 663.18,
    })
    // Again with 含量 0.2: the lines are replaced, the 综合单价 follows.
    await addQuotaToItem(db, itemId, byCode('A4-1'), 0.2, null)
    const [twice] = await getItems(db, [itemId])
    expect(twice?.Compose?.Lines).toHaveLength(4)
    expect(twice?.Compose?.Lines[0]?.Consumption).toBe(2.436)
    expect(await listResources(db, pid)).toHaveLength(4)
  })

  it('a refused add (a deleted 子目, an item gone) writes nothing', async () => {
    const { db, pid, itemId, byCode } = await setup()
    const before = (await allEntries(db)).length
    expect(await addQuotaToItem(db, crypto.randomUUID(), byCode('A4-5'), 1, null)).toEqual({
      ok: false,
      message: '清单项不存在或已被删除',
    })
    await deleteQuotas(db, [byCode('A4-5')])
    expect(await addQuotaToItem(db, itemId, byCode('A4-5'), 1, null)).toEqual({
      ok: false,
      message: '定额子目不存在或已被删除',
    })
    expect(await listResources(db, pid)).toEqual([])
    expect((await allEntries(db)).length).toBe(before + 1)
  })
})
