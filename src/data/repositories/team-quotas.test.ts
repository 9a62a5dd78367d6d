import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { parseQuotaTable } from '@/domain/bill/quota-import'
import { quotaItemInput } from '@/domain/bill/schemas'
import type { TeamQuota } from '@/domain/bill/quota-share'
import { readWorkbookTable } from '@/domain/xlsx/read'
import { buildQuotaWorkbook } from '../../../tests/fixtures/quota-workbook'
import { addItems, getItems } from './bill'
import { setup } from './bill.testkit'
import { listResources } from './bill-compose'
import { allEntries } from './outbox-store'
import { addQuotaToItem } from './quotas'
import {
  cachedTeamQuotas,
  cachedTeams,
  listQuotaShares,
  shareQuotaLibrary,
  storeTeamQuotas,
  unshareQuotaLibrary,
} from './team-quotas'

const TEAM = '22222222-2222-4222-8222-222222222222'
const OTHER = '33333333-3333-4333-8333-333333333333'
const SHARER = '44444444-4444-4444-8444-444444444444'

/** The fixture workbook's 子目 as another member's shared 定额库 answers them. */
async function teamQuotas(): Promise<TeamQuota[]> {
  const r = parseQuotaTable(await readWorkbookTable(await buildQuotaWorkbook()))
  if (!r.ok) throw new Error(r.messages.join('\n'))
  return r.items.map((item) => ({
    ...quotaItemInput.parse({ ...item, Library: '甲的企业定额', ID: crypto.randomUUID() }),
    OwnerId: SHARER,
    OwnerName: '用户甲',
  }))
}

const newDb = () => createDb(`team-quotas-${crypto.randomUUID()}`)

describe('团队定额库 on the device', () => {
  it('shares a 定额库 with a team once (a synced quotaShares row and its outbox entry) and stops sharing', async () => {
    const db = newDb()
    expect(await shareQuotaLibrary(db, '企业定额', TEAM)).toMatchObject({ ok: true })
    expect(await shareQuotaLibrary(db, '企业定额', TEAM)).toMatchObject({ ok: true })
    await shareQuotaLibrary(db, '企业定额', OTHER)
    expect((await listQuotaShares(db)).map((s) => [s.Library, s.TeamId])).toEqual(
      expect.arrayContaining([
        ['企业定额', TEAM],
        ['企业定额', OTHER],
      ]),
    )
    expect(await listQuotaShares(db)).toHaveLength(2)
    const entries = (await allEntries(db)).filter((e) => e.entity === 'quotaShares')
    expect(entries.map((e) => [e.op, e.call.path])).toEqual([
      ['create', '/Bill/EditQuotaShare'],
      ['create', '/Bill/EditQuotaShare'],
    ])
    await unshareQuotaLibrary(db, '企业定额', TEAM)
    expect((await listQuotaShares(db)).map((s) => s.TeamId)).toEqual([OTHER])
    expect(await shareQuotaLibrary(db, '', TEAM)).toEqual({
      ok: false,
      message: '定额库名称不能为空',
    })
    expect(await shareQuotaLibrary(db, '企业定额', 'x')).toEqual({
      ok: false,
      message: '团队编号无效',
    })
    expect(await listQuotaShares(db)).toHaveLength(1)
  })

  it('replaces the cache whole: a team the user left loses its 子目', async () => {
    const db = newDb()
    const quotas = await teamQuotas()
    await storeTeamQuotas(
      db,
      [
        { ID: TEAM, Name: '造价一组' },
        { ID: OTHER, Name: '造价二组' },
      ],
      new Map([
        [TEAM, quotas],
        [OTHER, quotas.slice(0, 1)],
      ]),
      1000,
    )
    expect(
      (await cachedTeamQuotas(db)).map((t) => [t.teamName, t.quotas.map((q) => q.Code)]),
    ).toEqual([
      ['造价一组', ['A4-1', 'A4-5', 'A5-12']],
      ['造价二组', ['A4-1']],
    ])
    await storeTeamQuotas(db, [{ ID: OTHER, Name: '造价二组' }], new Map([[OTHER, []]]), 2000)
    expect(await cachedTeams(db)).toEqual([{ ID: OTHER, Name: '造价二组', pulledAt: 2000 }])
    expect(await cachedTeamQuotas(db)).toEqual([
      { teamId: OTHER, teamName: '造价二组', quotas: [] },
    ])
  })

  it("adds a cached team 子目 to an item like one's own; the item keeps it once the team stops sharing", async () => {
    const { db, pid, unit } = await setup()
    const added = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      { Code: '010401001001', Name: '砖基础', Unit: 'm3', Quantity: 10 },
    ])
    if (!added.ok) throw new Error(added.message)
    const itemId = added.value[0] ?? ''
    const quotas = await teamQuotas()
    const a41 = quotas.find((q) => q.Code === 'A4-1')
    if (!a41) throw new Error('fixture without A4-1')
    await storeTeamQuotas(db, [{ ID: TEAM, Name: '造价一组' }], new Map([[TEAM, quotas]]))
    expect(await addQuotaToItem(db, itemId, a41.ID, 0.1, null)).toMatchObject({ ok: true })
    const [item] = await getItems(db, [itemId])
    expect(item?.Compose?.Quotas).toEqual([
      { QuotaId: a41.ID, Code: 'A4-1', Name: '砖基础', Unit: '10m3', Ratio: 0.1 },
    ])
    expect(item?.Compose?.Lines.map((l) => [l.Consumption, l.QuotaId])).toEqual(
      a41.Lines.map((l) => [Math.round(l.Consumption * 100_000) / 1_000_000, a41.ID]),
    )
    expect((await listResources(db, pid)).map((r) => [r.Name, r.Price])).toEqual(
      a41.Lines.map((l) => [l.Name, l.Price]),
    )
    const price = item?.UnitPrice
    expect(price).toBeGreaterThan(0)
    await storeTeamQuotas(db, [{ ID: TEAM, Name: '造价一组' }], new Map())
    const [after] = await getItems(db, [itemId])
    expect(after?.UnitPrice).toBe(price)
    expect(after?.Compose?.Lines).toHaveLength(a41.Lines.length)
    expect(await addQuotaToItem(db, itemId, a41.ID, 0.2, null)).toEqual({
      ok: false,
      message: '定额子目不存在或已被删除',
    })
  })
})
