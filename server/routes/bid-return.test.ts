import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tinyBill, type ItemSpec } from '@/domain/bid-return/fixtures.ts'
import { encodeBill } from '@/domain/bid-return/stored.ts'
import { openKit, type Kit } from './projects/projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const TENDER: ItemSpec[] = [
  ['t1', '010101001001', '平整场地', 'm2', 100, 5],
  ['t2', '010401001001', '砖基础', 'm3', 10, 400],
  ['t3', '010501001001', '垫层', 'm3', 20, 500],
]

/** A scheme with the tender and two bidders: 甲 wrote one 合价 wrong, 乙 left out 垫层. */
async function schemeWithBids(user = 0) {
  const id = randomUUID()
  const made = await k.post(
    '/Benchmarking/EditScheme',
    { Type: 'add', ID: id, SchemeName: '一号楼回标' },
    user,
  )
  expect(made.body).toMatchObject({ ErrorCode: '0' })
  let sort = 0
  const add = async (Role: string, Name: string, bill: string) => {
    const res = await k.post(
      '/Benchmarking/EditProject_ComparisonScheme',
      { Type: 'add', ID: randomUUID(), SchemeId: id, Role, Name, Bill: bill, Sort: ++sort },
      user,
    )
    expect(res.body, Name).toMatchObject({ ErrorCode: '0' })
    return String((res.body.Data as { ID: string }).ID)
  }
  await add('tender', '招标控制价', encodeBill(tinyBill('t', TENDER)))
  const a = tinyBill('a', [
    ['a1', '010101001001', '平整场地', 'm2', 100, 4.5],
    ['a2', '010401001001', '砖基础', 'm3', 10, 380],
    ['a3', '010501001001', '垫层', 'm3', 20, 480],
  ])
  const jia = await add('bidder', '甲公司', encodeBill(a, { amounts: { a2: 3900 } }))
  const b = tinyBill('b', [
    ['b1', '010101001001', '平整场地', 'm2', 100, 5.2],
    ['b2', '010401001001', '砖基础', 'm3', 10, 410],
  ])
  // 乙's row as stored before version 2 of the stored bill (items as JSON tuples): still accepted and analysed.
  const yi = await add('bidder', '乙公司', encodeBill(b, undefined, 1))
  return { id, jia, yi }
}

describe('回标 /api/Benchmarking', () => {
  it('stores a scheme with its bills, lists it, and answers the reads from the same analysis', async () => {
    const { id, jia, yi } = await schemeWithBids()
    const list = await k.get('/Benchmarking/GetSchemes', {})
    expect(list.body.Data).toContainEqual(
      expect.objectContaining({
        ID: id,
        SchemeName: '一号楼回标',
        BidderCount: 2,
        HasTender: true,
        BaseKind: 'control',
        BandLimit: 10,
      }),
    )
    const one = await k.get('/Benchmarking/GetSchemesByID', { SchemeID: id })
    const parts = (one.body.Data as { Participants: Record<string, unknown>[] }).Participants
    expect(parts.map((p) => p['Name'])).toEqual(['招标控制价', '甲公司', '乙公司'])
    expect(parts[0]).not.toHaveProperty('Bill')
    expect((await k.get('/Benchmarking/CheckState', { SchemeID: id })).body.Data).toEqual({
      Ready: true,
      Message: '',
      Tender: 1,
      Bidders: 2,
    })

    const costs = (await k.get('/Benchmarking/GetCosts', { SchemeID: id })).body.Data as {
      ControlTotal: string
      Bidders: { BidderID: string; Rank: number; BidTotal: string }[]
    }
    expect(costs.Bidders.find((b) => b.BidderID === yi)?.Rank).toBe(1)
    const arithmetic = (await k.get('/Benchmarking/GetDI', { SchemeID: id, Check: '算术性' })).body
      .Data as { Type: string; Bidders: string[]; Rows: unknown[] }[]
    expect(arithmetic).toContainEqual(expect.objectContaining({ Type: '合价错误', Bidders: [jia] }))
    const conformity = (
      await k.get('/Benchmarking/GetDI', { SchemeID: id, Check: '符合性', BidderID: yi })
    ).body.Data as { Type: string }[]
    expect(conformity.map((f) => f.Type)).toContain('漏项')

    const page = await k.get('/Benchmarking/GetCostsValue', { SchemeID: id, PageSize: '2' })
    expect(page.body).toMatchObject({ ErrorCode: '0', Total: 3 })
    expect((page.body.Data as unknown[]).length).toBe(2)
    const results = (await k.post('/Benchmarking/GetResults', { SchemeID: id })).body.Data as {
      Corrections: { BidderID: string; BidTotal: string; FinalTotal: string; Items: number }[]
    }
    const fix = results.Corrections.find((c) => c.BidderID === jia)
    expect(fix?.FinalTotal).toBe(fix?.BidTotal)
    expect(fix?.Items).toBeGreaterThan(0)
    const mean = (await k.get('/Benchmarking/ChangeLevel', { SchemeID: id, BaseKind: 'mean' })).body
      .Data as { BaseLabel: string; Base: string }
    expect(mean.BaseLabel).toBe('投标人平均价')
    expect(mean.Base).not.toBe(costs.ControlTotal)
    const info = (await k.get('/Benchmarking/GetProsInfo', { SchemeID: id })).body.Data as {
      Name: string
      ItemCount: number
    }[]
    expect(info.map((r) => r.ItemCount)).toEqual([3, 3, 2])
  })

  it('copies a scheme with its bills, and deleting a scheme deletes its bills', async () => {
    const { id, jia } = await schemeWithBids()
    const copy = await k.get('/Benchmarking/CopySchemes', { SchemeID: id })
    const copyId = String((copy.body.Data as { ID: string }).ID)
    const state = await k.get('/Benchmarking/CheckState', { SchemeID: copyId })
    expect(state.body.Data).toMatchObject({ Ready: true, Bidders: 2 })
    expect(
      (await k.get('/Benchmarking/GetSchemesByID', { SchemeID: copyId })).body.Data,
    ).toMatchObject({ Scheme: { SchemeName: '一号楼回标-副本' } })
    expect(
      (await k.post('/Benchmarking/EditScheme', { Type: 'delete', ID: id })).body.ErrorCode,
    ).toBe('0')
    expect((await k.row('bidBidders', jia))?.deleted).toBe(true)
    expect((await k.get('/Benchmarking/CheckState', { SchemeID: id })).body).toMatchObject({
      ErrorCode: '1',
      Message: '回标方案不存在或已被删除',
    })
    expect((await k.get('/Benchmarking/CheckState', { SchemeID: copyId })).body.ErrorCode).toBe('0')
  })

  it("refuses another user's scheme, bad fields and an analysis without bidders, writing nothing", async () => {
    const { id } = await schemeWithBids()
    expect((await k.get('/Benchmarking/GetCosts', { SchemeID: id }, 1)).body).toMatchObject({
      ErrorCode: '1',
      Message: '回标方案不存在或已被删除',
    })
    expect((await k.get('/Benchmarking/GetSchemes', {}, 1)).body.Data).not.toContainEqual(
      expect.objectContaining({ ID: id }),
    )
    const intruder = await k.post(
      '/Benchmarking/EditProject_ComparisonScheme',
      {
        Type: 'add',
        ID: randomUUID(),
        SchemeId: id,
        Name: '丙',
        Bill: encodeBill(tinyBill('c', TENDER)),
      },
      1,
    )
    expect(intruder.body.ErrorCode).not.toBe('0')
    expect((await k.get('/Benchmarking/GetProsInfo', { SchemeID: id })).body.Data).toHaveLength(3)

    const empty = randomUUID()
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/Benchmarking/EditScheme',
        { Type: 'add', ID: randomUUID(), SchemeName: '  ' },
        '方案名称不能为空',
      ],
      [
        '/Benchmarking/EditScheme',
        { Type: 'add', ID: randomUUID(), SchemeName: 'x', BandLimit: '-1' },
        '偏差范围',
      ],
      [
        '/Benchmarking/EditProject_ComparisonScheme',
        { Type: 'add', ID: randomUUID(), SchemeId: id, Name: '丁', Bill: '{"rows":[]}' },
        '清单数据无效',
      ],
      [
        '/Benchmarking/EditProject_ComparisonScheme',
        {
          Type: 'add',
          ID: randomUUID(),
          SchemeId: randomUUID(),
          Name: '戊',
          Bill: encodeBill(tinyBill('e', TENDER)),
        },
        '回标方案不存在或已被删除',
      ],
    ]
    for (const [path, body, message] of cases) {
      const res = await k.post(path, body)
      expect(res.body.ErrorCode, message).toBe('1')
      expect(res.body.Message).toContain(message)
    }
    expect(
      (await k.post('/Benchmarking/EditScheme', { Type: 'add', ID: empty, SchemeName: '空方案' }))
        .body.ErrorCode,
    ).toBe('0')
    expect((await k.get('/Benchmarking/CheckState', { SchemeID: empty })).body.Data).toMatchObject({
      Ready: false,
      Message: '请先选择或导入招标清单（招标控制价）',
    })
    expect((await k.get('/Benchmarking/GetDI', { SchemeID: empty })).body).toMatchObject({
      ErrorCode: '1',
      Message: '请先选择或导入招标清单（招标控制价）',
    })
    expect((await k.get('/Benchmarking/GetSchemesByID', { SchemeID: 'nope' })).body).toMatchObject({
      ErrorCode: '1',
      Message: '回标方案编号无效',
    })
  })

  it('lists my projects that have bills as sources', async () => {
    const proId = await k.project({ Project_Name: '有清单的项目' })
    const rowId = await k.structureRow(proId)
    const unitId = randomUUID()
    expect(
      (
        await k.post('/Bill/EditUnit', {
          Type: 'add',
          ID: unitId,
          ProId: proId,
          RowId: rowId,
          Specialty: '土建',
        })
      ).body.ErrorCode,
    ).toBe('0')
    await k.post('/Bill/EditItem', {
      Type: 'add',
      ID: randomUUID(),
      ProId: proId,
      UnitId: unitId,
      Code: '010101001001',
      Name: '平整场地',
      Unit: 'm2',
      Quantity: '1',
      UnitPrice: '2',
    })
    const bare = await k.project({ Project_Name: '空项目' })
    const list = (await k.get('/Benchmarking/GetOriginalProject', {})).body.Data as {
      ID: string
      ItemCount: number
    }[]
    expect(list).toContainEqual({
      ID: proId,
      Project_Name: '有清单的项目',
      UnitCount: 1,
      ItemCount: 1,
    })
    expect(list.map((p) => p.ID)).not.toContain(bare)
  })
})
