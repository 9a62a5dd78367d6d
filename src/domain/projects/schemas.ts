import { z } from 'zod'
import {
  isBlank,
  refField,
  requiredText,
  sortField,
  text,
  toNumber,
  uuidField,
} from '../api/fields'
import { jsonField } from '../api/json-field'
import { LIMITS, PROJECT_TYPES, STANDARD_VERSIONS, STRUCTURE_TYPES } from './model'

/**
 * Zod contracts of the "my projects" calls (docs/api-projects.md), shared by the client (to build
 * and check requests) and the server (to validate them). Form bodies carry numbers as strings
 * and null as '' (src/data/api/encode.ts), so the field schemas accept both. Messages are the
 * Chinese text the user sees when a value is refused.
 */

/** m² or 元: ≥ 0, ≤ 1e12, at most 2 decimals kept (rounded); blank → null when `nullable`. */
export function amountField(label: string, nullable = true) {
  return z.unknown().transform((v, ctx): number | null => {
    if (isBlank(v) && nullable) return null
    const n = toNumber(v)
    if (n === undefined || n < 0 || n > LIMITS.amountMax) {
      ctx.addIssue({ code: 'custom', message: `${label}必须是不小于0的数字` })
      return z.NEVER
    }
    return Math.round(n * 100) / 100
  })
}

/** 相同单体的数量: blank → null (the SPEC §5 check flags it later), else an integer 1 … 10,000. */
export const multNumField = z.unknown().transform((v, ctx): number | null => {
  if (isBlank(v)) return null
  const n = toNumber(v)
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > LIMITS.multNumMax) {
    ctx.addIssue({ code: 'custom', message: '栋数必须是正整数' })
    return z.NEVER
  }
  return n
})

const flagField = (label: string) =>
  z.unknown().transform((v, ctx): 0 | 1 => {
    if (v === 1 || v === '1' || v === true || v === 'true') return 1
    if (v === 0 || v === '0' || v === false || v === 'false') return 0
    ctx.addIssue({ code: 'custom', message: `${label}无效` })
    return z.NEVER
  })

const yearField = z.unknown().transform((v, ctx): number | null => {
  if (isBlank(v)) return null
  const n = toNumber(v)
  if (n === undefined || !Number.isInteger(n) || n < 1900 || n > 2100) {
    ctx.addIssue({ code: 'custom', message: '年份无效' })
    return z.NEVER
  }
  return n
})

/** 配置 grades of BrandConfigure (DOMAIN.md "Estimating"). */
export const GRADES = ['经济', '标准', '高档', '豪华'] as const
export type Grade = (typeof GRADES)[number]

export const projectMember = z.object({
  UserID: z.string().max(64),
  UserName: z.string().max(50),
  Role: z.enum(['查看', '编辑', '管理'], { error: '成员角色无效' }),
})
export const membersField = jsonField(
  z
    .array(projectMember, { error: '成员列表无效' })
    .max(LIMITS.membersMax, `成员不能超过${LIMITS.membersMax}人`),
)

/**
 * Known fields of each synced entity (all optional: an update carries only what changed).
 * Project area fields and MultNum come from the first client version and are still accepted.
 */
export const projectFieldSchemas = {
  Project_Name: requiredText('项目名称', LIMITS.nameMax),
  ProjectType: text('项目类型', 20),
  City: text('城市', 20),
  Year: yearField,
  StandardVersion: z.enum(STANDARD_VERSIONS, { error: '计价标准无效' }),
  StructureType: z.enum(['', ...STRUCTURE_TYPES], { error: '结构类型无效' }),
  Description: text('项目描述', LIMITS.descriptionMax),
  Cover: text('封面地址', 2000),
  FolderID: refField('文件夹编号'),
  IsTemplate: flagField('模板标记'),
  Members: membersField,
  StructureConfirmed: flagField('结构确认标记'),
  TotalCost: amountField('总造价', false),
  UnitCost: amountField('单方造价'),
  Price: amountField('价格', false),
  ReleaseNotes: text('发布说明', LIMITS.descriptionMax),
  Grade: z.enum(GRADES, { error: '配置档次无效' }),
  TempId: z.union([z.literal(''), z.uuid()], { error: '模板编号无效' }),
  TemName: text('模板名称', LIMITS.nameMax),
  CreateTime: text('创建时间', 40),
  EditTime: text('修改时间', 40),
  BuiltArea: amountField('建筑面积'),
  InArea: amountField('套内面积'),
  SellArea: amountField('可售面积'),
  MultNum: multNumField,
} satisfies Record<string, z.ZodType>

export const structureRowFieldSchemas = {
  ProId: uuidField('项目编号'),
  ParentID: refField('上级单项编号'),
  Sort: sortField,
  Num: text('编号', 50),
  Project_Name: text('单项工程名称', LIMITS.nameMax),
  BuiltArea: amountField('建筑面积'),
  InArea: amountField('套内面积'),
  SellArea: amountField('可售面积'),
  MultNum: multNumField,
  TenderID: refField('标段编号'),
  TotalCost: amountField('造价', false),
} satisfies Record<string, z.ZodType>

export const folderFieldSchemas = {
  Name: requiredText('文件夹名称', 50),
  ParentID: refField('上级文件夹编号'),
  Kind: z.enum(['project', 'template'], { error: '文件夹类型无效' }),
  Sort: sortField,
} satisfies Record<string, z.ZodType>

export const tenderFieldSchemas = {
  ProId: uuidField('项目编号'),
  Name: requiredText('标段名称', 50),
  Sort: sortField,
  TotalCost: amountField('造价', false),
} satisfies Record<string, z.ZodType>

// ---- Call payloads (GET query or POST form) -------------------------------------------------

const id = uuidField('编号')
const ids = jsonField(
  z
    .array(z.uuid({ error: '编号无效' }), { error: '编号列表无效' })
    .min(1, '请至少选择一项')
    .max(1000, '一次最多操作1000项'),
)
const direction = z.enum(['up', 'down'], { error: '方向无效' })
const intParam = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback)

export const PROJECT_SORTS = [
  'EditTime',
  'CreateTime',
  'Name',
  'Year',
  'TotalCost',
  'BuiltArea',
] as const
export const getProjectListQuery = z.object({
  Name: z.string().max(100).optional(),
  ProjectType: z.string().max(20).optional(),
  City: z.string().max(20).optional(),
  Year: z.coerce.number().int().min(1900).max(2100).optional(),
  /** '' or absent = any folder; 'root' = top level only. */
  FolderID: z.union([z.literal('root'), z.uuid()]).optional(),
  IsTemplate: z.enum(['0', '1']).optional(),
  Sort: z.enum(PROJECT_SORTS).default('EditTime'),
  Order: z.enum(['asc', 'desc']).default('desc'),
  PageIndex: intParam(1, 100_000, 1),
  PageSize: intParam(1, 1000, 20),
})
export type GetProjectListQuery = z.input<typeof getProjectListQuery>

export const projectListItem = z.object({
  ID: z.string(),
  Project_Name: z.string(),
  ProjectType: z.string(),
  City: z.string(),
  Year: z.number().int().nullable(),
  StandardVersion: z.string(),
  Description: z.string(),
  Cover: z.string(),
  FolderID: z.string(),
  IsTemplate: z.union([z.literal(0), z.literal(1)]),
  Released: z.union([z.literal(0), z.literal(1)]),
  BuiltArea: z.number(),
  InArea: z.number(),
  SellArea: z.number(),
  TotalCost: z.number(),
  Price: z.number(),
  Version: z.number(),
  CreateTime: z.string(),
  EditTime: z.string(),
})
export type ProjectListItem = z.infer<typeof projectListItem>

export const getFolderListQuery = z.object({ Kind: z.enum(['project', 'template']).optional() })
export const getProjectFolderListQuery = z.object({
  FolderID: z.union([z.literal('root'), z.uuid()]).default('root'),
  Kind: z.enum(['project', 'template']).optional(),
})
export const idQuery = z.object({ ID: id })
export const proIdQuery = z.object({ ProId: uuidField('项目编号') })
export const getProListQuery = z.object({ IsTemplate: z.enum(['0', '1']).optional() })
export const moveQuery = z.object({ ID: uuidField('单项编号'), Direction: direction })
export const changeTendersQuery = z.object({
  ID: uuidField('单项编号'),
  TenderID: refField('标段编号').default(''),
})
export const updateClassifyQuery = z.object({
  ID: uuidField('文件夹编号'),
  Name: folderFieldSchemas.Name,
})
export const newEditClassifyBody = z.object({
  ID: uuidField('文件夹编号'),
  ParentID: refField('上级文件夹编号').default(''),
})
export const editClassifyAllBody = z.object({
  IDs: ids,
  FolderID: refField('文件夹编号').default(''),
})
export const deleteOfAllBody = z.object({ IDs: ids })
export const templateOperationBody = z.object({
  ID: uuidField('项目编号'),
  NewID: z.uuid({ error: '新模板编号无效' }).optional(),
  Name: projectFieldSchemas.Project_Name.optional(),
})
export const templateMergeQuery = z.object({
  TemplateID: uuidField('模板编号'),
  ProId: uuidField('项目编号'),
})
export const releaseProjectBody = z.object({
  ID: uuidField('项目编号'),
  City: requiredText('城市', 20),
  ProjectType: z.enum(PROJECT_TYPES, { error: '项目类型无效' }),
  Year: yearField.pipe(z.number({ error: '年份无效' })),
  Price: amountField('价格', false),
  ReleaseNotes: text('发布说明', LIMITS.descriptionMax).default(''),
})
export const editMembersBody = z.object({ ID: uuidField('项目编号'), Members: membersField })
export const defaultPictureQuery = z.object({ ProjectType: z.string().max(20).optional() })

/** One row of EditProStructureMore: its ID plus the fields to write (all, for a new row). */
export const structureRowsField = jsonField(
  z
    .array(z.looseObject({ ID: uuidField('单项编号') }), { error: '单项列表无效' })
    .max(LIMITS.structureRowsMax, `单项不能超过${LIMITS.structureRowsMax}行`),
)
export const editProStructureMoreBody = z.object({
  ProId: uuidField('项目编号'),
  Rows: structureRowsField.default([]),
  /** Rows to delete (with their children). */
  DeleteIDs: jsonField(z.array(z.uuid({ error: '编号无效' })).max(LIMITS.structureRowsMax)).default(
    [],
  ),
})

/** Data of every write: the row id and its version after the change. */
export const writeData = z.looseObject({ ID: z.string(), Version: z.number() })
export const bulkWriteData = z.object({ Count: z.number().int(), Version: z.number() })

export const structureIssue = z.object({ ID: z.string(), field: z.string(), message: z.string() })
export const areaTotals = z.object({
  BuiltArea: z.number(),
  InArea: z.number(),
  SellArea: z.number(),
})
