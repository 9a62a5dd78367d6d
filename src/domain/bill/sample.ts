import { mulberry32 } from '../random'
import type { StandardVersion } from '../projects/model'
import { rollUp, buildTree, flattenTree, type StructureRow } from '../projects/structure'
import { appendixName, isMeasureCode } from './codes'
import type { BillData, BillGroup, BillItem, BillOther, BillRate, BillUnit } from './model'
import { quantityDecimals, roundQuantity } from './quantity'

/**
 * Plausible bills made from a structure (tests, benches, demo data): per row and 专业, items of
 * a small catalogue of real 清单 lines, quantities from the row's 建筑面积 × a typical 含量,
 * unit prices in a typical range with a composition that adds up to the 综合单价 exactly.
 * Deterministic for a seed.
 */

/** [9-digit code, 项目名称, 计量单位, price from, price to, 含量 per m² of 建筑面积, 项目特征]. */
type Entry = readonly [string, string, string, number, number, number, string]

export const CATALOGUE: Readonly<Record<string, readonly Entry[]>> = {
  土建: [
    ['010101001', '平整场地', 'm2', 2, 5, 0.3, '1. 土壤类别：三类土\n2. 弃土运距：场内平衡'],
    ['010101004', '挖基坑土方', 'm3', 25, 45, 0.4, '1. 土壤类别：三类土\n2. 挖土深度：4m以内'],
    ['010103001', '回填方', 'm3', 15, 30, 0.2, '1. 密实度要求：≥0.94\n2. 填方材料：素土'],
    [
      '010402001',
      '砌块墙',
      'm3',
      480,
      620,
      0.12,
      '1. 砌块品种：蒸压加气混凝土砌块\n2. 砂浆强度等级：M5混合砂浆',
    ],
    [
      '010501001',
      '垫层',
      'm3',
      480,
      560,
      0.02,
      '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C15',
    ],
    ['010501004', '满堂基础', 'm3', 520, 600, 0.08, '1. 混凝土强度等级：C35 P6'],
    ['010502001', '矩形柱', 'm3', 560, 650, 0.05, '1. 混凝土强度等级：C40'],
    ['010503002', '矩形梁', 'm3', 540, 620, 0.06, '1. 混凝土强度等级：C30'],
    ['010504001', '直形墙', 'm3', 550, 630, 0.06, '1. 混凝土强度等级：C35'],
    ['010505001', '有梁板', 'm3', 530, 610, 0.12, '1. 混凝土强度等级：C30'],
    ['010515001', '现浇构件钢筋', 't', 4800, 5600, 0.045, '1. 钢筋种类、规格：HRB400 Φ10以上'],
    ['010802001', '金属（塑钢）门', 'm2', 450, 800, 0.03, '1. 门框、扇材质：钢质防火门'],
    [
      '010807001',
      '金属（塑钢、断桥）窗',
      'm2',
      500,
      900,
      0.15,
      '1. 框、扇材质：断桥铝合金\n2. 玻璃品种：中空玻璃',
    ],
    ['010902001', '屋面卷材防水', 'm2', 45, 80, 0.15, '1. 卷材品种：SBS改性沥青防水卷材 3mm'],
    ['011701001', '综合脚手架', 'm2', 25, 45, 1, '1. 建筑结构形式：框架剪力墙'],
    ['011702001', '基础', 'm2', 55, 75, 0.1, '1. 基础类型：满堂基础'],
    ['011702011', '直形墙', 'm2', 60, 80, 0.3, ''],
    ['011702014', '有梁板', 'm2', 65, 85, 0.8, '1. 支撑高度：3.6m以内'],
  ],
  装饰: [
    [
      '011101001',
      '水泥砂浆楼地面',
      'm2',
      35,
      60,
      0.5,
      '1. 面层厚度、砂浆配合比：20厚1:2.5水泥砂浆',
    ],
    ['011102003', '块料楼地面', 'm2', 120, 260, 0.4, '1. 面层材料：800×800防滑地砖'],
    ['011201001', '墙面一般抹灰', 'm2', 28, 45, 1.5, '1. 墙体类型：砌块墙'],
    ['011204003', '块料墙面', 'm2', 130, 220, 0.3, '1. 面层材料：300×600釉面砖'],
    ['011301001', '天棚抹灰', 'm2', 25, 40, 0.7, '1. 基层类型：混凝土'],
    ['011407001', '墙面喷刷涂料', 'm2', 25, 45, 1.5, '1. 涂料品种：乳胶漆两遍'],
  ],
  给排水: [
    ['031001006', '塑料管', 'm', 35, 90, 0.6, '1. 安装部位：室内\n2. 材质、规格：PPR DN25'],
    ['031004006', '大便器', '组', 600, 1500, 0.01, '1. 材质：陶瓷\n2. 规格、类型：坐式'],
    ['031003001', '螺纹阀门', '个', 80, 200, 0.02, '1. 类型：截止阀 DN25'],
  ],
  电气: [
    ['030411001', '配管', 'm', 12, 30, 2.5, '1. 材质：JDG\n2. 规格：Φ20'],
    ['030411004', '配线', 'm', 4, 12, 7, '1. 型号：BV\n2. 规格：2.5mm²'],
    ['030404017', '配电箱', '台', 1500, 6000, 0.005, '1. 名称：照明配电箱'],
    ['030412001', '普通灯具', '套', 60, 200, 0.05, '1. 名称：吸顶灯'],
  ],
  暖通: [
    ['030702001', '碳钢通风管道', 'm2', 150, 260, 0.15, '1. 材质：镀锌钢板 δ=0.75'],
    ['030701003', '空调器', '台', 3000, 12000, 0.003, '1. 名称：风机盘管'],
  ],
  消防: [
    ['030901001', '水喷淋钢管', 'm', 60, 140, 0.5, '1. 材质、规格：内外壁热镀锌钢管 DN100'],
    ['030901003', '水喷淋（雾）喷头', '个', 40, 90, 0.1, '1. 型号、规格：ZSTX-15'],
    ['030904003', '按钮', '个', 80, 200, 0.01, '1. 名称：手动报警按钮'],
  ],
  智能化: [
    ['030502005', '双绞线缆', 'm', 3, 8, 3, '1. 规格：超五类'],
    ['030507004', '摄像机', '台', 800, 2500, 0.005, '1. 名称：网络摄像机'],
  ],
  景观: [
    ['050102001', '栽植乔木', '株', 300, 2000, 0.01, '1. 种类：香樟\n2. 胸径：15cm'],
    ['050201001', '园路', 'm2', 150, 350, 0.05, '1. 路面材料：花岗岩'],
  ],
}

function uuidFrom(random: () => number): string {
  const hex = (n: number) =>
    Math.floor(random() * 16 ** n)
      .toString(16)
      .padStart(n, '0')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)] ?? '8'}${hex(3)}-${hex(6)}${hex(6)}`
}

export interface SampleOptions {
  rows: readonly StructureRow[]
  version?: StandardVersion
  seed?: number
  /** 专业 per row (default 土建, 装饰, 给排水, 电气). Only leaf rows get bills. */
  specialties?: readonly string[]
  /** Items per 单位工程 (default: the catalogue once); codes stay unique through the 自编 part. */
  itemsPerUnit?: number
}

/** A whole project's bills for the structure. */
export function sampleBill(options: SampleOptions): BillData {
  const random = mulberry32(options.seed ?? 1)
  const id = () => uuidFrom(random)
  const between = (a: number, b: number) => a + (b - a) * random()
  const version = options.version ?? 'GB/T 50500-2024'
  const data = {
    version,
    units: [] as BillUnit[],
    groups: [] as BillGroup[],
    items: [] as BillItem[],
    rates: [] as BillRate[],
    others: [] as BillOther[],
  }
  const leaves = flattenTree(buildTree(options.rows)).filter((n) => n.Child.length === 0)
  for (const row of leaves) {
    const area = rollUp(row).BuiltArea || 1000
    ;(options.specialties ?? ['土建', '装饰', '给排水', '电气']).forEach((specialty, si) => {
      const unit: BillUnit = {
        ID: id(),
        ProId: row.ProId,
        RowId: row.ID,
        Specialty: specialty,
        SpecialtyCustom: CATALOGUE[specialty] ? 0 : 1,
        Name: '',
        Sort: si + 1,
        TaxRate: 9,
      }
      data.units.push(unit)
      const catalogue = CATALOGUE[specialty] ?? CATALOGUE['土建'] ?? []
      const count = options.itemsPerUnit ?? catalogue.length
      const repeats = Math.ceil(count / catalogue.length)
      const groups = new Map<string, string>()
      for (let k = 0; k < count; k++) {
        const entry = catalogue[k % catalogue.length]
        if (!entry) continue
        const [code9, name, unitName, lo, hi, content, features] = entry
        const code = code9 + String(Math.floor(k / catalogue.length) + 1).padStart(3, '0')
        const kind = isMeasureCode(code) ? '单价措施' : '分部分项'
        const groupName = appendixName(code) || '其他'
        let groupId = groups.get(kind + groupName)
        if (groupId === undefined) {
          groupId = id()
          groups.set(kind + groupName, groupId)
          data.groups.push({
            ID: groupId,
            ProId: row.ProId,
            UnitId: unit.ID,
            Kind: kind,
            Name: groupName,
            Sort: groups.size,
          })
        }
        // Binary rounding is fine for made-up prices; the exact decimal path costs 50 µs an item.

        const priceFen = Math.round(between(lo, hi) * 100)
        const part = (share: number) => Math.round(priceFen * share)
        const [labour, machine, overhead, profit] = [
          part(between(0.15, 0.3)),
          part(between(0.03, 0.1)),
          part(0.07),
          part(0.05),
        ]
        data.items.push({
          ID: id(),
          ProId: row.ProId,
          UnitId: unit.ID,
          Kind: kind,
          GroupId: groupId,
          Sort: k + 1,
          Code: code,
          Name: name,
          Features: features,
          Unit: unitName,
          Quantity: roundQuantity(
            Number(
              (((area * content) / repeats) * between(0.8, 1.2)).toFixed(
                quantityDecimals(unitName),
              ),
            ),
            unitName,
          ),
          UnitPrice: priceFen / 100,
          Labour: labour / 100,
          Material: (priceFen - labour - machine - overhead - profit) / 100,
          Machine: machine / 100,
          Overhead: overhead / 100,
          Profit: profit / 100,
          ProvisionalAmount: null,
          Note: '',
          Materials: [],
        })
      }
      const rate = (
        Kind: BillRate['Kind'],
        Name: string,
        Base: BillRate['Base'],
        Rate: number,
        IsSafety: 0 | 1 = 0,
      ) =>
        data.rates.push({
          ID: id(),
          ProId: row.ProId,
          UnitId: unit.ID,
          Kind,
          Code: '',
          Name,
          Base,
          Rate,
          Amount: null,
          IsSafety,
          Note: '',
          Sort: data.rates.length + 1,
        })
      rate('总价措施', '安全文明施工费', '分部分项工程费', 3.5, 1)
      rate('总价措施', '夜间施工增加费', '分部分项人工费', 0.5)
      if (version === 'GB 50500-2013') {
        rate('规费', '社会保险费', '分部分项+单价措施人工费', 15)
        rate('规费', '住房公积金', '分部分项+单价措施人工费', 5)
      }
      const other = (Kind: BillOther['Kind'], Amount: number) =>
        data.others.push({
          ID: id(),
          ProId: row.ProId,
          UnitId: unit.ID,
          Kind,
          Name: Kind,
          Unit: '',
          Quantity: null,
          UnitPrice: null,
          Base: null,
          Rate: null,
          Amount,
          Note: '',
          Sort: data.others.length + 1,
        })

      other('暂列金额', Math.round(area * 10))
      if (si === 0) other('专业工程暂估价', Math.round(area * 20))
    })
  }
  return data
}
