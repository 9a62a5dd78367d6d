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
type Result = {
  key: string
  group: string
  stats: {
    n: number
    median: number
    p25: number
    target: number
    flag: string | null
    confidence: string
  }
  samples: { projectId: string; value: number }[]
}

/** A priced project: one 单项 of `area` m², one 土建 unit, one item of 100 m³ at `price`. */
async function priced(price: number, user = 0, area = 1000, fields: Record<string, unknown> = {}) {
  const proId = await k.project({ ProjectType: '住宅', City: '上海', Year: 2023, ...fields }, user)
  const rowId = await k.structureRow(
    proId,
    { BuiltArea: area, InArea: area * 0.8, SellArea: area * 0.9 },
    user,
  )
  const unitId = randomUUID()
  expect(
    (
      await k.post(
        '/Bill/EditUnit',
        { Type: 'add', ID: unitId, ProId: proId, RowId: rowId, Specialty: '土建' },
        user,
      )
    ).body.ErrorCode,
  ).toBe('0')
  const itemId = randomUUID()
  const item = {
    Type: 'add',
    ID: itemId,
    ProId: proId,
    UnitId: unitId,
    Code: '010501004001',
    Name: '满堂基础',
    Unit: 'm3',
    Quantity: '100',
    UnitPrice: String(price),
  }
  expect((await k.post('/Bill/EditItem', item, user)).body.ErrorCode).toBe('0')
  return { proId, itemId }
}

async function scheme(fields: Record<string, unknown>, user = 0) {
  const id = randomUUID()
  const res = await k.post(
    '/NewBenchmarking/EditScheme',
    { Type: 'add', ID: id, SchemeName: '住宅对标', ...fields },
    user,
  )
  return { id, res }
}

describe('对标分析 (/api/NewBenchmarking)', () => {
  it('computes a scheme: n, PERCENTILE.INC quartiles, the flag and confidence, and traces a figure to its bill rows', async () => {
    const target = await priced(900)
    const samples = [await priced(400), await priced(500), await priced(600), await priced(1000)]
    const { id, res } = await scheme({
      TargetId: target.proId,
      SampleIds: JSON.stringify(samples.map((s) => s.proId)),
      DeviationLimit: '',
    })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { ID: id } })
    const all = await k.get('/NewBenchmarking/GetAll', { ID: id })
    expect(all.body.ErrorCode).toBe('0')
    const data = all.body.Data as { Results: Result[]; SampleIds: string[] }
    expect(data.SampleIds).toHaveLength(4)
    const per = data.Results.find((r) => r.key === 'perBuilt') as Result
    const values = per.samples.map((s) => s.value).sort((a, b) => a - b)
    // 单方造价 is proportional to the price: 400 : 500 : 600 : 1000.
    expect(values[1]! / values[0]!).toBeCloseTo(500 / 400, 6)
    expect(values[3]! / values[0]!).toBeCloseTo(1000 / 400, 6)
    expect(per.stats.n).toBe(4)
    expect(per.stats.median).toBeCloseTo((values[1]! + values[2]!) / 2, 6) // h = 1.5
    expect(per.stats.p25).toBeCloseTo(values[0]! + 0.75 * (values[1]! - values[0]!), 6) // h = 0.75
    expect(per.stats.target / values[0]!).toBeCloseTo(900 / 400, 6)
    expect(per.stats).toMatchObject({ flag: '偏高', confidence: '低' })

    const limited = await k.post('/NewBenchmarking/EditScheme', {
      Type: 'update',
      ID: id,
      DeviationLimit: '20',
    })
    expect(limited.body.ErrorCode).toBe('0')
    const di = await k.get('/NewBenchmarking/GetDI', { ID: id })
    expect(
      (di.body.Data as { Key: string; Flag: string }[]).find((r) => r.Key === 'perBuilt')?.Flag,
    ).toBe('异常')

    const from = await k.get('/NewBenchmarking/GetDataFrom', {
      ID: id,
      Key: 'perBuilt',
      ProjectId: samples[0]!.proId,
    })
    expect(from.body.ErrorCode).toBe('0')
    expect((from.body.Data as { Items: { ID: string }[] }).Items.map((i) => i.ID)).toEqual([
      samples[0]!.itemId,
    ])

    const state = await k.get('/NewBenchmarking/CheckState', { ID: id })
    expect(state.body.Data).toMatchObject({
      Ready: true,
      TargetOk: true,
      SampleCount: 4,
      Missing: [],
    })
    const level = await k.get('/NewBenchmarking/ChangeLevel', { ID: id, Level: 'specialty' })
    expect(level.body.ErrorCode).toBe('0')
    const tabs = await k.get('/NewBenchmarking/GetTabInfo', { ID: id })
    expect((tabs.body.Data as { Group: string }[]).map((t) => t.Group)).toEqual(['土建'])
  })

  it("lists, reads and copies only the caller's schemes; another user's scheme is refused", async () => {
    const mine = await scheme({ SchemeName: '酒店对标' })
    const theirs = await scheme({ SchemeName: '别人的方案' }, 1)
    const list = await k.get('/NewBenchmarking/GetSchemes', {})
    const names = (list.body.Data as { SchemeName: string }[]).map((s) => s.SchemeName)
    expect(names).toContain('酒店对标')
    expect(names).not.toContain('别人的方案')
    expect((await k.get('/NewBenchmarking/GetSchemesByID', { ID: theirs.id })).body.ErrorCode).toBe(
      '403',
    )
    const before = await countRows()
    expect(
      (
        await k.post('/NewBenchmarking/EditScheme', {
          Type: 'update',
          ID: theirs.id,
          SchemeName: '改',
        })
      ).body.ErrorCode,
    ).toBe('403')
    expect((await k.get('/NewBenchmarking/CopySchemes', { ID: theirs.id })).body.ErrorCode).toBe(
      '403',
    )
    expect((await k.get('/NewBenchmarking/GetAll', { ID: theirs.id })).body.ErrorCode).toBe('403')
    expect(await countRows()).toBe(before)
    const copy = await k.get('/NewBenchmarking/CopySchemes', { ID: mine.id })
    expect(copy.body.ErrorCode).toBe('0')
    const copied = await k.get('/NewBenchmarking/GetSchemesByID', {
      ID: (copy.body.Data as { ID: string }).ID,
    })
    expect(copied.body.Data).toMatchObject({ SchemeName: '酒店对标-副本' })
  })

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const other = await priced(500, 1)
    const before = await countRows()
    const cases: [Record<string, unknown>, string][] = [
      [{ SchemeName: '  ' }, '方案名称不能为空'],
      [{ Level: 'galaxy' }, '对标层级无效'],
      [{ SampleIds: '[not json' }, '样本项目格式不正确'],
      [{ SampleIds: JSON.stringify(['x']) }, '样本项目编号无效'],
      [{ DeviationLimit: '-5' }, '偏差率限额'],
      [{ Filter: JSON.stringify({ planet: 'x' }) }, '样本筛选格式不正确'],
    ]
    for (const [fields, message] of cases) {
      const { res } = await scheme(fields)
      expect(res.body.ErrorCode, message).toBe('1')
      expect(res.body.Message).toContain(message)
    }
    // Another user's project is neither a target nor (unreleased) a sample.
    expect((await scheme({ TargetId: other.proId })).res.body.ErrorCode).toBe('403')
    const ok = await scheme({})
    const after = await countRows()
    expect(after).toBe(before + 1)
    const samples = await k.post('/NewBenchmarking/EditProject_ComparisonScheme', {
      ID: ok.id,
      SampleIds: JSON.stringify([other.proId]),
    })
    expect(samples.body).toMatchObject({ ErrorCode: '1', Message: '样本项目不存在或不可用' })
    const candidates = await k.get('/NewBenchmarking/GetOriginalProject', {
      ID: ok.id,
      City: '上海',
    })
    expect((candidates.body.Data as { ID: string }[]).map((c) => c.ID)).not.toContain(other.proId)
    expect(await countRows()).toBe(after)
  })

  it('clears the target when its project is deleted; CheckState then says so', async () => {
    const target = await priced(700)
    const { id } = await scheme({ TargetId: target.proId })
    expect((await k.get('/SjyqList/DeleteProJect', { ID: target.proId })).body.ErrorCode).toBe('0')
    expect((await k.row('benchmarkSchemes', id))?.data).toMatchObject({ TargetId: '' })
    expect((await k.get('/NewBenchmarking/CheckState', { ID: id })).body.Data).toMatchObject({
      Ready: false,
      TargetOk: false,
      Message: '请先选择目标项目',
    })
  })
})
