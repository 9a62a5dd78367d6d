import type { StandardVersion } from '../projects/model'
import type { BillGroup, BillItem, BillOther, BillRate, BillUnit } from './entities'
import type { BillResource } from './compose-entity'

export type {
  BillGroup,
  BillGroupDoc,
  BillItem,
  BillItemDoc,
  BillOther,
  BillOtherDoc,
  BillRate,
  BillRateDoc,
  BillUnit,
  BillUnitDoc,
  MainMaterial,
  MaterialPriceSource,
} from './entities'

/**
 * The priced bill (清单计价, docs/bill.md): the synced documents of one project's bills, shared by
 * the client's repositories, the worker, the /api server and the tests. Zod-free like
 * ../projects/model.ts; the write schemas live in ./schemas.ts.
 *
 * A project's structure row (单项工程) has one 单位工程 per 专业. A 单位工程 holds
 * - 分部 groups (BillGroupDoc) and items (BillItemDoc) of two kinds: 分部分项 and 单价措施;
 * - rated lines (BillRateDoc): 总价措施 (rate × base, e.g. 安全文明施工费) and, under
 *   GB 50500-2013, 规费;
 * - 其他项目 lines (BillOtherDoc): 暂列金额, 材料暂估价, 专业工程暂估价, 计日工, 总承包服务费;
 * - its tax rate (税金 under 2013, 增值税 under 2024) on the 单位工程 itself.
 * Numbers are plain JSON numbers (工程量 with the decimals of its unit, money in 元 with 2
 * decimals, rates in percent); every sum is taken in integer 分 (./money.ts).
 */

/** The 专业 offered for a 单位工程; a user may add others (BillUnitDoc.SpecialtyCustom = 1). */
export const SPECIALTIES = [
  '土建',
  '装饰',
  '给排水',
  '电气',
  '暖通',
  '消防',
  '智能化',
  '景观',
] as const
export type Specialty = (typeof SPECIALTIES)[number]
export const isStandardSpecialty = (s: string): s is Specialty =>
  (SPECIALTIES as readonly string[]).includes(s)

/** Words seen in 单位工程 names (sheet names, 工程名称 lines) for each 专业, longest first wins. */
export const SPECIALTY_SYNONYMS: Readonly<Record<Specialty, readonly string[]>> = {
  土建: ['土建', '建筑工程', '建筑与装饰', '结构', '建筑'],
  装饰: ['装饰装修', '精装修', '装修', '装饰', '幕墙'],
  给排水: ['给排水', '给水排水', '给水', '排水', '水施'],
  电气: ['电气', '强电', '照明', '电施', '配电'],
  暖通: ['暖通', '通风空调', '空调', '通风', '采暖', '供暖'],
  消防: ['消防', '喷淋', '消火栓', '火灾报警'],
  智能化: ['智能化', '弱电', '安防', '综合布线'],
  景观: ['景观', '园林', '绿化', '室外工程'],
}

/** The two kinds of priced items. */
export const ITEM_KINDS = ['分部分项', '单价措施'] as const
export type ItemKind = (typeof ITEM_KINDS)[number]

/** Rated lines: 总价措施 (表-11) and 规费 (表-13, GB 50500-2013 only). */
export const RATE_KINDS = ['总价措施', '规费'] as const
export type RateKind = (typeof RATE_KINDS)[number]

/**
 * 计算基础 of a rated line. Amount = base × Rate %, rounded half away from zero to 分; `fixed`
 * takes the line's Amount as entered.
 */
export const RATE_BASES = [
  '分部分项工程费',
  '分部分项人工费',
  '分部分项人工费+机械费',
  '分部分项+单价措施费',
  '分部分项+单价措施人工费',
  '固定金额',
] as const
export type RateBase = (typeof RATE_BASES)[number]

/**
 * 其他项目 (表-12). 材料暂估价 is listed but not added: it is already inside the 综合单价 of the
 * items that use the material (GB 50500-2013 表-12 shows it as "—" in the sum).
 */
export const OTHER_KINDS = [
  '暂列金额',
  '材料暂估价',
  '专业工程暂估价',
  '计日工',
  '总承包服务费',
] as const
export type OtherKind = (typeof OTHER_KINDS)[number]

/** The 综合单价 composition fields (元 per unit of the item), in 表-09 order. */
export const COMPOSITION_FIELDS = ['Labour', 'Material', 'Machine', 'Overhead', 'Profit'] as const
export type CompositionField = (typeof COMPOSITION_FIELDS)[number]
export const COMPOSITION_LABELS: Readonly<Record<CompositionField, string>> = {
  Labour: '人工费',
  Material: '材料费',
  Machine: '机械费',
  Overhead: '管理费',
  Profit: '利润',
}

/** Everything the summaries and indicators read: one project's bills. */
export interface BillData {
  version: StandardVersion
  units: readonly BillUnit[]
  groups?: readonly BillGroup[]
  items: readonly BillItem[]
  rates: readonly BillRate[]
  others: readonly BillOther[]
  /** The project's 人材机 (组价, ./compose-entity.ts): what 表-09 and the 人材机 forms print. */
  resources?: readonly BillResource[]
}

/** Default VAT rate of construction services in percent (增值税 一般计税 9 %). */
export const DEFAULT_TAX_RATE = 9

/**
 * 计税方式 of a 单位工程 (docs/bill.md "取费 and 计税方式"): 一般计税 charges 9 % VAT on the
 * pre-tax cost, 简易计税 3 % (财税〔2016〕36号, rates as amended by 财政部 税务总局 海关总署公告2019年第39号).
 * The rate stays editable: choosing a method sets its rate, a typed rate is kept.
 */
export const TAX_METHODS = ['一般计税', '简易计税'] as const
export type TaxMethod = (typeof TAX_METHODS)[number]
export const TAX_METHOD_RATES: Readonly<Record<TaxMethod, number>> = { 一般计税: 9, 简易计税: 3 }

/** Limits shared by client checks and server validation. */
export const BILL_LIMITS = {
  nameMax: 200,
  featuresMax: 2000,
  unitMax: 20,
  noteMax: 500,
  specialtyMax: 20,
  materialsMax: 50,
  /** 工程量 and 元 upper bound: 1e12 keeps 分 and thousandths exact in a JS number. */
  valueMax: 1e12,
  itemsPerUnit: 50_000,
} as const
