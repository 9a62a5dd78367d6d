import { useCallRead } from '@/data/api/use-call-read'
import { TEAM_LIBRARY_CALLS as calls } from '@/domain/api/calls/team-library'
import { MATERIAL_CALLS } from '@/domain/api/calls/materials'
import {
  fileRights,
  type FileRights,
  type FolderDoc,
  type TeamFileDoc,
} from '@/domain/teams/library'
import { TEAM_READ_MESSAGES as MESSAGES } from '../../hooks/use-teams'

/**
 * The team library's reads (docs/team-library.md): online only, like the rest of the team
 * centre. A failed read shows the centre's retry message; offline it says 团队中心需要联网.
 */

export const FILE_PAGE_SIZE = 50
export const ITEM_PAGE_SIZE = 100

export const useFolders = (teamId: string) =>
  useCallRead(calls.getCopyandMove, { TeamId: teamId }, MESSAGES)

export const useFiles = (teamId: string, folderId: string, keyword: string, page: number) =>
  useCallRead(
    calls.getGetPricPackageList,
    {
      TeamId: teamId,
      FolderId: folderId,
      ...(keyword ? { Keyword: keyword } : {}),
      PageIndex: page,
      PageSize: FILE_PAGE_SIZE,
    },
    MESSAGES,
  )

export const useFileItems = (teamId: string, fileId: string, q: string, page: number) =>
  useCallRead(
    calls.getGetPricPackageListClick,
    {
      TeamId: teamId,
      FileId: fileId,
      ...(q ? { Q: q } : {}),
      PageIndex: page,
      PageSize: ITEM_PAGE_SIZE,
    },
    MESSAGES,
  )

export const useFileProperties = (teamId: string, fileId: string) =>
  useCallRead(calls.getFileProperties, { TeamId: teamId, FileId: fileId }, MESSAGES)

export const useComments = (teamId: string, fileId: string) =>
  useCallRead(calls.getCommentsFile, { TeamId: teamId, FileId: fileId }, MESSAGES)

export const useAuthorityList = (teamId: string, fileId: string) =>
  useCallRead(calls.getFileAuthorityList, { TeamId: teamId, FileId: fileId }, MESSAGES)

export type ReviewFilter = '' | '1' | '2' | '3' | '4'
export const useReviewList = (teamId: string, status: ReviewFilter, page: number) =>
  useCallRead(
    calls.getReviewFileList,
    { TeamId: teamId, Status: status, Mine: '0', PageIndex: page, PageSize: FILE_PAGE_SIZE },
    MESSAGES,
  )

export const useMergePreview = (teamId: string, fileIds: readonly string[]) =>
  useCallRead(calls.getMergeData, { TeamId: teamId, FileIds: JSON.stringify(fileIds) }, MESSAGES)

export type PackageKind = 1 | 2 | 3
/** Packages the upload picker lists at once; a search (`q`) reaches the others. */
export const PICKER_SIZE = 50
/** The price packages I may upload: my own (1), market (2) and official (3) ones, searched by `q`. */
export const useMyPackages = (type: PackageKind, q = '') =>
  useCallRead(
    MATERIAL_CALLS.getPricePackage,
    { Type: type, ...(q ? { Q: q } : {}), PageSize: PICKER_SIZE },
    MESSAGES,
  )

export {
  useGroupings,
  useMembers,
  useSettled,
  useOnline,
  NEED_NETWORK,
} from '../../hooks/use-teams'

/** What I may do with a listed file, from its MyLevel and status (the server decides; a refusal is toasted). */
export function rightsOf(file: TeamFileDoc, userId: string, isAdmin: boolean): FileRights {
  return fileRights({
    level: file.MyLevel,
    isAdmin,
    isUploader: file.UploaderId === userId,
    status: file.Status,
  })
}

export interface FolderNode {
  folder: FolderDoc
  depth: number
  /** 文件库 / a / b */
  path: string
}

export const ROOT_NAME = '文件库'

/** The folders in tree order (each after its parent, siblings by name), with depth and path. */
export function folderTree(folders: readonly FolderDoc[]): FolderNode[] {
  const out: FolderNode[] = []
  const walk = (parent: string, depth: number, path: string) => {
    const children = folders
      .filter((f) => f.ParentId === parent)
      .sort((a, b) => a.Name.localeCompare(b.Name, 'zh-CN'))
    for (const folder of children) {
      const here = `${path} / ${folder.Name}`
      out.push({ folder, depth, path: here })
      if (depth < 10) walk(folder.ID, depth + 1, here)
    }
  }
  walk('', 1, ROOT_NAME)
  return out
}
