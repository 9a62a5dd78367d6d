import { defineEntity, typedWrites } from '../entity/define'
import {
  choice,
  custom,
  flag,
  id,
  money,
  quantity,
  rate,
  ref,
  requiredText,
  sort,
  text,
} from '../entity/field'
import { list, type DocOf } from '../entity/shape'
import { composeField } from './compose-entity'
import { MAIN_MATERIAL, parseCode, projectRelation, unitRelation } from './item-fields'
import {
  BILL_LIMITS,
  DEFAULT_TAX_RATE,
  isStandardSpecialty,
  ITEM_KINDS,
  OTHER_KINDS,
  RATE_BASES,
  RATE_KINDS,
  TAX_METHODS,
} from './model'
import { evaluateFormula, FORMULA_MAX } from './formula'
import { formulaQuantity, roundQuantity } from './quantity'

/**
 * The priced bill's synced entities (docs/bill.md), each declared once (docs/architecture.md
 * "Entities"): the document types, the write rules of the client and the server, the defaults,
 * the 同步详情 labels and the local indexes all derive from these declarations. The project's
 * 人材机 (billResources) are declared in ./compose-entity.ts.
 */

export { billResources } from './compose-entity'
export {
  MAIN_MATERIAL,
  parseCode,
  projectRelation,
  unitRelation,
  type MainMaterial,
  type MaterialPriceSource,
} from './item-fields'

/** A 单位工程: one per structure row (单项工程) and 专业; its tax rate (税金 2013, 增值税 2024) in percent. */
export const billUnits = defineEntity({
  label: '单位工程',
  idLabel: '单位工程编号',
  writes: typedWrites('POST', '/Bill/EditUnit'),
  index: { projectId: ['ProId'], parentId: ['RowId'] },
  since: 4,
  wholeCreate: true,
  fields: {
    ProId: id('项目编号'),
    /** The structure row (单项工程) the bill belongs to. */
    RowId: id('单项工程编号'),
    /** One of SPECIALTIES, or a user's own name when SpecialtyCustom is 1. */
    Specialty: requiredText('专业', BILL_LIMITS.specialtyMax),
    SpecialtyCustom: flag('自定义专业标记'),
    /** Display name; '' = the 专业. */
    Name: text('单位工程名称', BILL_LIMITS.nameMax),
    Sort: sort(),
    TaxRate: rate('税率', { conflict: true, nullable: false, default: DEFAULT_TAX_RATE }),
    /** 计税方式; absent = 一般计税 (units made before it). Choosing one sets TaxRate to its rate. */
    TaxMethod: choice('计税方式', TAX_METHODS, { optional: true }),
  },
  required: ['ProId', 'RowId', 'Specialty'],
  relations: [
    projectRelation,
    {
      field: 'RowId',
      entity: 'structureRows',
      missing: '单项工程不存在或已被删除',
      sameProject: true,
      fixed: true,
      onDelete: 'delete',
    },
  ],
  checkCreate: (u) =>
    u.SpecialtyCustom === 0 && !isStandardSpecialty(u.Specialty) ? '未知的专业' : null,
})
export type BillUnitDoc = DocOf<typeof billUnits.fields>

/** A 分部 heading (e.g. 土石方工程) that items of one kind sit under. */
export const billGroups = defineEntity({
  label: '分部',
  idLabel: '分部编号',
  writes: typedWrites('POST', '/Bill/EditGroup'),
  index: { projectId: ['ProId'], parentId: ['UnitId'] },
  since: 4,
  wholeCreate: true,
  fields: {
    ProId: id('项目编号'),
    UnitId: id('单位工程编号'),
    Kind: choice('清单类别', ITEM_KINDS, { default: '分部分项' }),
    Name: requiredText('分部名称', BILL_LIMITS.nameMax),
    Sort: sort(),
  },
  required: ['ProId', 'UnitId', 'Name'],
  relations: [projectRelation, unitRelation],
})
export type BillGroupDoc = DocOf<typeof billGroups.fields>

/** A 分部分项 or 单价措施 item (one row of 表-08). Numbers: 工程量 with its unit's decimals, 元 with 2. */
export const billItems = defineEntity({
  label: '清单项',
  idLabel: '清单编号',
  writes: typedWrites('POST', '/Bill/EditItem'),
  index: { projectId: ['ProId'], parentId: ['UnitId'], sortSince: 7 },
  since: 4,
  wholeCreate: true,
  fields: {
    ProId: id('项目编号'),
    UnitId: id('单位工程编号'),
    Kind: choice('清单类别', ITEM_KINDS, { default: '分部分项' }),
    /** '' = not under a 分部. */
    GroupId: ref('分部编号'),
    Sort: sort(),
    /** 项目编码: 12 digits (./codes.ts). */
    Code: custom('项目编码', { type: 'string' }, parseCode),
    Name: requiredText('项目名称', BILL_LIMITS.nameMax),
    /** 项目特征描述, several lines. */
    Features: text('项目特征', BILL_LIMITS.featuresMax, { multiline: true }),
    Unit: requiredText('计量单位', BILL_LIMITS.unitMax),
    /** Rounded to 3 decimals here; to its unit's decimals on create (finishCreate). */
    Quantity: quantity('工程量', { conflict: true }),
    /** 工程量计算式 (absent or '' = 工程量 typed by hand; optional, so bills made before it read as they were); when set, 工程量 is its value (./quantity.ts withFormula). */
    Formula: text('计算式', FORMULA_MAX, {
      optional: true,
      conflict: true,
      refine: (s: string) => {
        if (s === '') return null
        const r = evaluateFormula(s)
        return r.ok ? null : r.message
      },
    }),
    /** 综合单价 in 元. */
    UnitPrice: money('综合单价', { conflict: true }),
    Labour: money('人工费', { conflict: true }),
    Material: money('材料费', { conflict: true }),
    Machine: money('机械费', { conflict: true }),
    Overhead: money('管理费', { conflict: true }),
    Profit: money('利润', { conflict: true }),
    /** 其中：暂估价, an amount in 元 (the provisional part of the 合价). */
    ProvisionalAmount: money('暂估价', { conflict: true }),
    Note: text('备注', BILL_LIMITS.noteMax),
    Materials: list('主材', MAIN_MATERIAL, { max: BILL_LIMITS.materialsMax }),
    /** 组价 (./compose-entity.ts): resource lines and fee rates; absent = no composition. */
    Compose: composeField(),
    /** 智能清单 items only: gen:<key>:<fingerprint> (src/domain/estimate/generate.ts). */
    Origin: text('生成来源', 60, { optional: true }),
  },
  required: ['ProId', 'UnitId', 'Code', 'Name', 'Unit'],
  relations: [
    projectRelation,
    unitRelation,
    {
      field: 'GroupId',
      entity: 'billGroups',
      missing: '分部不存在或已被删除',
      optional: true,
      sameProject: true,
      onDelete: 'clear',
    },
  ],
  checkCreate: (item) => {
    if (!item.Formula) return null
    const q = formulaQuantity(item.Formula, item.Unit)
    return q.ok ? null : q.message
  },
  finishCreate: (item) => {
    const q = item.Formula ? formulaQuantity(item.Formula, item.Unit) : null
    return {
      ...item,
      Quantity: q?.ok
        ? q.value
        : item.Quantity === null
          ? null
          : roundQuantity(item.Quantity, item.Unit),
    }
  },
})
export type BillItemDoc = DocOf<typeof billItems.fields>

/**
 * A 总价措施 (表-11) or 规费 (表-13, 2013 only) line. Amount = base × Rate %, rounded half away
 * from zero to 分; Base 固定金额 takes the line's Amount as entered.
 */
export const billRates = defineEntity({
  label: '措施费用',
  idLabel: '费用编号',
  writes: typedWrites('POST', '/Bill/EditRate'),
  index: { projectId: ['ProId'], parentId: ['UnitId'] },
  since: 4,
  wholeCreate: true,
  fields: {
    ProId: id('项目编号'),
    UnitId: id('单位工程编号'),
    Kind: choice('费用类别', RATE_KINDS),
    Code: text('项目编码', 20),
    Name: requiredText('项目名称', BILL_LIMITS.nameMax),
    Base: choice('计算基础', RATE_BASES),
    /** Percent (2.5 = 2.5 %); ignored when Base is 固定金额. */
    Rate: rate('费率', { conflict: true }),
    /** 元; used when Base is 固定金额. */
    Amount: money('金额', { conflict: true }),
    /** 1 for 安全文明施工费 (shown as 其中 in 表-04, non-competitive). */
    IsSafety: flag('安全文明施工费标记'),
    Note: text('备注', BILL_LIMITS.noteMax),
    Sort: sort(),
  },
  required: ['ProId', 'UnitId', 'Kind', 'Name', 'Base'],
  relations: [projectRelation, unitRelation],
})
export type BillRateDoc = DocOf<typeof billRates.fields>

/**
 * A 其他项目 line (表-12). Its amount is Quantity × UnitPrice when both are given (计日工), else
 * Base × Rate % when both are given (总承包服务费), else Amount.
 */
export const billOthers = defineEntity({
  label: '其他项目',
  idLabel: '其他项目编号',
  writes: typedWrites('POST', '/Bill/EditOther'),
  index: { projectId: ['ProId'], parentId: ['UnitId'] },
  since: 4,
  wholeCreate: true,
  fields: {
    ProId: id('项目编号'),
    UnitId: id('单位工程编号'),
    Kind: choice('其他项目类别', OTHER_KINDS),
    Name: requiredText('项目名称', BILL_LIMITS.nameMax),
    Unit: text('计量单位', BILL_LIMITS.unitMax),
    Quantity: quantity('数量', { conflict: true }),
    UnitPrice: money('单价', { conflict: true }),
    /** 元, e.g. the 专业工程 value a 总承包服务费 is charged on. */
    Base: money('计算基数', { conflict: true }),
    Rate: rate('费率', { conflict: true }),
    Amount: money('金额', { conflict: true }),
    Note: text('备注', BILL_LIMITS.noteMax),
    Sort: sort(),
  },
  required: ['ProId', 'UnitId', 'Kind', 'Name'],
  relations: [projectRelation, unitRelation],
})
export type BillOtherDoc = DocOf<typeof billOthers.fields>

type WithId<T> = T & { ID: string }
export type BillUnit = WithId<BillUnitDoc>
export type BillGroup = WithId<BillGroupDoc>
export type BillItem = WithId<BillItemDoc>
export type BillRate = WithId<BillRateDoc>
export type BillOther = WithId<BillOtherDoc>
