import { z } from 'zod'
import { ADJUST_METHODS, DIMENSIONS } from './model'
import { contractSchema, dimensionsSchema, levelNodeSchema, titleSchema } from './schemas'
import { part } from './entity'

/**
 * Inputs and answers of the /api/ModifyPrice calls beyond the two synced writes (EditScheme,
 * EditSign): reads of a scheme's parts, the direct edits of one part (each applied through the
 * sync engine, so other devices pull them), CopySave and ResetData. Messages are Chinese.
 */

const schemeId = z.uuid({ error: '调价方案编号无效' })
const text = (label: string, max: number) =>
  z
    .string({ error: `${label}无效` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)

export const schemeIdQuery = z.object({ ID: schemeId })
export const schemeListQuery = z.object({
  ProId: z.union([z.literal(''), z.uuid({ error: '项目编号无效' })]).optional(),
})
export const copyQuery = z.object({ ID: schemeId, Name: text('方案名称', 100).optional() })
export const nodeQuery = z.object({
  ID: schemeId,
  Code: text('节点编码', 30).min(1, '节点编码不能为空'),
})
export const childQuery = z.object({ ID: schemeId, Code: text('节点编码', 30).optional() })
export const byDimensionBody = z.object({
  ID: schemeId,
  Dimension: z.enum(DIMENSIONS, { error: '维度应为city、period、grade、function、system之一' }),
  Name: text('名称', 100).optional(),
})

/** EditDimension / UpdateTitleData / EditContract: the scheme's ID plus the part's fields. */
export const dimensionBody = z.object({ ID: schemeId, Dimensions: part('维度', dimensionsSchema) })
export const titleBody = z.object({ ID: schemeId, Title: part('表头', titleSchema) })
export const contractBody = z.object({ ID: schemeId, Contract: part('合同', contractSchema) })
/** EditTwoConfig / EditThreeConfig: the whole node list of a 2- or 3-level configuration. */
export const configBody = z.object({
  ID: schemeId,
  Nodes: part(
    '配置节点',
    z.array(z.unknown(), { error: '配置节点应为列表' }).max(2000, '配置节点不能超过2000项'),
  ),
})
/** EditThreeConfigOfOne / EditGN: one node added, changed (same Code) or removed (Delete = 1). */
export const oneNodeBody = z.object({
  ID: schemeId,
  Node: part('配置节点', levelNodeSchema),
  Delete: z.coerce.number().int().min(0).max(1).optional(),
})
export const gnBody = z.object({
  ID: schemeId,
  Code: text('节点编码', 30).min(1, '节点编码不能为空'),
  Name: text('节点名称', 100).min(1, '节点名称不能为空'),
  ParentCode: text('上级节点编码', 30).optional(),
  Method: z
    .union([z.literal(''), z.enum(ADJUST_METHODS, { error: '调价方法应为A.1、A.2之一' })])
    .optional(),
  RiskBand: z.string().optional(),
  Delete: z.coerce.number().int().min(0).max(1).optional(),
})

export const schemeSummary = z.object({
  ID: z.string(),
  Name: z.string(),
  ProId: z.string(),
  StandardVersion: z.string(),
  ContractName: z.string(),
  Materials: z.number(),
  HasIndex: z.boolean(),
  Signs: z.number(),
  Version: z.number(),
})
export const writeResult = z.object({ ID: z.string(), Version: z.number() })
const looseRecord = z.record(z.string(), z.unknown())
export const partData = looseRecord
export const nodeData = z.object({
  Code: z.string(),
  Name: z.string(),
  ParentCode: z.string(),
  Dimension: z.string(),
  Method: z.string(),
  RiskBand: z.string(),
  /** The method and band the node's materials take (inherited when its own are empty). */
  EffectiveMethod: z.string(),
  EffectiveBand: z.string(),
  Children: z.number(),
})
export const levelData = z.object({ Levels: z.number(), Nodes: z.array(nodeData) })
export const signData = z.object({
  /** False under GB/T 50500-2024, which has no 工程签证. */
  Applicable: z.boolean(),
  Note: z.string(),
  Signs: z.array(looseRecord),
})
