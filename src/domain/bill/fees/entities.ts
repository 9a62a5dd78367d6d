import { defineEntity, typedWrites } from '../../entity/define'
import { choice, flag, rate, requiredText, text } from '../../entity/field'
import { list, type DocOf } from '../../entity/shape'
import { BILL_LIMITS, RATE_BASES, RATE_KINDS, TAX_METHODS } from '../model'

/**
 * A user's own 取费模板 (docs/bill.md "取费 and 计税方式"; declared once, docs/architecture.md
 * "Entities"): the 总价措施 and 规费 lines with their 计算基础 and 费率, and a 计税方式, saved from a
 * 单位工程 and applied to others. Offline-first and synced like the bill; it belongs to its author,
 * not to a project.
 */

/** One line of a template: a 总价措施 or 规费 line without its amount. */
export const FEE_TEMPLATE_LINE = {
  Kind: choice('费用类别', RATE_KINDS),
  Code: text('项目编码', 20),
  Name: requiredText('项目名称', BILL_LIMITS.nameMax),
  Base: choice('计算基础', RATE_BASES),
  Rate: rate('费率'),
  IsSafety: flag('安全文明施工费标记'),
}
export type FeeTemplateLine = DocOf<typeof FEE_TEMPLATE_LINE>

export const FEE_TEMPLATE_LINES_MAX = 50

export const feeTemplates = defineEntity({
  label: '取费模板',
  idLabel: '取费模板编号',
  writes: typedWrites('POST', '/Bill/EditFeeTemplate'),
  index: {},
  indexUpdatedAt: true,
  since: 9,
  wholeCreate: true,
  fields: {
    Name: requiredText('模板名称', 50),
    TaxMethod: choice('计税方式', TAX_METHODS, { default: '一般计税' }),
    TaxRate: rate('税率', { nullable: false, default: 9 }),
    Lines: list('费用', FEE_TEMPLATE_LINE, { max: FEE_TEMPLATE_LINES_MAX }),
    Note: text('说明', 200),
  },
  required: ['Name'],
})
export type FeeTemplateDoc = DocOf<typeof feeTemplates.fields>
export type FeeTemplate = FeeTemplateDoc & { ID: string }
