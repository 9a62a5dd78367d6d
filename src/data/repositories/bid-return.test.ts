import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { encodeBill } from '@/domain/bid-return/stored'
import { tinyBill } from '@/domain/bid-return/fixtures'
import {
  addSchemeBills,
  copyBidScheme,
  createBidScheme,
  deleteBidScheme,
  listBidSchemes,
  listSchemeBills,
  updateBidScheme,
} from './bid-return'
import { applyChangesPage } from './pull-apply'
import { allEntries } from './outbox-store'

const uuid = () => crypto.randomUUID()
const bill = encodeBill(tinyBill('t', [['t1', '010101001001', '平整场地', 'm2', 100, 5]]))

describe('回标 schemes on the client (entities bidSchemes and bidBidders)', () => {
  it('stores a scheme and its bills locally and queues EditScheme / EditProject_ComparisonScheme with Type', async () => {
    const db = createDb(`bid-${uuid()}`)
    const made = await createBidScheme(db, '  一号楼回标 ')
    if (!made.ok) throw new Error(made.message)
    const id = made.value
    expect(
      await addSchemeBills(db, id, [
        { role: 'tender', name: '招标控制价', bill, itemCount: 1, bidTotal: null },
        { role: 'bidder', name: '甲', bill, itemCount: 1, bidTotal: 600 },
      ]),
    ).toEqual({ ok: true, value: 2 })
    // A new tender replaces the old one.
    await addSchemeBills(db, id, [
      {
        role: 'tender',
        name: '招标控制价',
        bill,
        itemCount: 1,
        bidTotal: null,
        sourceProId: uuid(),
      },
    ])
    const bills = await listSchemeBills(db, id)
    expect(bills.map((b) => [b.Role, b.Name])).toEqual([
      ['tender', '招标控制价'],
      ['bidder', '甲'],
    ])
    expect(await listBidSchemes(db)).toEqual([
      expect.objectContaining({
        ID: id,
        SchemeName: '一号楼回标',
        bidders: 1,
        hasTender: true,
        BaseKind: 'control',
      }),
    ])
    const outbox = await allEntries(db)
    expect(outbox.map((e) => [e.call.path, e.payload['Type']])).toEqual([
      ['/Benchmarking/EditScheme', 'add'],
      ['/Benchmarking/EditProject_ComparisonScheme', 'add'],
      ['/Benchmarking/EditProject_ComparisonScheme', 'add'],
      ['/Benchmarking/EditProject_ComparisonScheme', 'delete'],
      ['/Benchmarking/EditProject_ComparisonScheme', 'add'],
    ])
    db.close()
  })

  it('refuses a bad band and an empty bidder name, writing nothing; copy and delete take the bills along', async () => {
    const db = createDb(`bid-${uuid()}`)
    const made = await createBidScheme(db, '方案')
    if (!made.ok) throw new Error(made.message)
    const before = (await allEntries(db)).length
    expect(await updateBidScheme(db, made.value, { BandLimit: '-5' })).toEqual({
      ok: false,
      message: '偏差范围应在 0.01 到 1000000000 之间',
    })
    expect(
      await addSchemeBills(db, made.value, [
        { role: 'bidder', name: ' ', bill, itemCount: 1, bidTotal: null },
      ]),
    ).toMatchObject({ ok: false })
    expect((await allEntries(db)).length).toBe(before)
    await addSchemeBills(db, made.value, [
      { role: 'bidder', name: '乙', bill, itemCount: 1, bidTotal: null },
    ])
    const copy = await copyBidScheme(db, made.value)
    if (!copy.ok) throw new Error(copy.message)
    expect((await listSchemeBills(db, copy.value)).map((b) => b.Name)).toEqual(['乙'])
    await deleteBidScheme(db, made.value)
    expect(await listSchemeBills(db, made.value)).toEqual([])
    expect((await listBidSchemes(db)).map((s) => s.SchemeName)).toEqual(['方案-副本'])
    db.close()
  })

  it('a pull page brings bills into their table indexed by scheme', async () => {
    const db = createDb(`bid-${uuid()}`)
    const schemeId = uuid()
    const billId = uuid()
    await applyChangesPage(db, {
      changes: [
        {
          Entity: 'bidSchemes',
          ID: schemeId,
          Version: 1,
          Deleted: false,
          Data: { SchemeName: '拉取的方案' },
        },
        {
          Entity: 'bidBidders',
          ID: billId,
          Version: 2,
          Deleted: false,
          Data: { SchemeId: schemeId, Role: 'bidder', Name: '丙', Bill: bill },
        },
      ],
      nextCursor: '0:2',
      lastMutationSeq: 0,
    })
    expect(await db.entityTable('bidBidders').get(billId)).toMatchObject({
      parentId: schemeId,
      version: 2,
    })
    expect((await listSchemeBills(db, schemeId)).map((b) => b.Name)).toEqual(['丙'])
    db.close()
  })
})
