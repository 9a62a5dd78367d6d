import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../../projects/structure'
import { sampleBill } from '../sample'
import {
  buildGccpWorkbook,
  fixtureUnitsFromBill,
  largeSample,
  type FixtureOptions,
  type FixtureUnit,
} from './fixtures'
import { readBillGrid } from './layout'
import { parseBillGrid } from './parse'
import { lineAmountFen, toFen } from '../../money'

const ROWS: StructureRow[] = [
  {
    ID: 'r1',
    ProId: 'p',
    ParentID: '',
    Sort: 1,
    Num: '1',
    Project_Name: '1#楼',
    BuiltArea: 10000,
    InArea: 8000,
    SellArea: 9000,
    MultNum: 1,
    TenderID: '',
  },
]
const BILL = sampleBill({ rows: ROWS, seed: 2, specialties: ['土建', '装饰'] })
const UNITS = fixtureUnitsFromBill(BILL, ROWS, '某住宅小区')

async function parse(units: FixtureUnit[], options: Omit<FixtureOptions, 'units'> = {}) {
  return parseBillGrid(await readBillGrid(await buildGccpWorkbook({ units, ...options })))
}
const fields = (u: FixtureUnit) =>
  u.items.map((i) => ({
    kind: i.kind,
    group: i.group,
    Code: i.code,
    Name: i.name,
    Features: i.features,
    Unit: i.unit,
    Quantity: i.quantity,
    UnitPrice: i.price,
  }))

describe('parseBillGrid: 表-08 as pricing tools export it', () => {
  it('reads one sheet per 单位工程 with pages, 本页小计, 分部小计, 合计 and codes stored as numbers', async () => {
    const r = await parse(UNITS, {
      itemsPerPage: 5,
      leadingRows: 2,
      codesAsNumbers: true,
      numbersAsText: true,
      sectionSubtotals: true,
    })
    expect(r.units.map((u) => [u.name, u.title])).toEqual([
      ['1#楼-土建', '某住宅小区-1#楼【土建】'],
      ['1#楼-装饰', '某住宅小区-1#楼【装饰】'],
    ])
    for (const [i, u] of r.units.entries())
      expect(
        u.items.map(
          ({
            sheet: _s,
            row: _r,
            ProvisionalAmount: _p,
            Labour: _l,
            Material: _m,
            Machine: _c,
            Overhead: _o,
            Profit: _f,
            Note: _n,
            StatedAmount: _a,
            ...x
          }) => x,
        ),
      ).toEqual(fields(UNITS[i] as FixtureUnit))
    expect(r.issues.filter((x) => x.level === 'error')).toEqual([])
    expect(
      r.issues.some(
        (x) =>
          x.level === 'warning' &&
          x.message === '项目编码 10101001001 缺少开头的0，已补为 010101001001',
      ),
    ).toBe(true)
    expect(
      r.units[0]?.items.filter((i) => i.kind === '单价措施').map((i) => i.Code.slice(0, 6)),
    ).toEqual(['011701', '011702', '011702', '011702'])
  })

  it('keeps the stated 合价 and every 本页小计 / 分部小计 / 合计 with the items it sums', async () => {
    const r = await parse(UNITS, { itemsPerPage: 5, numbersAsText: true, sectionSubtotals: true })
    for (const [i, u] of r.units.entries()) {
      const fixture = UNITS[i] as FixtureUnit
      expect(u.items.map((x) => toFen(x.StatedAmount ?? 'x'))).toEqual(
        fixture.items.map((x) => lineAmountFen(x.quantity, x.price)),
      )
      const kinds = u.statedTotals.map((t) => t.kind)
      expect(kinds.filter((k) => k === 'page')).toHaveLength(Math.ceil(fixture.items.length / 5))
      expect(kinds.filter((k) => k === 'total')).toHaveLength(1)
      expect(kinds).toContain('group')
      // Each written subtotal is the sum of the stated 合价 of its range, and the 合计 covers every item.
      for (const t of u.statedTotals)
        expect(toFen(t.amount)).toBe(
          u.items.slice(t.from, t.to).reduce((a, x) => a + (toFen(x.StatedAmount ?? 0) ?? 0), 0),
        )
      expect(u.statedTotals.find((t) => t.kind === 'total')).toMatchObject({
        from: 0,
        to: u.items.length,
      })
    }
  })

  it('gives each item its Excel row', async () => {
    const bytes = await buildGccpWorkbook({
      units: UNITS.slice(0, 1),
      itemsPerPage: 4,
      leadingRows: 3,
    })
    const grid = await readBillGrid(bytes)
    const r = parseBillGrid(grid)
    const sheet = grid[0]
    for (const item of r.units[0]?.items ?? []) {
      const excelRow = sheet?.rows.find((x) => x.row === item.row)
      expect(excelRow?.cells[1]).toBe(item.Code)
    }
    // Leading rows push the first header to row 6 (title 4, 工程名称 5).
    expect(sheet?.rows.find((x) => x.cells[0] === '序号')?.row).toBe(6)
  })

  it('reads several 单位工程 in one sheet, header variants and full-width digits', async () => {
    const r = await parse(UNITS, {
      oneSheet: true,
      headerVariant: true,
      fullWidth: true,
      itemsPerPage: 7,
    })
    expect(r.units.map((u) => u.name)).toEqual([
      '某住宅小区-1#楼【土建】',
      '某住宅小区-1#楼【装饰】',
    ])
    expect(r.units.map((u) => u.items.length)).toEqual(UNITS.map((u) => u.items.length))
    expect(r.units[1]?.items.map((i) => i.Quantity)).toEqual(UNITS[1]?.items.map((i) => i.quantity))
    expect(r.issues.filter((x) => x.level === 'error')).toEqual([])
  })

  it('reads a one-row header', async () => {
    const r = await parse(UNITS.slice(1), { singleRowHeader: true })
    expect(r.units[0]?.items.map((i) => i.UnitPrice)).toEqual(UNITS[1]?.items.map((i) => i.price))
  })

  it('reads 表-11 总价措施 and 表-12 其他项目 of the same 单位工程', async () => {
    const r = await parse(UNITS.slice(0, 1))
    const u = r.units[0]
    expect(u?.rates.map((x) => [x.Name, x.Base, x.Rate, x.IsSafety])).toEqual([
      ['安全文明施工费', '分部分项工程费', 3.5, 1],
      ['夜间施工增加费', '分部分项人工费', 0.5, 0],
    ])
    expect(u?.others.map((x) => [x.Kind, x.Amount])).toEqual(
      UNITS[0]?.others?.map((x) => [x.name, x.amount]),
    )
  })

  it('reports bad rows by Excel row in Chinese and leaves them out', async () => {
    const base = {
      kind: '分部分项' as const,
      group: '土石方工程',
      features: '',
      unit: 'm3',
      quantity: 10,
      price: 20,
    }
    const units: FixtureUnit[] = [
      {
        title: '测试【土建】',
        items: [
          { ...base, code: '010101001001', name: '好' },
          { ...base, code: '0101010010011', name: '十三位' },
          { ...base, code: '010101002001', name: '负数', quantity: -1 },
          { ...base, code: '010101001001', name: '重复' },
          { ...base, code: '990101001001', name: '非标准' },
          { ...base, code: '010101003001', name: '多位小数', quantity: 1.23456 },
          { ...base, code: '010101004001', name: '浮点', quantity: 0.1 + 0.2 },
        ],
      },
    ]
    const r = await parse(units)
    const byName = (n: string) => r.units[0]?.items.find((i) => i.Name === n)
    const msgs = r.issues.map((i) => [i.level, i.message])
    expect(r.units[0]?.items.map((i) => i.Name)).toEqual([
      '好',
      '重复',
      '非标准',
      '多位小数',
      '浮点',
    ])
    // A stored binary artefact (0.30000000000000004) is read as 0.3 without a warning.
    expect(byName('浮点')?.Quantity).toBe(0.3)
    expect(r.issues.filter((i) => i.row === byName('浮点')?.row)).toEqual([])
    expect(msgs).toContainEqual(['warning', '工程量按计量单位"m3"取 1.23（原为 1.23456）'])
    expect(msgs).toContainEqual(['error', '项目编码必须是12位数字'])
    expect(msgs).toContainEqual(['error', '工程量不能为负数'])
    expect(msgs).toContainEqual([
      'warning',
      '项目编码 010101001001 与第 6 行重复，已改为 010101001002',
    ])
    expect(byName('重复')?.Code).toBe('010101001002')
    expect(msgs.some(([l, m]) => l === 'warning' && (m ?? '').includes('990101001001'))).toBe(true)
    expect(byName('多位小数')?.Quantity).toBe(1.23)
    expect(r.issues.find((i) => i.message === '工程量不能为负数')?.row).toBe(8)
  })
})

describe('a 20,000-item workbook', () => {
  it('parses every item (time printed)', async () => {
    const { structure, data } = largeSample(20_000)
    const bytes = await buildGccpWorkbook({
      units: fixtureUnitsFromBill(data, structure, '大项目'),
      itemsPerPage: 30,
      numbersAsText: true,
      codesAsNumbers: true,
    })
    const started = performance.now()
    const grid = await readBillGrid(bytes)
    const read = performance.now()
    const r = parseBillGrid(grid)
    const done = performance.now()
    console.info(
      `20,000 items: read ${(read - started).toFixed(0)} ms + parse ${(done - read).toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KiB`,
    )
    expect(r.units.reduce((a, u) => a + u.items.length, 0)).toBe(20_000)
    expect(r.issues.filter((i) => i.level === 'error')).toEqual([])
  }, 120_000)
})

describe('the 计算式 column of 表-08', () => {
  const sheet = (rows: string[][]) => [
    {
      name: '表-08【土建】',
      rows: [
        ['分部分项工程和单价措施项目清单与计价表'],
        [
          '序号',
          '项目编码',
          '项目名称',
          '项目特征描述',
          '计量单位',
          '工程量',
          '综合单价',
          '合价',
          '备注',
          '计算式',
        ],
        ...rows,
      ].map((cells, i) => ({ row: i + 1, cells })),
    },
  ]
  it('reads a 计算式 as the item formula and its value as 工程量; a differing 工程量 or a bad formula is warned', () => {
    const parsed = parseBillGrid(
      sheet([
        [
          '1',
          '010401003001',
          '实心砖墙',
          '',
          'm3',
          '42.09',
          '400',
          '',
          '',
          '(3.6+4.2)「外墙」*2*2.9-1.5*2.1',
        ],
        ['2', '010401003002', '实心砖墙', '', 'm3', '5', '400', '', '', '10/3'],
        ['3', '010401003003', '实心砖墙', '', 'm3', '7', '400', '', '', '2*(3'],
        ['4', '010401003004', '实心砖墙', '', 'm3', '8', '400', '', '', ''],
      ]),
    )
    const items = parsed.units[0]?.items ?? []
    expect(items.map((i) => [i.Formula, i.Quantity])).toEqual([
      ['(3.6+4.2)「外墙」*2*2.9-1.5*2.1', 42.09],
      ['10/3', 3.33],
      [undefined, 7],
      [undefined, 8],
    ])
    expect(parsed.issues.map((i) => [i.row, i.level, i.message])).toEqual([
      [4, 'warning', '工程量 5 与计算式的结果 3.33 不符，按计算式计算'],
      [
        5,
        'warning',
        expect.stringMatching(/^计算式第 3 个字符的左括号缺少对应的右括号，已忽略该计算式$/),
      ],
    ])
  })
})
