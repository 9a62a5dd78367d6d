import { defineEntity, typedWrites } from '../entity/define'
import { choice, money, number, rate, requiredText, text } from '../entity/field'
import { list, type DocOf } from '../entity/shape'
import { BILL_LIMITS } from './model'
import { COMPOSE_LIMITS, RESOURCE_KINDS } from './compose-entity'

/**
 * A user's own 定额库 (企业定额; docs/bill.md "组价"): 定额子目, each with its 定额编号, name and unit
 * (10m3, 100m2 …), its 基价 and its 人材机 lines (消耗量 per 定额 unit, 基价 unit price), and
 * optionally the 管理费/利润 rates it is priced with. Declared once (docs/architecture.md
 * "Entities"); offline-first and synced like the bill; it belongs to its author (as 取费模板), not
 * to a project. A 子目 added to an item's 组价 with a 含量 becomes resource lines of that item
 * (./quota.ts); the composition keeps the 子目's id, code, name, unit and 含量 (COMPOSE_QUOTA).
 */

export const QUOTA_LIMITS = { lines: 60, code: 30, name: 100, library: 50 } as const

/** One 人材机 line of a 定额子目: its 消耗量 per 定额 unit and its 基价 unit price (元, 除税). */
export const QUOTA_LINE = {
  Kind: choice('人材机类别', RESOURCE_KINDS),
  Code: text('人材机编码', COMPOSE_LIMITS.code),
  Name: requiredText('人材机名称', COMPOSE_LIMITS.name),
  Spec: text('规格型号', COMPOSE_LIMITS.spec),
  Unit: text('单位', BILL_LIMITS.unitMax),
  Consumption: number('消耗量', { decimals: 6, nullable: false }),
  Price: money('单价'),
}
export type QuotaLine = DocOf<typeof QUOTA_LINE>

export const quotaItems = defineEntity({
  label: '定额子目',
  idLabel: '定额子目编号',
  writes: typedWrites('POST', '/Bill/EditQuota'),
  index: {},
  indexUpdatedAt: true,
  since: 10,
  wholeCreate: true,
  fields: {
    /** The 定额库 the 子目 belongs to (the name given on import, e.g. 2024 企业定额 土建). */
    Library: requiredText('定额库名称', QUOTA_LIMITS.library),
    Code: requiredText('定额编号', QUOTA_LIMITS.code),
    Name: requiredText('定额名称', QUOTA_LIMITS.name),
    Unit: requiredText('定额单位', BILL_LIMITS.unitMax),
    /** 基价 as the 定额 states it (元 per 定额 unit); informative, the lines price the item. */
    Price: money('基价'),
    OverheadRate: rate('管理费费率'),
    ProfitRate: rate('利润率'),
    Lines: list('定额人材机', QUOTA_LINE, { max: QUOTA_LIMITS.lines }),
  },
  required: ['Library', 'Code', 'Name', 'Unit'],
})
export type QuotaItemDoc = DocOf<typeof quotaItems.fields>
export type QuotaItem = QuotaItemDoc & { ID: string }
