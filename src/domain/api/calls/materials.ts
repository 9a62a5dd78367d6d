import {
  backstageHistoryQuery,
  batchUpdateBody,
  batchUpdateData,
  fromData,
  fromQuery,
  headsData,
  historyData,
  historyQuery,
  insertDataBody,
  insertDataData,
  materialData,
  materialDataQuery,
  packageIdQuery,
  packageListData,
  packageListQuery,
  recoverBody,
  recoverData,
  trendData,
  trendQuery,
  updateHeadsBody,
  updatePackageBody,
  updatePackageData,
} from '../materials'
import { defineCall } from '../registry/define'

const PKG = '5d0b7c1e-3f7a-4f39-9a56-1d1b4c1f2a01'
const ITEM = { Code: '0101004', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', Unit: 't', PriceTax: '3667', TaxRate: '13' }

/**
 * Material price library (issue 11, docs/materials.md). Reads: official (type 3) and market (type
 * 2) packages are open to every signed-in user, a personal package (type 1) to its owner only.
 * Writes: a personal package by its owner, the others by the administrator only.
 */
export const MATERIAL_CALLS = {
  getPricePackage: defineCall({
    method: 'GET', path: '/MyStandard/GetPricePackage', access: 'user', input: packageListQuery, data: packageListData, paged: true,
    summary: '可用的价格包（按类型 1个人/2市场价/3官方信息价、省市和期次筛选，含材料条数和日期；个人价格包只列自己的）',
    example: { Type: 3, City: '深圳', PageSize: 20 },
  }),
  getHeads: defineCall({
    method: 'GET', path: '/MaterialPrice/GetHeads', access: 'user', input: packageIdQuery, data: headsData,
    summary: '价格包表格的列设置（未设置时为默认列）', example: { PackageID: PKG },
  }),
  updateHeads: defineCall({
    method: 'POST', path: '/MaterialPrice/UpdateHeads', access: 'writer', input: updateHeadsBody, data: headsData,
    summary: '修改价格包的列设置（个人价格包由本人，其他由管理员）',
    example: { PackageID: PKG, Heads: JSON.stringify([{ Field: 'Name', Title: '名称', Visible: true }]) },
  }),
  getMaterialData: defineCall({
    method: 'GET', path: '/MaterialPrice/GetMaterialData', access: 'user', input: materialDataQuery, data: materialData, paged: true,
    summary: '价格包的材料（分页；Q 按编码、名称、规格或拼音首字母搜索）', example: { PackageID: PKG, Q: 'gj', PageSize: 100 },
  }),
  batchUpdate: defineCall({
    method: 'POST', path: '/MaterialPrice/BatchUpdate', access: 'writer', input: batchUpdateBody, data: batchUpdateData, maxBody: 8 * 1024 * 1024,
    summary: '批量修改、删除价格包中的材料（记入历史；个人价格包由本人，其他由管理员）',
    example: { PackageID: PKG, Deleted: JSON.stringify([PKG]) },
  }),
  insertData: defineCall({
    method: 'POST', path: '/MaterialPrice/InsertData', access: 'writer', input: insertDataBody, data: insertDataData, maxBody: 8 * 1024 * 1024,
    summary: '向价格包添加材料，或新建价格包并导入材料（发布一期信息价、复制到个人价格包；记入历史）',
    example: { Package: JSON.stringify({ Type: 1, Name: '我的材料价', Period: '2026-05' }), Items: JSON.stringify([ITEM]) },
  }),
  getHistory: defineCall({
    method: 'GET', path: '/MaterialPrice/GetHistory', access: 'user', input: historyQuery, data: historyData, paged: true,
    summary: '价格包的修改历史：谁、何时、修改前后（个人价格包由本人，其他由管理员查看）', example: { PackageID: PKG },
  }),
  getFrom: defineCall({
    method: 'GET', path: '/MaterialPrice/GetFrom', access: 'user', input: fromQuery, data: fromData,
    summary: '价格包的来源及各来源的价格包数量', example: { Type: 3 },
  }),
  getTrend: defineCall({
    method: 'GET', path: '/MaterialPrice/GetTrend', access: 'user', input: trendQuery, data: trendData, beyondSpec: true,
    summary: '一种材料在各城市、各期次的信息价和市场价（走势图）', example: { Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', Unit: 't' },
  }),
  updatePackage: defineCall({
    method: 'POST', path: '/MaterialPrice/UpdatePackage', access: 'writer', input: updatePackageBody, data: updatePackageData, beyondSpec: true,
    summary: '修改或删除自己的个人价格包（名称、省市、期次）',
    example: { Type: 'update', Model: JSON.stringify({ ID: PKG, Name: '我的材料价' }) },
  }),
  backstageGetMaterialData: defineCall({
    method: 'GET', path: '/Backstage/GetMaterialData', access: 'admin', input: packageListQuery, data: packageListData, paged: true,
    summary: '后台：全部价格包（含各用户的个人价格包）', example: { Type: 3, PageSize: 20 },
  }),
  backstageUpdateMaterialData: defineCall({
    method: 'POST', path: '/Backstage/UpdateMaterialData', access: 'admin', input: updatePackageBody, data: updatePackageData,
    summary: '后台：修改或删除价格包', example: { Type: 'update', Model: JSON.stringify({ ID: PKG, Name: '深圳信息价' }) },
  }),
  backstageGetHistory: defineCall({
    method: 'GET', path: '/Backstage/GetHistory', access: 'admin', input: backstageHistoryQuery, data: historyData, paged: true,
    summary: '后台：材料价格的修改历史（全部或某个价格包）', example: { PageSize: 20 },
  }),
  recoverHistory: defineCall({
    method: 'POST', path: '/Backstage/RecoverHistory', access: 'admin', input: recoverBody, data: recoverData,
    summary: '后台：把价格包恢复到某条历史记录时的状态（恢复本身也记入历史）', example: { PackageID: PKG, HistoryID: 1 },
  }),
} as const

