import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { parseQuotaTable } from '@/domain/bill/quota-import'
import { quotaDraft, type QuotaDraft } from '@/domain/bill/quota-edit'
import { readWorkbookTable } from '@/domain/xlsx/read'
import { buildQuotaWorkbook, QUOTA_LIBRARY } from '../../../tests/fixtures/quota-workbook'
import { deleteQuotas, importQuotas, listQuotas, saveQuota } from './quotas'
import { allEntries } from './outbox-store'

// A 定额子目 edited or created by hand on the 定额库 screen (docs/bill.md "定额子目"): one write
// with its outbox entry, the entity's field rules, 定额编号 unique within its 定额库.

async function setup() {
  const db = createDb(`quotas-edit-${crypto.randomUUID()}`)
  const r = parseQuotaTable(await readWorkbookTable(await buildQuotaWorkbook()))
  if (!r.ok) throw new Error(r.messages.join('\n'))
  const stored = await importQuotas(db, QUOTA_LIBRARY, r.items)
  if (!stored.ok) throw new Error(stored.message)
  const quotas = await listQuotas(db)
  const a41 = quotas.find((q) => q.Code === 'A4-1')
  if (!a41) throw new Error('fixture')
  return { db, a41 }
}

describe('a 定额子目 edited by hand', () => {
  it('saves an edited 消耗量, name and rate as one update of the same 子目 with its outbox entry', async () => {
    const { db, a41 } = await setup()
    const before = (await allEntries(db)).length
    const draft = quotaDraft(a41)
    expect(draft.Lines[0]?.Consumption).toBe('12.18')
    const edited: QuotaDraft = {
      ...draft,
      Name: '砖基础（改）',
      ProfitRate: '10',
      Lines: draft.Lines.map((l, k) => (k === 0 ? { ...l, Consumption: '13.5' } : l)),
    }
    expect(await saveQuota(db, a41.ID, edited)).toEqual({ ok: true, value: a41.ID, warnings: [] })
    const saved = (await listQuotas(db)).find((q) => q.ID === a41.ID)
    expect(saved).toMatchObject({ Name: '砖基础（改）', ProfitRate: 10, OverheadRate: 25 })
    expect(saved?.Lines.map((l) => l.Consumption)).toEqual([13.5, 5.236, 2.36, 0.39])
    const entries = await allEntries(db)
    expect(entries).toHaveLength(before + 1)
    expect(entries.at(-1)).toMatchObject({ entity: 'quotaItems', entityId: a41.ID, op: 'update' })
    expect(entries.at(-1)?.call.path).toBe('/Bill/EditQuota')
  })

  it('creates a 子目 in a chosen 定额库; the same 定额编号 in another library is fine', async () => {
    const { db } = await setup()
    const draft: QuotaDraft = {
      ...quotaDraft(null, '另一定额库'),
      Code: 'A4-1',
      Name: '砖基础',
      Unit: '10m3',
      Price: '5631.15',
      Lines: [
        {
          Kind: '人工',
          Code: '00010101',
          Name: '综合工日',
          Spec: '',
          Unit: '工日',
          Consumption: '12.18',
          Price: '120',
        },
      ],
    }
    const r = await saveQuota(db, null, draft)
    if (!r.ok) throw new Error(r.message)
    const made = (await listQuotas(db)).find((q) => q.ID === r.value)
    expect(made).toMatchObject({ Library: '另一定额库', Code: 'A4-1', Price: 5631.15 })
    expect(made?.OverheadRate).toBeNull()
    expect((await allEntries(db)).at(-1)).toMatchObject({ entityId: r.value, op: 'create' })
  })

  it('refuses a taken 定额编号, a bad line, no line or a deleted 子目 in Chinese and writes nothing', async () => {
    const { db, a41 } = await setup()
    const before = await allEntries(db)
    const stored = await listQuotas(db)
    const draft = quotaDraft(a41)
    const line = draft.Lines[1]!
    const cases: [string | null, QuotaDraft, string | RegExp][] = [
      [a41.ID, { ...draft, Code: 'A4-5' }, `定额库「${QUOTA_LIBRARY}」已有编号为 A4-5 的定额子目`],
      [null, draft, `定额库「${QUOTA_LIBRARY}」已有编号为 A4-1 的定额子目`],
      [a41.ID, { ...draft, Code: ' ' }, '定额编号不能为空'],
      [a41.ID, { ...draft, Lines: [] }, '定额子目 A4-1 没有人材机'],
      [
        a41.ID,
        { ...draft, Lines: [draft.Lines[0]!, { ...line, Consumption: '五' }] },
        '第 2 行人材机：消耗量必须是数字',
      ],
      [a41.ID, { ...draft, Lines: [{ ...line, Name: '' }] }, '第 1 行人材机：人材机名称不能为空'],
      [a41.ID, { ...draft, Lines: [{ ...line, Kind: '设备' }] }, '第 1 行人材机：人材机类别无效'],
      [a41.ID, { ...draft, OverheadRate: '-3' }, /管理费费率/],
    ]
    for (const [id, bad, message] of cases) {
      const r = await saveQuota(db, id, bad)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.message).toMatch(message)
    }
    await deleteQuotas(db, [a41.ID])
    expect(await saveQuota(db, a41.ID, draft)).toEqual({
      ok: false,
      message: '定额子目不存在或已被删除',
    })
    expect(await allEntries(db)).toHaveLength(before.length + 1)
    expect((await listQuotas(db)).length).toBe(stored.length - 1)
  })
})
