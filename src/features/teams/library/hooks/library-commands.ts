import { callApi } from '@/data/api/call-api'
import { TEAM_LIBRARY_CALLS as calls } from '@/domain/api/calls/team-library'
import {
  copyToFolderBody,
  editCommentsBody,
  fileAuthorityBody,
  mergeDataQuery,
  moveToFolderQuery,
  operatingPricPackageBody,
  reviewFileBody,
  updateFileStatusQuery,
  uploadTeamLibraryQuery,
  type AuthorityEntry,
  type MergeRule,
} from '@/domain/teams/library'
import { QUIET, run, type Outcome } from '../../hooks/team-commands'

/**
 * The team library's writes (docs/team-library.md), in the team centre's Outcome style: the
 * contract's schema is checked before any request, offline nothing is sent (团队中心需要联网),
 * and a refusal comes back as the server's Chinese sentence.
 */
export type { Outcome }

const ids = (list: readonly string[]) => JSON.stringify(list)

export const addFolder = (TeamId: string, ParentId: string, Name: string) => {
  const body = { Type: 'addFolder' as const, TeamId, ParentId, Name }
  return run(
    [operatingPricPackageBody, body],
    async () => (await callApi(calls.operatingPricPackage, body, QUIET)).data.ID,
  )
}
export const renameFolder = (TeamId: string, ID: string, Name: string) => {
  const body = { Type: 'renameFolder' as const, TeamId, ID, Name }
  return run(
    [operatingPricPackageBody, body],
    async () => (await callApi(calls.operatingPricPackage, body, QUIET)).data.ID,
  )
}
export const deleteFolder = (TeamId: string, ID: string) => {
  const body = { Type: 'deleteFolder' as const, TeamId, ID }
  return run(
    [operatingPricPackageBody, body],
    async () => (await callApi(calls.operatingPricPackage, body, QUIET)).data.ID,
  )
}
/** 重命名 / 备注: only the fields given change. */
export const updateFile = (
  TeamId: string,
  ID: string,
  change: { Name?: string; Remark?: string },
) => {
  const body = { Type: 'update' as const, TeamId, ID, ...change }
  return run(
    [operatingPricPackageBody, body],
    async () => (await callApi(calls.operatingPricPackage, body, QUIET)).data.ID,
  )
}
export const deleteFile = (TeamId: string, ID: string) => {
  const body = { Type: 'delete' as const, TeamId, ID }
  return run(
    [operatingPricPackageBody, body],
    async () => (await callApi(calls.operatingPricPackage, body, QUIET)).data.ID,
  )
}

export const uploadPackage = (
  TeamId: string,
  PackageID: string,
  FolderId: string,
  Name: string,
  submit: boolean,
) => {
  const query = {
    TeamId,
    PackageID,
    FolderId,
    Name,
    Submit: submit ? ('1' as const) : ('0' as const),
  }
  return run(
    [uploadTeamLibraryQuery, query],
    async () => (await callApi(calls.uploadTeamLibrary, query, QUIET)).data,
  )
}

/** 送审 (待送审 or 已驳回 → 审核中). */
export const submitFiles = (TeamId: string, fileIds: readonly string[]) => {
  const query = { TeamId, FileIds: ids(fileIds), Status: '2' as const }
  return run(
    [updateFileStatusQuery, query],
    async () => (await callApi(calls.updateFileStatus, query, QUIET)).data.Count,
  )
}
export const recallFile = (TeamId: string, FileId: string) =>
  run(null, async () => (await callApi(calls.recallUpload, { TeamId, FileId }, QUIET)).data)

export const reviewFiles = (
  TeamId: string,
  fileIds: readonly string[],
  Result: 'pass' | 'reject',
  Opinion: string,
) => {
  const body = { TeamId, FileIds: ids(fileIds), Result, Opinion }
  return run(
    [reviewFileBody, body],
    async () => (await callApi(calls.dataReviewFile, body, QUIET)).data.Count,
  )
}

export const addComment = (TeamId: string, FileId: string, Content: string) => {
  const body = { Type: 'add' as const, TeamId, FileId, Content }
  return run(
    [editCommentsBody, body],
    async () => (await callApi(calls.editCommentsFile, body, QUIET)).data.ID,
  )
}
export const deleteComment = (TeamId: string, ID: string) => {
  const body = { Type: 'delete' as const, TeamId, ID }
  return run(
    [editCommentsBody, body],
    async () => (await callApi(calls.editCommentsFile, body, QUIET)).data.ID,
  )
}

export const setAuthority = (
  TeamId: string,
  FileId: string,
  entries: readonly AuthorityEntry[],
) => {
  const body = { TeamId, FileId, Authorities: JSON.stringify(entries) }
  return run(
    [fileAuthorityBody, body],
    async () => (await callApi(calls.operationTeamFileAuthority, body, QUIET)).data.Count,
  )
}

export const copyFiles = (TeamId: string, fileIds: readonly string[], FolderId: string) => {
  const body = { TeamId, FileIds: ids(fileIds), FolderId }
  return run(
    [copyToFolderBody, body],
    async () => (await callApi(calls.copyToFolder, body, QUIET)).data.IDs,
  )
}
export const moveFiles = (TeamId: string, fileIds: readonly string[], FolderId: string) => {
  const query = { TeamId, FileIds: ids(fileIds), FolderId }
  return run(
    [moveToFolderQuery, query],
    async () => (await callApi(calls.subDataToFolder, query, QUIET)).data.Count,
  )
}

export const mergeFiles = (
  TeamId: string,
  fileIds: readonly string[],
  Name: string,
  FolderId: string,
  Rule: MergeRule,
) => {
  const query = { TeamId, FileIds: ids(fileIds), Name, FolderId, Rule }
  return run(
    [mergeDataQuery, query],
    async () => (await callApi(calls.mergeData, query, QUIET)).data,
  )
}

/** 共享到我的价格库: a personal copy of an approved file. */
export const shareFile = (TeamId: string, FileId: string) =>
  run(null, async () => (await callApi(calls.fileSharing, { TeamId, FileId }, QUIET)).data)
