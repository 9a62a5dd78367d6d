/**
 * The team file library's rules without schemas (docs/team-library.md): limits, review states,
 * authority levels, the Chinese messages, and `fileRights`, the one statement of who may do what
 * (the server decides with it, the screen offers what it allows). The zod contracts are in
 * library.ts, which re-exports all of this.
 */

export const FOLDER_NAME_MAX = 30
export const FILE_NAME_MAX = 100
export const FILE_REMARK_MAX = 200
export const COMMENT_MAX = 500
export const OPINION_MAX = 200
/** Most folders in one team's library, and how deep they nest (the root is depth 0). */
export const TEAM_FOLDER_MAX = 200
export const FOLDER_DEPTH_MAX = 5
/** Most files in one team's library. */
export const TEAM_FILE_MAX = 1000
/** Most material rows one team file holds (an upload or a merge of more is refused). */
export const TEAM_FILE_ITEMS_MAX = 50_000
/** Files one batch call (送审, 审核, copy, move) names; files one merge takes. */
export const FILE_BATCH_MAX = 100
export const MERGE_FILES_MIN = 2
export const MERGE_FILES_MAX = 10
/** Most authority entries on one file; most comments listed. */
export const AUTHORITY_MAX = 200
export const COMMENT_LIST_MAX = 500

/** Review states of a file (DOMAIN.md "Teams"): 1 待送审, 2 审核中, 3 已通过, 4 已驳回. */
export const FILE_STATUS = { draft: 1, reviewing: 2, approved: 3, rejected: 4 } as const
export type FileStatus = (typeof FILE_STATUS)[keyof typeof FILE_STATUS]
export const FILE_STATUS_NAMES: Record<FileStatus, string> = {
  1: '待送审',
  2: '审核中',
  3: '已通过',
  4: '已驳回',
}

/** Authority levels, each including the ones before it. */
export const LEVELS = ['view', 'edit', 'manage'] as const
export type FileLevel = (typeof LEVELS)[number]
export const LEVEL_NAMES: Record<FileLevel, string> = { view: '查看', edit: '编辑', manage: '管理' }

export const LIBRARY_MESSAGES = {
  fileMissing: '文件不存在或无权查看',
  folderMissing: '文件夹不存在',
  noRight: '你对该文件没有此项权限',
  adminOnly: '仅团队管理员可以操作',
  folderNotEmpty: '文件夹不为空，请先移走或删除其中的文件和文件夹',
  folderNameTaken: '同一位置已有同名文件夹',
  folderTooDeep: `文件夹最多${FOLDER_DEPTH_MAX}层`,
  folderIntoItself: '不能把文件夹移到它自己或它的子文件夹中',
  tooManyFolders: `一个团队最多${TEAM_FOLDER_MAX}个文件夹`,
  tooManyFiles: `一个团队的文件库最多${TEAM_FILE_MAX}个文件`,
  tooManyItems: `价格包超过${TEAM_FILE_ITEMS_MAX}条材料，请拆分后再上传`,
  packageMissing: '价格包不存在或无权查看',
  packageEmpty: '价格包中没有材料，无法上传',
  submitOnlyDraft: '只有待送审或已驳回的文件可以送审',
  recallOnlyReviewing: '只有审核中的文件可以撤回',
  reviewOnlyReviewing: '只能审核“审核中”的文件',
  opinionRequired: '请填写驳回原因',
  shareOnlyApproved: '只能共享已通过审核的文件',
  mergeOnlyApproved: '只能合并已通过审核的文件',
  authoritySubjectMissing: '分组或成员不在团队中',
  commentMissing: '评论不存在',
  commentNotYours: '只能删除自己的评论',
} as const

// ---- what a level allows --------------------------------------------------------------------

export interface FileRights {
  /** See the file, its properties, items, comments and authority; comment; share to my library. */
  CanView: boolean
  /** Rename, change the remark, move, copy within the team. */
  CanEdit: boolean
  /** Delete, set the authority. */
  CanManage: boolean
  /** 送审 (待送审 or 已驳回 → 审核中): the uploader or the administrator. */
  CanSubmit: boolean
  /** 撤回 (审核中 → 待送审): the uploader or the administrator. */
  CanRecall: boolean
  /** 审核 (审核中 → 已通过 / 已驳回): the administrator. */
  CanReview: boolean
  /** 共享到我的价格库 (a personal copy): anyone who sees an approved file. */
  CanShare: boolean
}

export interface FileRightsInput {
  /** The caller's level from the authority entries (null: none). */
  level: FileLevel | null
  isAdmin: boolean
  isUploader: boolean
  status: FileStatus
}

/** The caller's own level: the administrator and the uploader manage; others by the entries, on approved files only. */
export function effectiveLevel(input: FileRightsInput): FileLevel | null {
  if (input.isAdmin || input.isUploader) return 'manage'
  return input.status === FILE_STATUS.approved ? input.level : null
}

/** What the caller may do with one file (docs/team-library.md "Rights"): one statement for client and server. */
export function fileRights(input: FileRightsInput): FileRights {
  const level = effectiveLevel(input)
  const rank = level === null ? 0 : LEVELS.indexOf(level) + 1
  const owner = input.isAdmin || input.isUploader
  return {
    CanView: rank >= 1,
    CanEdit: rank >= 2,
    CanManage: rank >= 3,
    CanSubmit:
      owner && (input.status === FILE_STATUS.draft || input.status === FILE_STATUS.rejected),
    CanRecall: owner && input.status === FILE_STATUS.reviewing,
    CanReview: input.isAdmin && input.status === FILE_STATUS.reviewing,
    CanShare: rank >= 1 && input.status === FILE_STATUS.approved,
  }
}

/** The highest of several levels (a member matched by 全部成员, a grouping and by name). */
export function highestLevel(levels: readonly FileLevel[]): FileLevel | null {
  let best = -1
  for (const l of levels) best = Math.max(best, LEVELS.indexOf(l))
  return best < 0 ? null : (LEVELS[best] ?? null)
}

// ---- merge rules ------------------------------------------------------------------------------

export const MERGE_RULES = ['latest', 'average', 'first'] as const
export type MergeRule = (typeof MERGE_RULES)[number]
export const MERGE_RULE_NAMES: Record<MergeRule, string> = {
  latest: '取期次最新的价格',
  average: '取平均价',
  first: '按所选顺序取第一个文件的价格',
}

/**
 * The suggested name of a merge: the name of the file with the newest period (the first such in
 * the order given) and （合并）. A merged file is dated the newest period of its sources, so the
 * April and May files merge into 「…2026年5月…（合并）」, dated 2026-05, not an April name.
 */
export function mergedFileName(files: readonly { Name: string; Period: string }[]): string {
  const newest = files.reduce<{ Name: string; Period: string } | undefined>(
    (best, f) => (best === undefined || f.Period > best.Period ? f : best),
    undefined,
  )
  return `${newest?.Name ?? ''}（合并）`.slice(0, FILE_NAME_MAX)
}
