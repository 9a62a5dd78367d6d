import { defineEntity, typedWrites } from '../entity/define'
import {
  checked,
  choice,
  custom,
  id,
  ref,
  refused,
  requiredText,
  sort,
  text,
} from '../entity/field'
import type { DocOf } from '../entity/shape'
import type { IndexInput } from './input-schemas'
import { fenToDecimal } from '../money'
import { dateRule, fenRule } from './field-rules'
import {
  ADJUST_LIMITS,
  DELAY_CAUSES,
  type AdjustContract,
  type AdjustDimensions,
  type AdjustTitleData,
  type LevelConfig,
} from './model'

/**
 * The synced documents of 调价 (docs/price-adjustment.md "Storage"; declared once,
 * docs/architecture.md "Entities"): `adjustSchemes` (one row per scheme: its contract,
 * dimensions, title data, level configuration and its working data, the A.1 index data, the A.2
 * materials and the ±15 % items) and `adjustSigns` (签证, children of a scheme).
 *
 * The document parts are checked by the area's named zod schemas (./entity.ts ADJUST_CHECKS):
 * the settings parts are stored normalised and their checks answer a left-out part with its
 * default; the parts the computation reads (IndexData, Materials, QuantityItems) are checked
 * with the computation's own schemas but stored as the client sent them.
 */

export const adjustSchemes = defineEntity({
  label: '调价方案',
  idLabel: '调价方案编号',
  writes: typedWrites('POST', '/ModifyPrice/EditScheme'),
  index: { projectId: ['ProId'] },
  indexUpdatedAt: true,
  since: 5,
  fields: {
    /** The linked project ('' = none; deleting it clears the link). */
    ProId: ref('项目编号'),
    Name: requiredText('方案名称', ADJUST_LIMITS.name),
    Sort: sort(),
    Contract: checked<AdjustContract>('合同', 'adjust.contract'),
    Dimensions: checked<AdjustDimensions>('维度', 'adjust.dimensions'),
    Title: checked<AdjustTitleData>('表头', 'adjust.title'),
    Config: checked<LevelConfig>('层级配置', 'adjust.config'),
    DelayCause: choice('工期延误原因', DELAY_CAUSES, { default: 'none' }),
    /** A.1 data: null (method A.1 not used) or the weights, indices and P0 per period. */
    IndexData: checked<IndexInput | null>('价格指数', 'adjust.indexData', {
      default: null,
      nullable: true,
    }),
    Materials: checked<unknown[]>('调价材料', 'adjust.materials', { default: [] }),
    QuantityItems: checked<unknown[]>('工程量偏差项目', 'adjust.quantityItems', { default: [] }),
  },
  required: ['Name'],
  relations: [
    {
      field: 'ProId',
      entity: 'projects',
      missing: '项目不存在或已被删除',
      optional: true,
      onDelete: 'clear',
    },
  ],
})
export type SchemeDoc = DocOf<typeof adjustSchemes.fields>

/** 签证 of a scheme (GB 50500-2013 only; GB/T 50500-2024 has no 工程签证). */
export const adjustSigns = defineEntity({
  label: '签证',
  idLabel: '签证编号',
  writes: typedWrites('POST', '/ModifyPrice/EditSign'),
  index: { parentId: ['SchemeId'] },
  since: 5,
  fields: {
    SchemeId: id('调价方案编号'),
    Sort: sort(),
    No: requiredText('签证编号', ADJUST_LIMITS.code),
    Title: requiredText('签证事项', ADJUST_LIMITS.name),
    Date: custom('签证日期', { type: 'string' }, dateRule('签证日期', true)),
    /** 元 as its transport text ("1200.50"). */
    Amount: custom(
      '签证金额',
      { type: 'string' },
      (v) => {
        const r = fenRule('签证金额')(v)
        return refused(r) ? r : fenToDecimal(r)
      },
      { conflict: true },
    ),
    Reason: text('签证原因', ADJUST_LIMITS.text),
  },
  required: ['SchemeId', 'No', 'Title', 'Date', 'Amount'],
  relations: [
    {
      field: 'SchemeId',
      entity: 'adjustSchemes',
      missing: '调价方案不存在或已被删除',
      fixed: true,
      onDelete: 'delete',
    },
  ],
})
export type SignDoc = DocOf<typeof adjustSigns.fields>
