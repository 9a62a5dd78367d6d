import { z } from 'zod'
import { jsonField } from '../api/json-field'
import { itemDoc } from '../api/materials'
import { pageIndexField, pageSizeField } from '../api/paging'
import {
  COMMENT_MAX,
  FILE_BATCH_MAX,
  FILE_NAME_MAX,
  FILE_REMARK_MAX,
  FOLDER_NAME_MAX,
  LEVELS,
  LIBRARY_MESSAGES,
  MERGE_FILES_MAX,
  MERGE_FILES_MIN,
  MERGE_RULES,
  OPINION_MAX,
  AUTHORITY_MAX,
} from './library-model'
import { groupIdField, teamIdField, userIdField } from './schemas'

export * from './library-model'

/**
 * Contracts of the team file library (团队文件库, docs/team-library.md): folders, price-package
 * files with review (送审), authority (查看/编辑/管理), comments, copy/move, merge and sharing, under
 * /api/PTMaterialPrice. Shared by the client (requests, Data) and the server (validation).
 * Messages are the Chinese text the user reads.
 */

const id = (label: string) => z.uuid({ error: `${label}无效` })
export const fileIdField = id('文件编号')
export const folderIdField = id('文件夹编号')
/** A folder, or '' for the library's root. */
export const folderRefField = z.union([z.literal(''), folderIdField]).default('')

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`)
export const folderNameField = text('文件夹名称', FOLDER_NAME_MAX)
export const fileNameField = text('文件名称', FILE_NAME_MAX)
export const remarkField = z
  .string({ error: '备注无效' })
  .trim()
  .max(FILE_REMARK_MAX, `备注不能超过${FILE_REMARK_MAX}个字`)
export const commentField = text('评论内容', COMMENT_MAX)

/** A JSON array of file ids (1 … max, duplicates dropped, order kept). */
const fileIds = (min: number, max: number, tooFew: string) =>
  jsonField(
    z
      .array(fileIdField, { error: '文件列表无效' })
      .min(min, tooFew)
      .max(max, `一次最多${max}个文件`)
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length >= min, tooFew),
  )
export const fileIdsField = fileIds(1, FILE_BATCH_MAX, '请选择文件')
export const mergeFileIdsField = fileIds(
  MERGE_FILES_MIN,
  MERGE_FILES_MAX,
  `请至少选择${MERGE_FILES_MIN}个文件进行合并`,
)

// ---- documents ------------------------------------------------------------------------------

export const fileStatusField = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
export const fileLevelField = z.enum(LEVELS, { error: '权限级别无效' })

export const teamFileDoc = z.object({
  ID: z.string(),
  TeamId: z.string(),
  FolderId: z.string(),
  Name: z.string(),
  Remark: z.string(),
  /** The source package's type: 1 个人, 2 市场价, 3 官方信息价. */
  SourceType: z.number(),
  Province: z.string(),
  City: z.string(),
  Period: z.string(),
  ItemCount: z.number(),
  UploaderId: z.string(),
  UploaderName: z.string(),
  UploadTime: z.string(),
  UpdateTime: z.string(),
  Status: fileStatusField,
  StatusName: z.string(),
  /** The caller's level on this file. */
  MyLevel: fileLevelField,
  CommentCount: z.number(),
  /** Who reviewed it last and what they said ('' before a review): the 审核 list shows why a file was rejected. */
  ReviewerName: z.string(),
  Opinion: z.string(),
})
export type TeamFileDoc = z.output<typeof teamFileDoc>

export const folderDoc = z.object({
  ID: z.string(),
  /** '' for a folder at the root. */
  ParentId: z.string(),
  Name: z.string(),
  /** Files directly in it that the caller sees. */
  FileCount: z.number(),
  CreateTime: z.string(),
})
export type FolderDoc = z.output<typeof folderDoc>

/** A material row of a team file: the library's item without its package id and initials. */
export const libraryItemDoc = itemDoc.omit({ PackageID: true, Initials: true })
export type LibraryItemDoc = z.output<typeof libraryItemDoc>

const rightsDoc = z.object({
  CanView: z.boolean(),
  CanEdit: z.boolean(),
  CanManage: z.boolean(),
  CanSubmit: z.boolean(),
  CanRecall: z.boolean(),
  CanReview: z.boolean(),
  CanShare: z.boolean(),
})

export const filePropertiesData = teamFileDoc.extend({
  /** 文件库 / 2026 / 信息价: the folder path from the root. */
  FolderPath: z.string(),
  SourceName: z.string(),
  ReviewTime: z.string(),
  Rights: rightsDoc,
})
export type FileProperties = z.output<typeof filePropertiesData>

// ---- POST OperatingPricPackage: folders and files -----------------------------------------

export const operatingPricPackageBody = z.discriminatedUnion(
  'Type',
  [
    z.object({
      Type: z.literal('addFolder'),
      TeamId: teamIdField,
      ParentId: folderRefField,
      Name: folderNameField,
    }),
    z.object({
      Type: z.literal('renameFolder'),
      TeamId: teamIdField,
      ID: folderIdField,
      Name: folderNameField,
    }),
    z.object({ Type: z.literal('deleteFolder'), TeamId: teamIdField, ID: folderIdField }),
    z
      .object({
        Type: z.literal('update'),
        TeamId: teamIdField,
        ID: fileIdField,
        Name: fileNameField.optional(),
        Remark: remarkField.optional(),
      })
      .refine((b) => b.Name !== undefined || b.Remark !== undefined, '没有需要修改的内容'),
    z.object({ Type: z.literal('delete'), TeamId: teamIdField, ID: fileIdField }),
  ],
  { error: '操作类型无效' },
)
export type OperatingPricPackageBody = z.input<typeof operatingPricPackageBody>
export const libraryIdData = z.object({ ID: z.string() })

// ---- GET GetCopyandMove: the folder tree ----------------------------------------------------

export const folderTreeData = z.array(folderDoc)

// ---- GET GetGetPricPackageList: files of a folder, or found by name ------------------------

export const fileListQuery = z.object({
  TeamId: teamIdField,
  FolderId: folderRefField,
  /** Part of a file name: searches the whole library (FolderId ignored). */
  Keyword: z.string({ error: '搜索词无效' }).trim().max(50, '搜索词不能超过50个字').optional(),
  PageIndex: pageIndexField,
  PageSize: pageSizeField(200, 50),
})
export const fileListData = z.array(teamFileDoc)

// ---- GET GetGetPricPackageListClick: one file's materials -----------------------------------

export const fileItemsQuery = z.object({
  TeamId: teamIdField,
  FileId: fileIdField,
  Q: z.string({ error: '搜索词无效' }).trim().max(100, '搜索词不能超过100个字').optional(),
  PageIndex: pageIndexField,
  PageSize: pageSizeField(1000, 100),
})
export const fileItemsData = z.array(libraryItemDoc)

export const fileRefQuery = z.object({ TeamId: teamIdField, FileId: fileIdField })

// ---- GET UploadTeamLibrary, RecallUpload, UpdateFileStatus ----------------------------------

export const uploadTeamLibraryQuery = z.object({
  TeamId: teamIdField,
  PackageID: z.uuid({ error: '价格包编号无效' }),
  FolderId: folderRefField,
  /** Defaults to the package's name. */
  Name: fileNameField.optional(),
  /** '1': submitted for review at once (the administrator's upload is approved at once). */
  Submit: z.enum(['0', '1'], { error: '参数 Submit 无效' }).default('0'),
})
export const uploadTeamLibraryData = z.object({ ID: z.string(), Status: fileStatusField })

export const updateFileStatusQuery = z.object({
  TeamId: teamIdField,
  FileIds: fileIdsField,
  /** Only '2' (送审); review is Data_ReviewFile, recall is RecallUpload. */
  Status: z.literal('2', { error: '文件状态无效' }),
})
export const countData = z.object({ Count: z.number() })

// ---- review -----------------------------------------------------------------------------------

export const reviewListQuery = z.object({
  TeamId: teamIdField,
  /** '' every state, or one of 1–4. */
  Status: z.enum(['', '1', '2', '3', '4'], { error: '文件状态无效' }).default(''),
  /** '1': only my uploads (a member always gets only theirs). */
  Mine: z.enum(['0', '1'], { error: '参数 Mine 无效' }).default('0'),
  PageIndex: pageIndexField,
  PageSize: pageSizeField(200, 50),
})

export const reviewFileBody = z
  .object({
    TeamId: teamIdField,
    FileIds: fileIdsField,
    Result: z.enum(['pass', 'reject'], { error: '审核结果无效' }),
    Opinion: z
      .string({ error: '审核意见无效' })
      .trim()
      .max(OPINION_MAX, `审核意见不能超过${OPINION_MAX}个字`)
      .default(''),
  })
  .refine((b) => b.Result === 'pass' || b.Opinion !== '', {
    message: LIBRARY_MESSAGES.opinionRequired,
    path: ['Opinion'],
  })

// ---- comments ---------------------------------------------------------------------------------

export const editCommentsBody = z.discriminatedUnion(
  'Type',
  [
    z.object({
      Type: z.literal('add'),
      TeamId: teamIdField,
      FileId: fileIdField,
      Content: commentField,
    }),
    z.object({
      Type: z.literal('delete'),
      TeamId: teamIdField,
      ID: z.uuid({ error: '评论编号无效' }),
    }),
  ],
  { error: '操作类型无效' },
)
export const commentDoc = z.object({
  ID: z.string(),
  UserId: z.string(),
  UserName: z.string(),
  Content: z.string(),
  CreateTime: z.string(),
  CanDelete: z.boolean(),
})
export type CommentDoc = z.output<typeof commentDoc>
export const commentListData = z.array(commentDoc)

// ---- authority --------------------------------------------------------------------------------

export const authorityEntry = z.discriminatedUnion(
  'Kind',
  [
    z.object({ Kind: z.literal('all'), ID: z.literal('').default(''), Level: fileLevelField }),
    z.object({ Kind: z.literal('grouping'), ID: groupIdField, Level: fileLevelField }),
    z.object({ Kind: z.literal('user'), ID: userIdField, Level: fileLevelField }),
  ],
  { error: '权限对象无效' },
)
export type AuthorityEntry = z.output<typeof authorityEntry>

export const fileAuthorityBody = z.object({
  TeamId: teamIdField,
  FileId: fileIdField,
  /** Replaces the file's entries; one entry per subject (a repeated subject is refused). */
  Authorities: jsonField(
    z
      .array(authorityEntry, { error: '权限列表无效' })
      .max(AUTHORITY_MAX, `权限最多${AUTHORITY_MAX}条`)
      .refine(
        (list) => new Set(list.map((e) => `${e.Kind}:${e.ID}`)).size === list.length,
        '同一分组或成员只能设置一次权限',
      ),
  ),
})
export const authorityDoc = z.object({
  Kind: z.enum(['all', 'grouping', 'user']),
  ID: z.string(),
  /** 全部成员, the grouping's or the member's name. */
  Name: z.string(),
  Level: fileLevelField,
  LevelName: z.string(),
})
export type AuthorityDoc = z.output<typeof authorityDoc>
export const authorityListData = z.array(authorityDoc)

// ---- copy and move ----------------------------------------------------------------------------

export const copyToFolderBody = z.object({
  TeamId: teamIdField,
  FileIds: fileIdsField,
  FolderId: folderRefField,
})
export const copiedData = z.object({ IDs: z.array(z.string()) })

export const moveToFolderQuery = z.object({
  TeamId: teamIdField,
  FileIds: fileIdsField,
  FolderId: folderRefField,
})

// ---- merge ------------------------------------------------------------------------------------

export const mergePreviewQuery = z.object({ TeamId: teamIdField, FileIds: mergeFileIdsField })
export const mergePreviewData = z.object({
  Files: z.array(
    z.object({ ID: z.string(), Name: z.string(), Period: z.string(), ItemCount: z.number() }),
  ),
  /** Distinct materials (name, spec, unit) in the merged file. */
  ItemCount: z.number(),
  /** Materials found in more than one file, and those whose prices differ among them. */
  Duplicates: z.number(),
  Conflicts: z.number(),
  /** The first conflicts (at most 50), each with its price in every file that has it. */
  Samples: z.array(
    z.object({
      Name: z.string(),
      Spec: z.string(),
      Unit: z.string(),
      Prices: z.array(z.object({ FileId: z.string(), PriceTax: z.string(), Period: z.string() })),
    }),
  ),
})
export type MergePreview = z.output<typeof mergePreviewData>

export const mergeDataQuery = z.object({
  TeamId: teamIdField,
  FileIds: mergeFileIdsField,
  Name: fileNameField,
  FolderId: folderRefField,
  Rule: z.enum(MERGE_RULES, { error: '合并规则无效' }).default('latest'),
})
export const mergedData = z.object({
  ID: z.string(),
  ItemCount: z.number(),
  Status: fileStatusField,
})

// ---- FileSharing: a personal copy ------------------------------------------------------------

export const sharedData = z.object({ PackageID: z.string(), ItemCount: z.number() })
