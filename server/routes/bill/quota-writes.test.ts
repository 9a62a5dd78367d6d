import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readChanges } from '../../services/sync/changes.ts'
import { openKit, type Kit } from '../projects/projects.testkit.ts'

// The user's own 定额库 on the server (docs/bill.md "组价", "定额子目"): quotaItems validated from
// their declaration, synced to their owner only; an item's Compose carries its 定额子目 (Quotas,
// each line's QuotaId), validated too.

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const LINES = [
  {
    Kind: '人工',
    Code: '00010101',
    Name: '综合工日',
    Unit: '工日',
    Consumption: '12.18',
    Price: '120',
  },
  {
    Kind: '材料',
    Code: '04130001',
    Name: '标准砖',
    Spec: '240×115×53',
    Unit: '千块',
    Consumption: '5.236',
    Price: '600',
  },
]

const quota = (fields: Record<string, unknown> = {}) => ({
  Type: 'add',
  ID: randomUUID(),
  Library: '企业定额',
  Code: 'A4-1',
  Name: '砖基础',
  Unit: '10m3',
  Price: '5631.15',
  OverheadRate: '25',
  Lines: LINES,
  ...fields,
})

describe('定额库 writes (/api/Bill/EditQuota)', () => {
  it('stores a 定额子目 with its lines, pulled by its owner only; another user cannot change it', async () => {
    const q = quota()
    expect((await k.post('/Bill/EditQuota', q)).body).toMatchObject({ ErrorCode: '0' })
    const stored = (await k.row('quotaItems', q.ID))?.data
    expect(stored).toMatchObject({
      Library: '企业定额',
      Code: 'A4-1',
      Price: 5631.15,
      OverheadRate: 25,
      ProfitRate: null,
    })
    expect(stored?.['Lines']).toEqual([
      {
        Kind: '人工',
        Code: '00010101',
        Name: '综合工日',
        Spec: '',
        Unit: '工日',
        Consumption: 12.18,
        Price: 120,
      },
      {
        Kind: '材料',
        Code: '04130001',
        Name: '标准砖',
        Spec: '240×115×53',
        Unit: '千块',
        Consumption: 5.236,
        Price: 600,
      },
    ])
    const mine = await readChanges(k.t.db, k.users[0]?.id ?? '', undefined, undefined, 5000)
    const theirs = await readChanges(k.t.db, k.users[1]?.id ?? '', undefined, undefined, 5000)
    if (mine.Reset || theirs.Reset) throw new Error('unexpected reset')
    expect(mine.Changes.some((c) => c.ID === q.ID && c.Entity === 'quotaItems')).toBe(true)
    expect(theirs.Changes.some((c) => c.ID === q.ID)).toBe(false)
    const other = await k.post('/Bill/EditQuota', { Type: 'update', ID: q.ID, Name: '改' }, 1)
    expect(other.body.ErrorCode).not.toBe('0')
    expect((await k.row('quotaItems', q.ID))?.data['Name']).toBe('砖基础')
    expect((await k.post('/Bill/EditQuota', { Type: 'delete', ID: q.ID })).body.ErrorCode).toBe('0')
    expect((await k.row('quotaItems', q.ID))?.deleted).toBe(true)
  })

  it('refuses every bad field in Chinese and stores nothing', async () => {
    for (const [fields, message] of [
      [{ Library: '' }, '定额库名称不能为空'],
      [{ Code: '' }, '定额编号不能为空'],
      [{ Unit: '' }, '定额单位不能为空'],
      [{ Price: 'abc' }, /基价/],
      [{ OverheadRate: '-3' }, /管理费费率/],
      [{ Lines: [{ ...LINES[0], Kind: '设备' }] }, '人材机类别无效'],
      [{ Lines: [{ ...LINES[0], Consumption: '-1' }] }, /消耗量/],
      [{ Lines: [{ ...LINES[0], Name: '' }] }, '人材机名称不能为空'],
      [{ Lines: Array.from({ length: 61 }, () => LINES[0]) }, /不能超过60项/],
    ] as const) {
      const q = quota(fields)
      const r = await k.post('/Bill/EditQuota', q)
      expect(r.body.ErrorCode).not.toBe('0')
      expect(r.body.Message).toMatch(message)
      expect(await k.row('quotaItems', q.ID)).toBeUndefined()
    }
  })

  it("an item's Compose keeps its 定额子目 and the lines' QuotaId; a 含量 of 0 is refused", async () => {
    const proId = await k.project({})
    const rowId = await k.structureRow(proId, {})
    const unitId = randomUUID()
    const unit = { Type: 'add', ID: unitId, ProId: proId, RowId: rowId, Specialty: '土建' }
    expect((await k.post('/Bill/EditUnit', unit)).body.ErrorCode).toBe('0')
    const quotaId = randomUUID()
    const resourceId = randomUUID()
    const compose = (Ratio: string) => ({
      Lines: [{ ResourceId: resourceId, Consumption: '1.218', QuotaId: quotaId }],
      Quotas: [{ QuotaId: quotaId, Code: 'A4-1', Name: '砖基础', Unit: '10m3', Ratio }],
    })
    const item = (Compose: unknown) => ({
      Type: 'add',
      ID: randomUUID(),
      ProId: proId,
      UnitId: unitId,
      Code: '010401001001',
      Name: '砖基础',
      Unit: 'm3',
      Compose,
    })
    const ok = item(compose('0.1'))
    expect((await k.post('/Bill/EditItem', ok)).body.ErrorCode).toBe('0')
    const stored = (await k.row('billItems', ok.ID))?.data['Compose'] as Record<string, unknown>
    expect(stored['Quotas']).toEqual([
      { QuotaId: quotaId, Code: 'A4-1', Name: '砖基础', Unit: '10m3', Ratio: 0.1 },
    ])
    expect(stored['Lines']).toEqual([
      { ResourceId: resourceId, Consumption: 1.218, QuotaId: quotaId },
    ])
    const bad = item(compose('0'))
    const refused = await k.post('/Bill/EditItem', bad)
    expect(refused.body.ErrorCode).not.toBe('0')
    expect(refused.body.Message).toMatch(/含量/)
    expect(await k.row('billItems', bad.ID)).toBeUndefined()
  })
})
