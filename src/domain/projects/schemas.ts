import { z } from 'zod'
import { refField, requiredText, text, uuidField } from '../api/fields'
import { jsonField } from '../api/json-field'
import { flag } from '../entity/field'
import { zodFields } from '../entity/zod'
import { folders, projects, structureRows, tenders } from './entities'
import { LIMITS, PROJECT_TYPES } from './model'

/**
 * Zod contracts of the "my projects" calls (docs/api-projects.md), shared by the client (to build
 * and check requests) and the server (to validate them). The entities' field rules derive from
 * their declarations (./entities.ts). Messages are the Chinese text the user sees.
 */

/** Field rules of the project entities, one by one (an update carries only what changed). */
export const projectFieldSchemas = zodFields(projects.fields)
export const structureRowFieldSchemas = zodFields(structureRows.fields)
export const folderFieldSchemas = zodFields(folders.fields)
export const tenderFieldSchemas = zodFields(tenders.fields)

const yearField = projectFieldSchemas.Year
const membersField = projectFieldSchemas.Members
/** 0 | 1 flags of call payloads, read as the entities' flags are. */
const callFlags = zodFields({ AsProject: flag('复制为项目标记') })

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
  /** 1: copy as a project into 我的项目 (复制为项目 of a released template) instead of a template. */
  AsProject: callFlags.AsProject.optional(),
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
  Price: projectFieldSchemas.Price,
  ReleaseNotes: text('发布说明', LIMITS.descriptionMax).default(''),
  /**
   * Beyond SPEC: the released template (the caller's) this publishes the next version of. Without
   * it, the template last released from the project, else a new template.
   */
  TemplateID: uuidField('模板编号').optional(),
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
