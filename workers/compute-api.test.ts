import { newSchemeDefaults } from '@/domain/adjust/entity'
import { afterEach, describe, expect, it } from 'vitest'
import { expose, releaseProxy, wrap } from 'comlink'
import { type ComputeApi, computeApi } from './compute-api'
import { sampleBill } from '@/domain/bill/sample'
import type { StructureRow } from '@/domain/projects/structure'

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

describe('compute api, called directly', () => {
  it('offers the domain formatters', () => {
    expect(computeApi.formatMoney(1234567.891)).toBe('1,234,567.89')
    expect(computeApi.formatMoneyUnit(123456789)).toBe('1.23亿')
    expect(computeApi.fixed2(1.005)).toBe('1.01')
    expect(computeApi.fixed6('0.1234565')).toBe('0.123457')
    expect(computeApi.formatArea(88.5)).toBe('88.50')
    expect(computeApi.formatPercent(0.25, 1)).toBe('25.0%')
    expect(computeApi.toChineseOrdinal(21)).toBe('二十一')
    expect(computeApi.tenderName(3)).toBe('第三标段')
    expect(computeApi.ping()).toBe('pong')
  })

  it.each([
    ['money', [1000, -2.5, null], ['1,000.00', '-2.50', '--']],
    ['moneyUnit', [123456789, 12345, 12], ['1.23亿', '1.23万', '12.00']],
    ['fixed2', ['3.14159', ''], ['3.14', '--']],
    ['fixed6', [1], ['1.000000']],
    ['area', [1234.567], ['1,234.57']],
    ['percent', [0.1234], ['12.34%']],
    ['ordinal', [1, 30, 31], ['一', '三十', '31']],
    ['tender', [2, '12'], ['第二标段', '第十二标段']],
  ] as const)('formatMany(%s) formats a whole column', (kind, values, expected) => {
    expect(computeApi.formatMany(kind, values)).toEqual(expected)
  })

  it('offers the benchmark statistics', () => {
    expect(computeApi.benchmarkStats([1, 2, 3, 4], 2.5)).toMatchObject({
      n: 4,
      p25: 1.75,
      median: 2.5,
      p75: 3.25,
      flag: '正常',
    })
  })
})

describe('compute api over comlink', () => {
  let channel: MessageChannel | null = null

  afterEach(() => {
    channel?.port1.close()
    channel?.port2.close()
    channel = null
  })

  it('answers a round trip through a MessagePort as the worker would', async () => {
    channel = new MessageChannel()
    expose(computeApi, channel.port2)
    const remote = wrap<ComputeApi>(channel.port1)
    await expect(remote.ping()).resolves.toBe('pong')
    await expect(remote.formatMoney(-1234.5)).resolves.toBe('-1,234.50')
    await expect(remote.formatMany('tender', [1, 30])).resolves.toEqual(['第一标段', '第三十标段'])
    // [10, 20, 30, 40]: P25 17.5, P75 32.5, upper fence 32.5 + 1.5 × 15 = 55 → 60 is 异常.
    await expect(remote.benchmarkStats([10, 20, 30, 40], 60)).resolves.toMatchObject({
      n: 4,
      median: 25,
      flag: '异常',
      confidence: '低',
    })
    remote[releaseProxy]()
  })

  it('computes bill indicators off the calling thread with the same figures', async () => {
    channel = new MessageChannel()
    expose(computeApi, channel.port2)
    const remote = wrap<ComputeApi>(channel.port1)
    const data = sampleBill({ rows: BILL_ROWS, seed: 5, itemsPerUnit: 200 })
    const local = computeApi.billIndicators(data, BILL_ROWS)
    const result = await remote.billIndicators(data, BILL_ROWS)
    expect(result.project.costFen).toBe(local.project.costFen)
    expect(result.project.costFen).toBe(2 * (local.rows[0]?.costFen ?? 0))
    expect(result.specialties.map((s) => s.specialty)).toEqual(['土建', '装饰', '给排水', '电气'])
    expect(result.summary.units.size).toBe(4)
    remote[releaseProxy]()
  })

  it('runs a 回标 analysis and a 对标 scheme through the port with the same figures as in-thread', async () => {
    channel = new MessageChannel()
    expose(computeApi, channel.port2)
    const remote = wrap<ComputeApi>(channel.port1)
    const tender = sampleBill({ rows: BILL_ROWS, seed: 7, itemsPerUnit: 50 })
    const bidder = sampleBill({ rows: BILL_ROWS, seed: 8, itemsPerUnit: 50 })
    const input = { tender: { data: tender }, bidders: [{ id: 'b1', name: '甲', data: bidder }] }
    const local = computeApi.bidReturnAnalysis(input)
    const remoteResult = await remote.bidReturnAnalysis(input)
    expect(remoteResult.totals).toEqual(local.totals)
    expect(remoteResult.items).toHaveLength(tender.items.length)
    const project = (id: string, data: typeof tender) => ({
      id,
      name: id,
      meta: { type: '住宅', city: '上海', year: 2024, builtArea: 12000, structureType: '框架' },
      data,
      structure: BILL_ROWS,
    })
    const scheme = await remote.benchmarkScheme({
      target: project('t', tender),
      samples: [project('s', bidder)],
      level: 'project',
      indicators: ['perBuilt'],
    })
    expect(scheme.results[0]?.stats.n).toBe(1)
    expect(scheme.results[0]?.stats.target).toBe(
      computeApi.billIndicators(tender, BILL_ROWS).project.perBuilt,
    )
    remote[releaseProxy]()
  })
})

describe('compute api, price readjustment', () => {
  it('computes a scheme with its forms, and refuses bad input in Chinese', () => {
    const index = {
      A: '0.42',
      Factors: [
        {
          Name: '人工',
          B: '0.13',
          F0: '100',
          Ft: [{ Period: '2025-03', Values: [{ Value: '120' }] }],
        },
        {
          Name: '钢材',
          B: '0.45',
          F0: '1000',
          Ft: [{ Period: '2025-03', Values: [{ Value: '1200' }] }],
        },
      ],
      Periods: [{ Period: '2025-03', P0: '10000000' }],
    }
    const title = { ProjectName: '某项目', Section: '', Preparer: '', Reviewer: '', Date: '' }
    const out = computeApi.priceAdjustmentWithForms({ Index: index }, title)
    expect(out.ok && out.result.index?.total.differenceFen).toBe(116_000_000)
    expect(out.ok && 'forms' in out ? out.forms.map((f) => f.formNo) : []).toEqual([
      '表G.2.1-2',
      '表G.2.1-2',
    ])
    expect(computeApi.priceAdjustment({ Index: { ...index, A: '0.4' } })).toEqual({
      ok: false,
      message: '定值权重与变值权重之和应为1（现为0.98）',
    })
  })

  it('keeps a computed scheme by revision and answers pages of the A.2 form without the document', async () => {
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
    expect(computeApi.adjustCached(key, title)).toBeNull()
    const first = computeApi.adjustScheme(doc, title, key)
    if (!first.ok) throw new Error(first.message)
    // 360 rows: the totals and the first 300 rows travel; the summary carries no A.2 table.
    expect(first.result.info.count).toBe(360)
    expect('table' in first.result.info).toBe(false)
    expect(first.forms[0]).toMatchObject({ rowCount: 360, rowOffset: 0 })
    expect(first.forms[0]?.rows).toHaveLength(300)
    expect(computeApi.adjustCached(key, title)).toEqual(first)
    const page = computeApi.adjustInfoPage(key, title, { from: 300, to: 600 })
    expect(page?.rows.map((r) => r[0])).toEqual(
      Array.from({ length: 60 }, (_, i) => String(301 + i)),
    )
    expect(page?.totals).toEqual(first.forms[0]?.totals)
    expect(computeApi.adjustInfoPage('unknown', title, { from: 0, to: 10 })).toBeNull()
    expect((await computeApi.exportAdjustScheme(key, title))?.length).toBeGreaterThan(1000)
    // The materials sent in chunks give the same answer; a missing chunk is refused in Chinese.
    computeApi.adjustMaterialsChunk(`${key}c`, 0, doc.Materials.slice(0, 20))
    computeApi.adjustMaterialsChunk(`${key}c`, 1, doc.Materials.slice(20))
    expect(
      computeApi.adjustScheme({ ...doc, Materials: [] }, title, `${key}c`, undefined, 2),
    ).toEqual({ ...first, key: `${key}c` })
    computeApi.adjustMaterialsChunk(`${key}d`, 0, doc.Materials.slice(0, 20))
    expect(
      computeApi.adjustScheme({ ...doc, Materials: [] }, title, `${key}d`, undefined, 2),
    ).toEqual({ ok: false, message: '调价计算失败，请重试' })
  }, 30_000)
})
