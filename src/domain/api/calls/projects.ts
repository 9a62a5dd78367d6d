import { z } from 'zod'
import {
  bulkWriteData,
  changeTendersQuery,
  defaultPictureQuery,
  deleteOfAllBody,
  editClassifyAllBody,
  editMembersBody,
  editProStructureMoreBody,
  getFolderListQuery,
  getProjectFolderListQuery,
  getProjectListQuery,
  getProListQuery,
  idQuery,
  moveQuery,
  newEditClassifyBody,
  projectListItem,
  proIdQuery,
  releaseProjectBody,
  templateMergeQuery,
  templateOperationBody,
  updateClassifyQuery,
  writeData,
} from '../../projects/schemas'
import { EXCEL_MAX_BYTES, EXCEL_SIZE_MESSAGE } from '../../projects/xlsx'
import { defineCall, fileData, noInput } from '../registry/define'
import { entityWriteCall } from '../synced/calls'
import { uploadInput } from './account'
import {
  brandConfigureData,
  bulkRowsData,
  defaultPictureData,
  folderContentData,
  folderNode,
  projectInfoData,
  proPickerData,
  proStructureData,
  proStruDetailData,
  releaseData,
  sureStructureData,
  tendersData,
  workbookTableData,
} from './projects-data'

const MULTIPART_SLACK = 64 * 1024

/** My projects and templates (SPEC §7 "Projects and templates", "Tenders"; docs/api-projects.md). */
export const PROJECT_CALLS = {
  // ---- reads
  getProjectList: defineCall({ method: 'GET', path: '/ProjectAndTemplate/GetProjectList', access: 'user', input: getProjectListQuery, data: z.array(projectListItem), paged: true, summary: '我的项目与模板列表：筛选、排序、分页' }),
  getFolderList: defineCall({ method: 'GET', path: '/ProjectAndTemplate/GetFolderList', access: 'user', input: getFolderListQuery, data: z.array(folderNode), summary: '我的文件夹树（每个文件夹直接包含的项目数）' }),
  getProjectFolderList: defineCall({ method: 'GET', path: '/ProjectAndTemplate/GetProjectFolderList', access: 'user', input: getProjectFolderListQuery, data: folderContentData, summary: '一个文件夹的下级文件夹和项目（root 为顶层）' }),
  getProjectInfo: defineCall({ method: 'GET', path: '/SjyqList/GetProjectInfo', access: 'user', input: idQuery, data: projectInfoData, summary: '项目详情：字段、封面、面积合计、单项数和标段数' }),
  getPro: defineCall({ method: 'GET', path: '/SjyqList/GetPro', access: 'user', input: getProListQuery, data: proPickerData, summary: '选择器用的我的项目列表（合并模板、复制）' }),
  brandConfigure: defineCall({ method: 'GET', path: '/SjyqList/BrandConfigure', access: 'user', input: idQuery, data: brandConfigureData, summary: '配置档次（经济、标准、高档、豪华）及项目所选档次' }),
  getDefaultPicture: defineCall({ method: 'GET', path: '/Command/GetDefaultPicture', access: 'public', input: defaultPictureQuery, data: defaultPictureData, summary: '项目类型的默认封面（不传类型时为全部类型）' }),
  getProStructure: defineCall({ method: 'GET', path: '/SjyqList/GetProStructure', access: 'user', input: proIdQuery, data: proStructureData, summary: '项目结构树：编号、层级、面积汇总' }),
  getProStruDetail: defineCall({ method: 'GET', path: '/SjyqList/GetProStruDetail', access: 'user', input: idQuery, data: proStruDetailData, summary: '一个单项工程的详情：路径、下级数、面积汇总' }),
  getTenders: defineCall({ method: 'GET', path: '/Generate/GetTenders', access: 'user', input: proIdQuery, data: tendersData, summary: '项目的标段及各标段的单项，另列未分配的单项' }),
  // ---- synced writes (replayed by the outbox)
  // (method and path from the entity definitions, src/domain/api/sync-entities.ts)
  editProject: entityWriteCall('projects', 'create', '项目编号', '新建、修改或删除项目（Type=add|update|delete）'),
  deleteProject: entityWriteCall('projects', 'delete', '项目编号', '删除项目（连同其结构、标段和清单）'),
  editProStructure: entityWriteCall('structureRows', 'create', '单项编号', '新建、修改或删除一个单项工程'),
  editClassify: entityWriteCall('folders', 'create', '文件夹编号', '新建、修改或删除文件夹'),
  delClassify: entityWriteCall('folders', 'delete', '文件夹编号', '删除文件夹（内容移到上级）'),
  editTenders: entityWriteCall('tenders', 'create', '标段编号', '新建、修改或删除标段'),
  // ---- direct writes (online, one transaction)
  editProStructureMore: defineCall({ method: 'POST', path: '/SjyqList/EditProStructureMore', access: 'writer', input: editProStructureMoreBody, data: bulkWriteData, maxBody: 16 * 1024 * 1024, summary: '一次保存整个项目结构（最多 10,000 行）' }),
  sureProStructure: defineCall({ method: 'GET', path: '/SjyqList/SureProStructure', access: 'writer', input: idQuery, data: sureStructureData, summary: '检查并确认项目结构；不通过时 Data.Issues 列出要标记的单元格' }),
  uporDown: defineCall({ method: 'GET', path: '/Command/UporDown', access: 'writer', input: moveQuery, data: bulkWriteData, summary: '单项在同级中上移或下移' }),
  moveupOrdown: defineCall({ method: 'GET', path: '/Command/MoveupOrdown', access: 'writer', input: moveQuery, data: bulkWriteData, summary: '单项升级或降级' }),
  changeTenders: defineCall({ method: 'GET', path: '/Generate/ChangeTenders', access: 'writer', input: changeTendersQuery, data: bulkWriteData, summary: '把单项分配到标段（空为不分配）' }),
  deleteOfAll: defineCall({ method: 'POST', path: '/ProjectAndTemplate/DeleteOfAll', access: 'writer', input: deleteOfAllBody, data: bulkRowsData, summary: '批量删除项目（全部成功或全部不做）' }),
  editClassifyAll: defineCall({ method: 'POST', path: '/ProjectAndTemplate/EditClassifyAll', access: 'writer', input: editClassifyAllBody, data: bulkRowsData, summary: '批量移动项目到文件夹' }),
  updateClassify: defineCall({ method: 'GET', path: '/ProjectAndTemplate/UpdateClassify', access: 'writer', input: updateClassifyQuery, data: bulkRowsData, summary: '重命名文件夹' }),
  newEditClassify: defineCall({ method: 'POST', path: '/ProjectAndTemplate/NEWEditClassify', access: 'writer', input: newEditClassifyBody, data: bulkRowsData, summary: '移动文件夹（不允许移到自己的下级）' }),
  editProjectMembers: defineCall({ method: 'POST', path: '/SjyqList/EditProject_Members', access: 'writer', input: editMembersBody, data: bulkRowsData, summary: '设置项目成员' }),
  templateOperation: defineCall({ method: 'POST', path: '/ProjectAndTemplate/TemplateOperation', access: 'writer', input: templateOperationBody, data: writeData, summary: '另存为模板：复制项目及其结构为我的模板' }),
  templateMerge: defineCall({ method: 'GET', path: '/SjyqList/TemplateMerge', access: 'writer', input: templateMergeQuery, data: bulkWriteData, summary: '合并模板：把模板的结构追加到项目' }),
  releaseProject: defineCall({ method: 'POST', path: '/ProjectAndTemplate/ReleaseProject', access: 'writer', input: releaseProjectBody, data: releaseData, summary: '发布模板到交易中心（服务器计算指标）' }),
  // ---- Excel
  downloadTemplate: defineCall({ method: 'GET', path: '/Command/DownloadTemplate', access: 'public', input: noInput, data: fileData, reply: 'file', summary: '下载项目结构导入模板（.xlsx）' }),
  getExcel: defineCall({ method: 'POST', path: '/Generate/GetExcel', access: 'user', input: z.object({ ProId: z.uuid() }), data: fileData, reply: 'file', summary: '导出标段（.xlsx：项目结构和各标段）' }),
  uploadExcelOfBZ: defineCall({ method: 'POST', path: '/Command/UploadExcelOfBZ', access: 'user', input: uploadInput, data: workbookTableData, multipart: true, maxBody: EXCEL_MAX_BYTES + MULTIPART_SLACK, maxBodyMessage: EXCEL_SIZE_MESSAGE, summary: '上传 Excel，读出各工作表的表头和行（导入前预览）' }),
} as const
