import { defineEntity, typedWrites } from '../entity/define'
import { choice, flag, id, money, number, rate, requiredText, sort, text } from '../entity/field'
import { list, object, type DocOf } from '../entity/shape'
import { BILL_LIMITS } from './model'
import { PRICE_SOURCE, projectRelation } from './item-fields'

/**
 * 组价 (docs/bill.md "组价"): a project's 人材机 (billResources: one priced resource each, shared by
 * every item that uses it, so a price set once reprices them all) and an item's composition (the
 * `Compose` field of billItems: lines of resource × 消耗量, fee rates on a base, and whether the
 * 综合单价 is derived from it). The arithmetic is ./compose.ts.
 */

/** The three kinds of resource, in 表-09 order. */
export const RESOURCE_KINDS = ['人工', '材料', '机械'] as const
export type ResourceKind = (typeof RESOURCE_KINDS)[number]

/** What 管理费 and 利润 are charged on (人工费; 人工费 + 机械费; 直接费 = 人工费 + 材料费 + 机械费). */
export const FEE_BASES = ['人工费', '人工费+机械费', '直接费'] as const
export type FeeBase = (typeof FEE_BASES)[number]

export const COMPOSE_LIMITS = { lines: 100, quotas: 30, code: 30, name: 100, spec: 100 } as const

/**
 * One line of an item's composition: a project resource and its 消耗量 per unit of the item.
 * `QuotaId` (optional) names the 定额子目 of `Compose.Quotas` the line came from.
 */
export const COMPOSE_LINE = {
  ResourceId: id('人材机编号'),
  Consumption: number('消耗量', { decimals: 6, nullable: false }),
  QuotaId: id('定额子目编号', { optional: true }),
}
export type ComposeLine = DocOf<typeof COMPOSE_LINE>

/**
 * A 定额子目 of the user's 定额库 (./quota-entity.ts) used in an item's composition: its id in the
 * 定额库, the 定额编号, name and unit as they were when it was added (表-09 shows them even if the
 * 子目 is later deleted from the library), and the 含量 = 定额 quantity per unit of the item
 * (0.1 for a 10m3 子目 on an m3 item). Its lines carry its QuotaId.
 */
export const COMPOSE_QUOTA = {
  QuotaId: id('定额子目编号'),
  Code: text('定额编号', COMPOSE_LIMITS.code),
  Name: text('定额名称', COMPOSE_LIMITS.name),
  Unit: text('定额单位', BILL_LIMITS.unitMax),
  Ratio: number('含量', { decimals: 6, nullable: false, aboveMin: true }),
}
export type ComposeQuota = DocOf<typeof COMPOSE_QUOTA>

/** An item's composition; Derived 1 = its 综合单价 and parts are computed from it. */
export const COMPOSE = {
  Lines: list('组价明细', COMPOSE_LINE, { max: COMPOSE_LIMITS.lines }),
  /** The 定额子目 the item is composed of (optional: older compositions have none). */
  Quotas: list('定额子目', COMPOSE_QUOTA, { max: COMPOSE_LIMITS.quotas, optional: true }),
  FeeBase: choice('取费基数', FEE_BASES, { default: '人工费+机械费' }),
  OverheadRate: rate('管理费费率', { nullable: false, default: 0 }),
  ProfitRate: rate('利润率', { nullable: false, default: 0 }),
  /** 风险费 = 直接费 × RiskRate %, shown inside 利润 (表-09's 管理费和利润). */
  RiskRate: rate('风险费率', { nullable: false, default: 0 }),
  Derived: flag('按组价计算综合单价标记', { default: 1 }),
}
export type Compose = DocOf<typeof COMPOSE>

export const composeField = () => object('组价', COMPOSE, { optional: true, conflict: true })

/**
 * A project resource (人材机): 人工, 材料 or 机械 with its 除税 price in 元 per its unit, where the
 * price came from when a price package set it, and the 甲供 (发包人提供) and 暂估 flags.
 */
export const billResources = defineEntity({
  label: '人材机',
  idLabel: '人材机编号',
  writes: typedWrites('POST', '/Bill/EditResource'),
  index: { projectId: ['ProId'], parentId: ['ProId'] },
  since: 9,
  wholeCreate: true,
  fields: {
    ProId: id('项目编号'),
    Kind: choice('人材机类别', RESOURCE_KINDS),
    Code: text('人材机编码', COMPOSE_LIMITS.code),
    Name: requiredText('人材机名称', COMPOSE_LIMITS.name),
    Spec: text('规格型号', COMPOSE_LIMITS.spec),
    Unit: text('单位', BILL_LIMITS.unitMax),
    Price: money('除税单价', { conflict: true }),
    /** The package the price was last taken from (src/domain/materials/pricing.ts). */
    PricedFrom: object('价格来源', PRICE_SOURCE, { optional: true }),
    /** 1 once the user typed the price: switching the package then leaves it alone. */
    Typed: flag('手动单价标记'),
    /** 1 when the price is the 基价 of the 定额 line that made the resource (shown 定额基价). */
    QuotaPrice: flag('定额基价标记', { optional: true }),
    /** 甲供: 发包人提供材料 (表-20 of GB 50500-2013). */
    Supplied: flag('甲供标记'),
    /** 暂估: 材料暂估单价 (表-21). */
    Provisional: flag('暂估标记'),
    Sort: sort(),
  },
  required: ['ProId', 'Kind', 'Name'],
  relations: [projectRelation],
})
export type BillResourceDoc = DocOf<typeof billResources.fields>
export type BillResource = BillResourceDoc & { ID: string }

/** A project's resources in the order every 人材机 list shows them: by kind (表-09 order), then Sort. */
export const sortResources = <T extends Pick<BillResource, 'Kind' | 'Sort'>>(
  list: readonly T[],
): T[] =>
  [...list].sort(
    (a, b) => RESOURCE_KINDS.indexOf(a.Kind) - RESOURCE_KINDS.indexOf(b.Kind) || a.Sort - b.Sort,
  )
