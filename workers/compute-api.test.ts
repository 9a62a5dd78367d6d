import { newSchemeDefaults } from '@/domain/adjust/entity'
import { afterEach, describe, expect, it } from 'vitest'
import { expose, releaseProxy, wrap, type Remote } from 'comlink'
import { computeScheme } from '@/domain/benchmark/scheme'
import { billIndicators } from '@/domain/bill/indicators'
import { sampleBill } from '@/domain/bill/sample'
import { NOT_XLSX_MESSAGE } from '@/domain/projects/xlsx'
import type { StructureRow } from '@/domain/projects/structure'
import { adjustHandlers } from './adjust'
import { benchmarkHandlers } from './benchmark'
import { bidReturnHandlers } from './bid-return'
import { billHandlers } from './bill'
import { type ComputeApi, createComputeApi } from './compute-api'
import { estimateHandlers } from './estimate'
import { materialsHandlers } from './materials'
import { projectsHandlers } from './projects'

const BILL_ROWS: StructureRow[] = [
  {
    ID: 'r1',
    ProId: 'p',
    ParentID: '',
    Sort: 1,
    Num: '1',
    Project_Name: '1#楼',
    BuiltArea: 12000,
    InArea: 10000,
    SellArea: 11000,
    MultNum: 2,
    TenderID: '',
  },
]

const project = (id: string, seed: number) => ({
  id,
  name: id,
  meta: { type: '住宅', city: '上海', year: 2024, builtArea: 12000, structureType: '框架' },
  data: sampleBill({ rows: BILL_ROWS, seed, itemsPerUnit: 50 }),
  structure: BILL_ROWS,
})

describe('the compute api, composed of per-area handlers', () => {
  it('offers exactly the methods of its areas, each name in one area', () => {
    const areas = [
      billHandlers(),
      benchmarkHandlers(),
      bidReturnHandlers(),
      adjustHandlers(),
      estimateHandlers(),
      materialsHandlers(),
      projectsHandlers(),
    ].map((a) => Object.keys(a))
    const names = areas.flat()
    expect(new Set(names).size).toBe(names.length)
    expect(Object.keys(createComputeApi()).sort()).toEqual(['ping', ...names].sort())
  })

  it("keeps state per instance: a second worker has none of the first one's projects", () => {
    const one = createComputeApi()
    const other = createComputeApi()
    const t = project('t', 1)
    one.benchmarkLoad([{ version: 'v1', project: t }])
    const request = { level: 'project' as const, target: { id: 't', version: 'v1' }, samples: [] }
    expect(one.benchmarkRun(request).ok).toBe(true)
    expect(other.benchmarkRun(request)).toEqual({ ok: false, missing: ['t'] })
  })
})

describe('the compute api over comlink', () => {
  let channel: MessageChannel | null = null
  let remote: Remote<ComputeApi> | null = null

  const connect = () => {
    channel = new MessageChannel()
    expose(createComputeApi(), channel.port2)
    remote = wrap<ComputeApi>(channel.port1)
    return remote
  }

  afterEach(() => {
    remote?.[releaseProxy]()
    channel?.port1.close()
    channel?.port2.close()
    channel = null
    remote = null
  })

  it('answers a round trip through a MessagePort as the worker would', async () => {
    await expect(connect().ping()).resolves.toBe('pong')
  })

  it('gives the exact use of each resource (人材机汇总) across the port', async () => {
    const compose = {
      Lines: [{ ResourceId: 'brick', Consumption: 0.5 }],
      FeeBase: '人工费' as const,
      OverheadRate: 0,
      ProfitRate: 0,
      RiskRate: 0,
      Derived: 1 as const,
    }
    // A stored item row as IndexedDB holds it (read in the worker).
    const data = { ProId: 'p', UnitId: 'u', Code: '010401003001', Name: '砖墙', Unit: 'm3' }
    const rows = [{ id: 'i', data: { ...data, Quantity: 10.5, Compose: compose } }]
    // 10.5 × 0.5 × 2 copies = 10.5, in 1e-9 units.
    const usage = await connect().billResourceUsage(rows, new Map([['u', 2]]))
    expect(usage).toEqual(new Map([['brick', 10_500_000_000n]]))
  })

  it('sums a bill per unit and gives the same indicators as the whole-bill computation', async () => {
    const api = connect()
    const data = sampleBill({ rows: BILL_ROWS, seed: 5, itemsPerUnit: 200 })
    const totals = new Map()
    for (const u of data.units)
      totals.set(
        u.ID,
        await api.billUnitTotals(
          u.ID,
          data.items.filter((i) => i.UnitId === u.ID),
        ),
      )
    const result = await api.billIndicatorsFromTotals({ ...data, items: [] }, totals, BILL_ROWS)
    const local = billIndicators(data, BILL_ROWS)
    expect(result.project.costFen).toBe(local.project.costFen)
    expect(result.project.costFen).toBe(2 * (local.rows[0]?.costFen ?? 0))
    expect(result.specialties.map((s) => s.specialty)).toEqual(['土建', '装饰', '给排水', '电气'])
  })

  it('runs a 对标 scheme on the projects it keeps with the same figures as in-thread', async () => {
    const api = connect()
    const t = project('t', 7)
    const s = project('s', 8)
    const request = {
      level: 'project' as const,
      indicators: ['perBuilt'],
      target: { id: 't', version: 'v1' },
      samples: [{ id: 's', version: 'v1' }],
    }
    await expect(api.benchmarkRun(request)).resolves.toEqual({ ok: false, missing: ['t', 's'] })
    await api.benchmarkLoad([
      { version: 'v1', project: t },
      { version: 'v1', project: s },
    ])
    const run = await api.benchmarkRun(request)
    if (!run.ok) throw new Error('not run')
    const local = computeScheme({
      level: 'project',
      indicators: ['perBuilt'],
      target: t,
      samples: [s],
    })
    expect(run.result.results[0]?.stats).toEqual(local.results[0]?.stats)
    const page = await api.benchmarkSamples(run.result.runId, 0)
    expect(page?.samples).toEqual(local.results[0]?.samples)
  })

  it('refuses a file that is no workbook with the Chinese message, across the port', async () => {
    const api = connect()
    const csv = new TextEncoder().encode('序号,名称\n1,a')
    await expect(api.readStructureWorkbook(csv, 10)).rejects.toThrow(NOT_XLSX_MESSAGE)
    await expect(api.readMaterialWorkbook(csv)).rejects.toThrow(NOT_XLSX_MESSAGE)
  })

  it('writes the import template and reads it back as its header row', async () => {
    const api = connect()
    const bytes = await api.structureTemplateWorkbook()
    const { sheets } = await api.readStructureWorkbook(bytes, 10)
    expect(sheets.map((x) => x.name)).toEqual(['项目结构', '说明'])
    expect(sheets[0]?.headers[1]).toBe('单项工程名称')
  })
})

describe('the compute api, price readjustment', () => {
  it('keeps a computed scheme by revision and answers pages of the A.2 form without the document', async () => {
    const api = createComputeApi()
    const title = { ProjectName: '某项目', Section: '', Preparer: '', Reviewer: '', Date: '' }
    const periods = Array.from({ length: 12 }, (_, k) => ({
      Period: `2025-${String(k + 1).padStart(2, '0')}`,
      Quantity: '10',
      Prices: [{ Price: String(90 + 2 * k) }],
    }))
    const doc = {
      ...newSchemeDefaults('页'),
      Materials: Array.from({ length: 30 }, (_, i) => ({
        Key: `m${i}`,
        Name: `材料${i}`,
        Spec: '',
        Unit: 't',
        C0: '100',
        T: '',
        Periods: periods,
      })),
    }
    const key = `s:${Date.now()}`
    expect(api.adjustCached(key, title)).toBeNull()
    const first = api.adjustScheme(doc, title, key)
    if (!first.ok) throw new Error(first.message)
    // 360 rows: the totals and the first 300 rows travel; the summary carries no A.2 table.
    expect(first.result.info.count).toBe(360)
    expect('table' in first.result.info).toBe(false)
    expect(first.forms[0]).toMatchObject({ rowCount: 360, rowOffset: 0 })
    expect(first.forms[0]?.rows).toHaveLength(300)
    expect(api.adjustCached(key, title)).toEqual(first)
    const page = api.adjustInfoPage(key, title, { from: 300, to: 600 })
    expect(page?.rows.map((r) => r[0])).toEqual(
      Array.from({ length: 60 }, (_, i) => String(301 + i)),
    )
    expect(page?.totals).toEqual(first.forms[0]?.totals)
    expect(api.adjustInfoPage('unknown', title, { from: 0, to: 10 })).toBeNull()
    expect((await api.exportAdjustScheme(key, title))?.length).toBeGreaterThan(1000)
    // The materials sent in chunks give the same answer; a missing chunk is refused in Chinese.
    api.adjustMaterialsChunk(`${key}c`, 0, doc.Materials.slice(0, 20))
    api.adjustMaterialsChunk(`${key}c`, 1, doc.Materials.slice(20))
    expect(api.adjustScheme({ ...doc, Materials: [] }, title, `${key}c`, undefined, 2)).toEqual({
      ...first,
      key: `${key}c`,
    })
    api.adjustMaterialsChunk(`${key}d`, 0, doc.Materials.slice(0, 20))
    expect(api.adjustScheme({ ...doc, Materials: [] }, title, `${key}d`, undefined, 2)).toEqual({
      ok: false,
      message: '调价计算失败，请重试',
    })
  }, 30_000)
})
