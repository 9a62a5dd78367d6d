import type { BillResource, Compose } from './compose-entity'
import type { BillData, BillItem } from './model'
import { composedFields, composeFen, pricesById } from './compose'
import { billItems } from './entities'
import { createDefaults } from '../entity/define'
import type { StructureRow } from '../projects/structure'

/** A project resource for the 组价 tests: named by its id, no code, spec or unit, no flags. */
export const testResource = (
  ID: string,
  Kind: BillResource['Kind'],
  Price: number | null,
  over: Partial<BillResource> = {},
): BillResource => ({
  ID,
  ProId: 'p',
  Kind,
  Code: '',
  Name: ID,
  Spec: '',
  Unit: '',
  Price,
  Supplied: 0,
  Provisional: 0,
  Typed: 0,
  Sort: 0,
  ...over,
})

/**
 * A 单位工程 of two composed items with hand-worked parts (表-09 and the 人材机 forms' tests,
 * docs/bill.md "Excel forms"):
 * - 实心砖墙 10 m3: 人工 1.32 × 120 = 158.40; 标准砖 (暂估) 0.5314 × 520 = 276.328 and 砂浆
 *   0.2261 × 310.5 = 70.20405 → 材料费 346.53; 灰浆搅拌机 0.038 × 215.26 = 8.17988 → 8.18;
 *   管理费 (158.40 + 8.18) × 12 % = 19.9896 → 19.99, 利润 × 8 % = 13.3264 → 13.33;
 *   综合单价 546.43.
 * - 矩形柱 5 m3: 人工 0.5 × 120 = 60.00; C30 (甲供) 1.01 × 480 = 484.80; on 直接费 544.80:
 *   管理费 5 % = 27.24, 利润 3 % = 16.344 → 16.34 plus 风险 1 % = 5.448 → 5.45, 利润 21.79;
 *   综合单价 593.83.
 * - a third item composed but informative (Derived 0, typed 999) and a fourth not composed.
 */
export const COMPOSED_RESOURCES: BillResource[] = [
  testResource('lab', '人工', 120, { Code: '00010001', Name: '综合工日', Unit: '工日' }),
  testResource('brick', '材料', 520, {
    Code: '04130001',
    Name: '标准砖',
    Spec: '240×115×53',
    Unit: '千块',
    Provisional: 1,
    Sort: 1,
  }),
  testResource('mortar', '材料', 310.5, {
    Code: '80010001',
    Name: '水泥砂浆',
    Spec: 'M5',
    Unit: 'm3',
    Sort: 2,
  }),
  testResource('c30', '材料', 480, {
    Code: '80210001',
    Name: '商品混凝土',
    Spec: 'C30',
    Unit: 'm3',
    Supplied: 1,
    Sort: 3,
  }),
  testResource('mixer', '机械', 215.26, {
    Code: '99050001',
    Name: '灰浆搅拌机',
    Spec: '200L',
    Unit: '台班',
  }),
  testResource('idle', '材料', 12, { Code: '01000001', Name: '未用材料', Unit: 'kg', Sort: 9 }),
]

const composeOf = (lines: [string, number][], over: Partial<Compose> = {}): Compose => ({
  Lines: lines.map(([ResourceId, Consumption]) => ({ ResourceId, Consumption })),
  FeeBase: '人工费+机械费',
  OverheadRate: 0,
  ProfitRate: 0,
  RiskRate: 0,
  Derived: 1,
  ...over,
})

const composedItem = (
  ID: string,
  Sort: number,
  Code: string,
  Name: string,
  Quantity: number,
  Compose: Compose | undefined,
  typed: number,
): BillItem => {
  const fields =
    Compose?.Derived === 1
      ? composedFields(composeFen(Compose, pricesById(COMPOSED_RESOURCES)))
      : null
  return {
    ...createDefaults(billItems),
    Materials: [],
    ID,
    ProId: 'p',
    UnitId: 'u1',
    Sort,
    Code,
    Name,
    Unit: 'm3',
    Quantity,
    UnitPrice: typed,
    ...fields,
    ...(Compose ? { Compose } : {}),
  }
}

export const COMPOSED_ITEMS: BillItem[] = [
  composedItem(
    'wall',
    1,
    '010401003001',
    '实心砖墙',
    10,
    composeOf(
      [
        ['lab', 1.32],
        ['brick', 0.5314],
        ['mortar', 0.2261],
        ['mixer', 0.038],
      ],
      { OverheadRate: 12, ProfitRate: 8 },
    ),
    0,
  ),
  composedItem(
    'column',
    2,
    '010502001001',
    '矩形柱',
    5,
    composeOf(
      [
        ['lab', 0.5],
        ['c30', 1.01],
      ],
      { FeeBase: '直接费', OverheadRate: 5, ProfitRate: 3, RiskRate: 1 },
    ),
    0,
  ),
  composedItem(
    'typed',
    3,
    '010502002001',
    '构造柱',
    2,
    composeOf([['lab', 1]], { Derived: 0 }),
    999,
  ),
  composedItem('plain', 4, '010503001001', '基础梁', 3, undefined, 450),
]

/** The 单位工程 (土建, tax 9 %) of COMPOSED_ITEMS as a bill, with its resources. */
export function composedBill(version: BillData['version'] = 'GB 50500-2013'): BillData {
  return {
    version,
    units: [
      {
        ID: 'u1',
        ProId: 'p',
        RowId: 'r1',
        Specialty: '土建',
        SpecialtyCustom: 0,
        Name: '',
        Sort: 0,
        TaxRate: 9,
      },
    ],
    groups: [],
    items: COMPOSED_ITEMS,
    rates: [],
    others: [],
    resources: COMPOSED_RESOURCES,
  }
}

/** The structure row of composedBill's 单位工程: 1#楼, built twice (the 人材机 quantities count it twice). */
export const COMPOSED_STRUCTURE: StructureRow[] = [
  {
    ID: 'r1',
    ProId: 'p',
    ParentID: '',
    Sort: 0,
    Num: '',
    Project_Name: '1#楼',
    BuiltArea: null,
    InArea: null,
    SellArea: null,
    MultNum: 2,
    TenderID: '',
  },
]
