import {
  authorityListData,
  commentListData,
  copiedData,
  copyToFolderBody,
  countData,
  editCommentsBody,
  fileAuthorityBody,
  fileItemsData,
  fileItemsQuery,
  fileListData,
  fileListQuery,
  filePropertiesData,
  fileRefQuery,
  folderTreeData,
  libraryIdData,
  mergeDataQuery,
  mergePreviewData,
  mergePreviewQuery,
  mergedData,
  moveToFolderQuery,
  operatingPricPackageBody,
  reviewFileBody,
  reviewListQuery,
  sharedData,
  updateFileStatusQuery,
  uploadTeamLibraryData,
  uploadTeamLibraryQuery,
} from '../../teams/library'
import { teamIdQuery } from '../../teams/schemas'
import { defineCall, nullData } from '../registry/define'

const TEAM = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b'
const FILE = '3d4e5f60-7182-493a-9c4d-5e6f7a8b9c0d'
const FILE2 = '4e5f6071-8293-4a4b-8d5e-6f7a8b9c0d1e'
const FOLDER = '5f607182-93a4-4b5c-9e6f-7a8b9c0d1e2f'
const PKG = '60718293-a4b5-4c6d-8f70-8b9c0d1e2f30'

/**
 * The team file library (团队文件库, docs/team-library.md) under /api/PTMaterialPrice: folders and
 * price-package files, review (送审), authority, comments, copy/move, merge and a personal copy.
 * Online only, like the rest of the team centre. A file the caller may not see answers
 * 文件不存在或无权查看, exactly as a missing one.
 */
export const TEAM_LIBRARY_CALLS = {
  operatingPricPackage: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/OperatingPricPackage',
    access: 'writer',
    input: operatingPricPackageBody,
    data: libraryIdData,
    summary:
      '文件夹：新建（addFolder）、重命名（renameFolder）、删除空文件夹（deleteFolder），均限管理员；文件：修改名称或备注（update，编辑权限）、删除（delete，管理权限）；Data 为编号',
    example: { Type: 'addFolder', TeamId: TEAM, Name: '2026年信息价' },
  }),
  getCopyandMove: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetCopyandMove',
    access: 'user',
    input: teamIdQuery,
    data: folderTreeData,
    summary:
      '团队文件库的全部文件夹（上级、名称、我可见的文件数），用于文件夹树和复制、移动的目标选择',
    example: { TeamId: TEAM },
  }),
  getGetPricPackageList: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetGetPricPackageList',
    access: 'user',
    input: fileListQuery,
    data: fileListData,
    paged: true,
    summary:
      '文件夹中我可见的文件（已通过且有查看权限的，以及我上传的；管理员看到全部），新的在前；Keyword 按名称搜索整个文件库；Total 为文件数',
    example: { TeamId: TEAM, FolderId: FOLDER, PageSize: 50 },
  }),
  getGetPricPackageListClick: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetGetPricPackageListClick',
    access: 'user',
    input: fileItemsQuery,
    data: fileItemsData,
    paged: true,
    summary: '打开一个文件：其中的材料（分页；Q 按编码、名称、规格搜索）；Total 为材料条数',
    example: { TeamId: TEAM, FileId: FILE, PageSize: 100 },
  }),
  getFileProperties: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetFileProperties',
    access: 'user',
    input: fileRefQuery,
    data: filePropertiesData,
    summary:
      '文件属性：来源、城市、期次、材料数、上传人、审核人与意见、所在文件夹、我的权限及可做的操作',
    example: { TeamId: TEAM, FileId: FILE },
  }),
  uploadTeamLibrary: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/UploadTeamLibrary',
    access: 'writer',
    input: uploadTeamLibraryQuery,
    data: uploadTeamLibraryData,
    summary:
      '把我能查看的一个材料价格包上传到团队文件库（复制其材料）；成员上传后为待送审，Submit=1 直接送审；管理员上传的直接通过',
    example: { TeamId: TEAM, PackageID: PKG, FolderId: FOLDER, Submit: '1' },
  }),
  updateFileStatus: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/UpdateFileStatus',
    access: 'writer',
    input: updateFileStatusQuery,
    data: countData,
    summary:
      '送审：把待送审或已驳回的文件（上传人或管理员）改为审核中；FileIds 为 JSON 数组，全部可送审才执行',
    example: { TeamId: TEAM, FileIds: JSON.stringify([FILE]), Status: '2' },
  }),
  recallUpload: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/RecallUpload',
    access: 'writer',
    input: fileRefQuery,
    data: nullData,
    summary: '撤回送审：审核中的文件回到待送审（上传人或管理员）',
    example: { TeamId: TEAM, FileId: FILE },
  }),
  getReviewFileList: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetReviewFileList',
    access: 'user',
    input: reviewListQuery,
    data: fileListData,
    paged: true,
    summary:
      '审核列表：管理员看到团队的全部文件，成员只看到自己上传的；可按状态筛选，审核中的在前；Total 为条数',
    example: { TeamId: TEAM, Status: '2' },
  }),
  dataReviewFile: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/Data_ReviewFile',
    access: 'writer',
    input: reviewFileBody,
    data: countData,
    summary:
      '审核（管理员）：审核中的文件通过（pass）或驳回（reject，须填写原因）；FileIds 为 JSON 数组，全部可审核才执行',
    example: {
      TeamId: TEAM,
      FileIds: JSON.stringify([FILE]),
      Result: 'reject',
      Opinion: '期次不对',
    },
  }),
  editCommentsFile: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/EditCommentsFile',
    access: 'writer',
    input: editCommentsBody,
    data: libraryIdData,
    summary: '评论文件（add，能查看文件的成员）或删除评论（delete，本人或管理员）；Data 为评论编号',
    example: { Type: 'add', TeamId: TEAM, FileId: FILE, Content: '钢筋价格偏高，请核对' },
  }),
  getCommentsFile: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetCommentsFile',
    access: 'user',
    input: fileRefQuery,
    data: commentListData,
    summary: '文件的评论，早的在前，最多 500 条；CanDelete 表示我可删除',
    example: { TeamId: TEAM, FileId: FILE },
  }),
  operationTeamFileAuthority: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/OperationTeamFileAuthority',
    access: 'writer',
    input: fileAuthorityBody,
    data: countData,
    summary:
      '设置文件权限（管理权限）：Authorities 为 JSON 数组 [{Kind: all|grouping|user, ID, Level: view|edit|manage}]，替换原有设置',
    example: {
      TeamId: TEAM,
      FileId: FILE,
      Authorities: JSON.stringify([{ Kind: 'all', ID: '', Level: 'view' }]),
    },
  }),
  getFileAuthorityList: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetFileAuthorityList',
    access: 'user',
    input: fileRefQuery,
    data: authorityListData,
    summary: '文件的权限设置（全部成员、分组、成员及其查看、编辑、管理权限）',
    example: { TeamId: TEAM, FileId: FILE },
  }),
  copyToFolder: defineCall({
    method: 'POST',
    path: '/PTMaterialPrice/CopyToFolder',
    access: 'writer',
    input: copyToFolderBody,
    data: copiedData,
    summary: '把文件复制到文件夹（每个文件须有编辑权限；同名时加“副本”）；Data.IDs 为新文件编号',
    example: { TeamId: TEAM, FileIds: JSON.stringify([FILE]), FolderId: FOLDER },
  }),
  subDataToFolder: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/SubDataToFolder',
    access: 'writer',
    input: moveToFolderQuery,
    data: countData,
    summary: '把文件移动到文件夹（每个文件须有编辑权限；FolderId 为空表示根目录）',
    example: { TeamId: TEAM, FileIds: JSON.stringify([FILE]), FolderId: FOLDER },
  }),
  getMergeData: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/GetMergeData',
    access: 'user',
    input: mergePreviewQuery,
    data: mergePreviewData,
    summary: '合并预览：2–10 个已通过的文件合并后的材料数、重复与价格不一致的材料及示例',
    example: { TeamId: TEAM, FileIds: JSON.stringify([FILE, FILE2]) },
  }),
  mergeData: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/MergeData',
    access: 'writer',
    input: mergeDataQuery,
    data: mergedData,
    summary:
      '合并文件为一个新文件（同一材料按 Rule 取价：latest 期次最新、average 平均、first 所选顺序第一个）；成员合并的为待送审，管理员的直接通过',
    example: {
      TeamId: TEAM,
      FileIds: JSON.stringify([FILE, FILE2]),
      Name: '合并价格',
      Rule: 'latest',
    },
  }),
  fileSharing: defineCall({
    method: 'GET',
    path: '/PTMaterialPrice/FileSharing',
    access: 'writer',
    input: fileRefQuery,
    data: sharedData,
    summary:
      '把已通过的团队文件复制为我的个人材料价格包（在材料价格库中使用）；Data 为新价格包编号和材料数',
    example: { TeamId: TEAM, FileId: FILE },
  }),
} as const
