import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows } from '../db/schema/index.ts'
import { openKit, type Kit } from './projects/projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const countRows = async () => (await k.t.db.select().from(syncRows)).length

const contract = (version = 'GB 50500-2013') => ({
  Name: '施工总承包合同',
  Employer: '甲方',
  Contractor: '乙方',
  ContractSum: '10000000',
  BaseDate: '2025-01-01',
  StandardVersion: version,
})
const steel = (price: string | null = '4200') => ({
  Key: 'steel',
  Name: '钢筋',
  Spec: 'HRB400',
  Unit: 't',
  C0: '4000',
  T: '3900',
  Periods: [
    { Period: '2025-03', Quantity: '100', Prices: price === null ? [] : [{ Price: price }] },
  ],
})
const indexData = (b = '0.35') => ({
  A: '0.15',
  Factors: [
    { Name: '人工', B: '0.5', F0: '100', Ft: [{ Period: '2025-03', Values: [{ Value: '110' }] }] },
    { Name: '钢材', B: b, F0: '100', Ft: [{ Period: '2025-03', Values: [{ Value: '120' }] }] },
  ],
  Periods: [{ Period: '2025-03', P0: '10000000' }],
})

async function scheme(fields: Record<string, unknown> = {}, user = 0) {
  const id = randomUUID()
  const res = await k.post(
    '/ModifyPrice/EditScheme',
    { Type: 'add', ID: id, Name: '一期调价', Contract: contract(), ...fields },
    user,
  )
  expect(res.body, String(res.body.Message)).toMatchObject({ ErrorCode: '0' })
  return id
}

describe('调价 (/api/ModifyPrice)', () => {
  it('stores a scheme with its A.1 and A.2 data and a 签证; the part calls read and edit it; a deleted scheme takes its 签证', async () => {
    const proId = await k.project()
    const id = await scheme({ ProId: proId, IndexData: indexData(), Materials: [steel()] })
    const signId = randomUUID()
    expect(
      (
        await k.post('/ModifyPrice/EditSign', {
          Type: 'add',
          ID: signId,
          SchemeId: id,
          No: 'QZ-01',
          Title: '基坑降水',
          Date: '2025-03-05',
          Amount: '1200.5',
        })
      ).body,
    ).toMatchObject({ ErrorCode: '0' })
    expect((await k.row('adjustSigns', signId))?.data).toMatchObject({
      Amount: '1200.50',
      SchemeId: id,
    })

    const list = await k.get('/ModifyPrice/GetSchemes', { ProId: proId })
    expect(list.body.Data).toEqual([
      expect.objectContaining({
        ID: id,
        Name: '一期调价',
        StandardVersion: 'GB 50500-2013',
        Materials: 1,
        HasIndex: true,
        Signs: 1,
      }),
    ])
    expect((await k.get('/ModifyPrice/GetContract', { ID: id })).body.Data).toMatchObject({
      ContractSum: '10000000.00',
      RiskBand: '5',
      TaxRate: '9',
    })

    expect(
      (
        await k.post('/ModifyPrice/EditDimension', {
          ID: id,
          Dimensions: { City: '深圳', Periods: ['2025-04', '2025-03'] },
        })
      ).body.ErrorCode,
    ).toBe('0')
    expect((await k.get('/ModifyPrice/GetDimension', { ID: id })).body.Data).toMatchObject({
      City: '深圳',
      Periods: ['2025-03', '2025-04'],
    })
    expect(
      (
        await k.post('/ModifyPrice/UpdateTitleData', {
          ID: id,
          Title: { ProjectName: '示例工程', Section: '一标段' },
        })
      ).body.ErrorCode,
    ).toBe('0')
    expect((await k.get('/ModifyPrice/GetTitleData', { ID: id })).body.Data).toMatchObject({
      ProjectName: '示例工程',
      Section: '一标段',
    })

    const nodes = [
      { Code: 'G1', Name: '甲级', ParentCode: '', Dimension: 'grade', Method: 'A.1' },
      { Code: 'F1', Name: '住宅', ParentCode: 'G1', Dimension: 'function' },
      { Code: 'S1', Name: '给排水', ParentCode: 'F1', Dimension: 'system', RiskBand: '3' },
    ]
    expect(
      (await k.post('/ModifyPrice/EditThreeConfig', { ID: id, Nodes: nodes })).body.ErrorCode,
    ).toBe('0')
    expect(
      (await k.get('/ModifyPrice/GetPZByOne', { ID: id, Code: 'S1' })).body.Data,
    ).toMatchObject({ EffectiveMethod: 'A.1', EffectiveBand: '3' })
    expect((await k.get('/ModifyPrice/GetPZChild', { ID: id, Code: 'G1' })).body.Data).toEqual([
      expect.objectContaining({ Code: 'F1', Children: 1 }),
    ])
    expect(
      (
        await k.post('/ModifyPrice/EditGN', {
          ID: id,
          Code: 'F2',
          Name: '商业',
          ParentCode: 'G1',
          Method: 'A.2',
        })
      ).body.ErrorCode,
    ).toBe('0')
    expect(
      (await k.get('/ModifyPrice/GetLevelOfGN', { ID: id, Code: 'G1' })).body.Data,
    ).toHaveLength(2)
    expect(
      (await k.post('/ModifyPrice/GetPZByWD', { ID: id, Dimension: 'system' })).body.Data,
    ).toEqual([expect.objectContaining({ Code: 'S1' })])
    const bad = await k.post('/ModifyPrice/EditThreeConfigOfOne', {
      ID: id,
      Node: { Code: 'X', Name: '错层', ParentCode: 'S1', Dimension: 'system' },
    })
    expect(bad.body).toMatchObject({
      ErrorCode: '1',
      Message: expect.stringContaining('超过3级') as unknown,
    })

    const copy = await k.get('/ModifyPrice/CopySave', { ID: id })
    const copyId = String((copy.body.Data as { ID: string }).ID)
    expect((await k.row('adjustSchemes', copyId))?.data).toMatchObject({
      Name: '一期调价（副本）',
      Materials: [steel()],
    })
    expect(
      ((await k.get('/ModifyPrice/GetSign', { ID: copyId })).body.Data as { Signs: unknown[] })
        .Signs,
    ).toHaveLength(1)
    expect((await k.get('/ModifyPrice/ResetData', { ID: copyId })).body.ErrorCode).toBe('0')
    expect((await k.row('adjustSchemes', copyId))?.data).toMatchObject({
      IndexData: null,
      Materials: [],
      QuantityItems: [],
      Contract: expect.objectContaining({ Name: '施工总承包合同' }) as unknown,
    })

    expect(
      (await k.post('/ModifyPrice/EditScheme', { Type: 'delete', ID: id })).body.ErrorCode,
    ).toBe('0')
    expect((await k.row('adjustSigns', signId))?.deleted).toBe(true)
  })

  it('refuses weights not summing to 1, a negative index, a period without a price and 签证 on a 2024 contract, writing nothing', async () => {
    const id = await scheme()
    const v2024 = await scheme({ Contract: contract('GB/T 50500-2024') })
    const before = await countRows()
    const negative = indexData()
    negative.Factors[0]!.Ft[0]!.Values[0]!.Value = '-110'
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/ModifyPrice/EditScheme',
        { Type: 'update', ID: id, IndexData: indexData('0.3') },
        '定值权重与变值权重之和应为1（现为0.95）',
      ],
      [
        '/ModifyPrice/EditScheme',
        { Type: 'update', ID: id, IndexData: negative },
        '现行价格指数不能为负数',
      ],
      [
        '/ModifyPrice/EditScheme',
        { Type: 'update', ID: id, Materials: [steel(null)] },
        '“钢筋”在2025-03期没有价格',
      ],
      [
        '/ModifyPrice/EditScheme',
        { Type: 'add', ID: randomUUID(), Name: '新方案', Materials: [steel(null)] },
        '没有价格',
      ],
      [
        '/ModifyPrice/EditSign',
        {
          Type: 'add',
          ID: randomUUID(),
          SchemeId: v2024,
          No: 'QZ-1',
          Title: '签证',
          Date: '2025-03-01',
          Amount: '1',
        },
        'GB/T 50500-2024 不设工程签证',
      ],
    ]
    for (const [path, body, message] of cases) {
      const res = await k.post(path, body)
      expect(res.body.ErrorCode, message).toBe('1')
      expect(res.body.Message).toContain(message)
    }
    expect(await countRows()).toBe(before)
    const signed = await scheme()
    await k.post('/ModifyPrice/EditSign', {
      Type: 'add',
      ID: randomUUID(),
      SchemeId: signed,
      No: 'QZ-1',
      Title: '签证',
      Date: '2025-03-01',
      Amount: '1',
    })
    const change = await k.post('/ModifyPrice/EditContract', {
      ID: signed,
      Contract: contract('GB/T 50500-2024'),
    })
    expect(change.body).toMatchObject({
      ErrorCode: '1',
      Message: expect.stringContaining('已有签证') as unknown,
    })
    expect(
      ((await k.get('/ModifyPrice/GetSign', { ID: v2024 })).body.Data as { Applicable: boolean })
        .Applicable,
    ).toBe(false)
  })

  it('stores a new scheme sent as the client form sends it (IndexData empty = no index data yet) and clears index data sent empty', async () => {
    const id = randomUUID()
    const body = `Type=add&ID=${id}&Name=${encodeURIComponent('新建方案')}&Contract=${encodeURIComponent(JSON.stringify(contract()))}&IndexData=&Materials=%5B%5D&QuantityItems=%5B%5D`
    const res = await k.app.request('/api/ModifyPrice/EditScheme', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'X-Token': k.users[0]?.token ?? '',
      },
      body,
    })
    expect(await res.json()).toMatchObject({ ErrorCode: '0' })
    expect((await k.row('adjustSchemes', id))?.data).toMatchObject({
      IndexData: null,
      Materials: [],
    })
    expect(
      (await k.post('/ModifyPrice/EditScheme', { Type: 'update', ID: id, IndexData: indexData() }))
        .body,
    ).toMatchObject({ ErrorCode: '0' })
    expect(
      (await k.post('/ModifyPrice/EditScheme', { Type: 'update', ID: id, IndexData: null })).body,
    ).toMatchObject({ ErrorCode: '0' })
    expect((await k.row('adjustSchemes', id))?.data['IndexData']).toBeNull()
    expect(
      (await k.post('/ModifyPrice/EditScheme', { Type: 'update', ID: id, Contract: '' })).body,
    ).toMatchObject({ ErrorCode: '1', Message: '合同不能为空' })
  })

  it("keeps another user's scheme out of reach: no read, no edit, no 签证, not listed", async () => {
    const id = await scheme({}, 1)
    expect((await k.get('/ModifyPrice/GetContract', { ID: id })).body.ErrorCode).toBe('403')
    expect(
      (await k.post('/ModifyPrice/EditScheme', { Type: 'update', ID: id, Name: '改名' })).body
        .ErrorCode,
    ).toBe('403')
    expect((await k.get('/ModifyPrice/CopySave', { ID: id })).body.ErrorCode).toBe('403')
    expect(
      (
        await k.post('/ModifyPrice/EditSign', {
          Type: 'add',
          ID: randomUUID(),
          SchemeId: id,
          No: 'Q',
          Title: 'T',
          Date: '2025-01-01',
          Amount: '1',
        })
      ).body.ErrorCode,
    ).toBe('403')
    expect(
      ((await k.get('/ModifyPrice/GetSchemes', {})).body.Data as { ID: string }[]).some(
        (s) => s.ID === id,
      ),
    ).toBe(false)
    expect((await k.row('adjustSchemes', id))?.data['Name']).toBe('一期调价')
  })
})
