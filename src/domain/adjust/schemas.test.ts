import { describe, expect, it } from 'vitest'
import {
  contractSchema,
  dimensionsSchema,
  firstMessage,
  levelConfigSchema,
  needsBaseDate,
  NO_SIGNS_2024,
  schemeSchema,
} from './schemas'

const contract = {
  Name: '某住宅项目施工总承包合同',
  Employer: '甲公司',
  Contractor: '乙公司',
  ContractSum: '10000000',
  BaseDate: '2025-02-01',
  StandardVersion: 'GB/T 50500-2024',
}
const scheme = (over: Record<string, unknown> = {}) => ({
  Name: '2025年调价方案',
  Contract: contract,
  Dimensions: { City: '成都', Periods: ['2025-04', '2025-03'] },
  Title: { ProjectName: '某住宅项目', Section: '一标段' },
  Config: { Levels: 2, Nodes: [] },
  Signs: [],
  ...over,
})
const messageOf = (r: { success: boolean; error?: Parameters<typeof firstMessage>[0] }) =>
  r.success || r.error === undefined ? null : firstMessage(r.error)

describe('contract', () => {
  it('normalises money and takes the defaults: 5 % band, 9 % VAT, arithmetic mean, excess-only', () => {
    const c = contractSchema.parse(contract)
    expect(c).toMatchObject({
      ContractSum: '10000000.00',
      RiskBand: '5',
      TaxRate: '9',
      Averaging: 'mean',
      QuantityReading: 'excess',
      Methods: [],
    })
  })
  it('derives the 合同基准日 from the bid deadline (28 days before)', () => {
    expect(
      contractSchema.parse({ ...contract, BaseDate: '', BidDeadline: '2025-03-01' }).BaseDate,
    ).toBe('2025-02-01')
  })
  it('keeps a contract without 合同基准日 (a new scheme) and says it still needs one', () => {
    const c = contractSchema.parse({ ...contract, BaseDate: '' })
    expect(c.BaseDate).toBe('')
    expect(needsBaseDate(c)).toBe(true)
    expect(needsBaseDate({ BaseDate: '', BidDeadline: '2025-03-01' })).toBe(false)
    expect(needsBaseDate(contractSchema.parse(contract))).toBe(false)
  })
  it.each([
    [{ Name: '' }, '合同名称不能为空'],
    [{ ContractSum: '-1' }, '合同价款不能为负数'],
    [{ ContractSum: '1.234' }, '合同价款应为最多两位小数的数字'],
    [{ BaseDate: '2025-02-30' }, '合同基准日应为有效日期，例如 2025-01-31'],
    [{ BidDeadline: '2025-01-01' }, '合同基准日不能晚于投标截止日'],
    [{ RiskBand: '101' }, '风险幅度不能大于100'],
    [{ RiskBand: '-5' }, '风险幅度不能为负数'],
    [{ StandardVersion: 'GB 50500-2008' }, '计价标准应为GB 50500-2013、GB/T 50500-2024之一'],
    [
      { StandardVersion: 'GB 50500-2013', QuantityReading: 'whole' },
      'GB 50500-2013 规定工程量增加超过15%时仅超出部分调整，不能选择全部工程量调整',
    ],
    [
      {
        Methods: [
          { Target: 'material', Key: '钢筋', Method: 'A.2' },
          { Target: 'material', Key: '钢筋', Method: 'A.1' },
        ],
      },
      '调价对象重复：钢筋',
    ],
    [{ Methods: [{ Target: 'material', Key: '钢筋', Method: 'B.1' }] }, '调价方法应为A.1、A.2之一'],
  ])('refuses %o with a Chinese message', (over, message) => {
    expect(messageOf(contractSchema.safeParse({ ...contract, ...over }))).toBe(message)
  })
})

describe('dimensions and level configurations', () => {
  it('sorts the periods and refuses a repeated one', () => {
    expect(
      dimensionsSchema.parse({ City: '成都', Periods: ['2025-04', '2025-03'] }).Periods,
    ).toEqual(['2025-03', '2025-04'])
    expect(messageOf(dimensionsSchema.safeParse({ Periods: ['2025-03', '2025-03'] }))).toBe(
      '期次不能重复',
    )
    expect(messageOf(dimensionsSchema.safeParse({ Periods: ['2025-13'] }))).toBe(
      '期次应为有效年月，例如 2026-05',
    )
    expect(messageOf(dimensionsSchema.safeParse({ Systems: ['给水', '给水'] }))).toBe(
      '系统重复：给水',
    )
  })
  it('accepts a 3-level tree 等级 → 功能 → 系统 with inherited settings', () => {
    const nodes = [
      {
        Code: 'G1',
        Name: '一级',
        ParentCode: '',
        Dimension: 'grade',
        Method: 'A.2',
        RiskBand: '3',
      },
      { Code: 'F1', Name: '住宅', ParentCode: 'G1', Dimension: 'function' },
      { Code: 'S1', Name: '给水', ParentCode: 'F1', Dimension: 'system', Method: '' },
    ]
    expect(
      levelConfigSchema.parse({ Levels: 3, Nodes: nodes }).Nodes.map((n) => [n.Method, n.RiskBand]),
    ).toEqual([
      ['A.2', '3'],
      ['', ''],
      ['', ''],
    ])
  })
  it.each([
    [
      2,
      [{ Code: 'G1', Name: '一级', ParentCode: '', Dimension: 'grade' }],
      '2级配置第1级应为“功能”，节点“一级”不符',
    ],
    [
      2,
      [{ Code: 'F1', Name: '住宅', ParentCode: 'X', Dimension: 'function' }],
      '节点“住宅”的上级节点不存在：X',
    ],
    [
      2,
      [
        { Code: 'F1', Name: '住宅', ParentCode: '', Dimension: 'function' },
        { Code: 'F1', Name: '办公', ParentCode: '', Dimension: 'function' },
      ],
      '节点编码重复：F1',
    ],
    [
      2,
      [
        { Code: 'F1', Name: '住宅', ParentCode: '', Dimension: 'function' },
        { Code: 'S1', Name: '给水', ParentCode: 'F1', Dimension: 'system' },
        { Code: 'S2', Name: '热水', ParentCode: 'S1', Dimension: 'system' },
      ],
      '节点“热水”超过2级配置的层级',
    ],
    [4, [], '配置层级应为2级或3级'],
  ])('refuses a malformed %i-level tree', (levels, nodes, message) => {
    expect(messageOf(levelConfigSchema.safeParse({ Levels: levels, Nodes: nodes }))).toBe(message)
  })
})

describe('sign-offs (签证)', () => {
  const sign = {
    No: 'QZ-001',
    Title: '基坑降水增加',
    Date: '2025-05-10',
    Amount: '12000.5',
    Reason: '地下水位高于勘察报告',
  }
  it('keeps them on a 2013 contract', () => {
    const s = schemeSchema.parse(
      scheme({ Contract: { ...contract, StandardVersion: 'GB 50500-2013' }, Signs: [sign] }),
    )
    expect(s.Signs[0]?.Amount).toBe('12000.50')
  })
  it('says GB/T 50500-2024 has no 工程签证 on a 2024 contract', () => {
    expect(messageOf(schemeSchema.safeParse(scheme({ Signs: [sign] })))).toBe(NO_SIGNS_2024)
    expect(schemeSchema.safeParse(scheme()).success).toBe(true)
  })
  it('refuses a repeated sign number and a missing date', () => {
    const c2013 = { ...contract, StandardVersion: 'GB 50500-2013' }
    expect(
      messageOf(schemeSchema.safeParse(scheme({ Contract: c2013, Signs: [sign, sign] }))),
    ).toBe('签证编号重复：QZ-001')
    expect(
      messageOf(
        schemeSchema.safeParse(scheme({ Contract: c2013, Signs: [{ ...sign, Date: '' }] })),
      ),
    ).toBe('签证日期不能为空')
  })
})
