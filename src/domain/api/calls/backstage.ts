import { z } from 'zod'
import {
  optionsData,
  projectDataData,
  projectDataQuery,
  recoverReferenceBody,
  referenceHistoryData,
  referenceHistoryQuery,
  referenceTablesData,
  tagSettingsData,
  updateFunctionalBody,
  updateFunctionalData,
  updateReferenceBody,
  updateReferenceData,
  userPowerData,
  userPowerQuery,
} from '../../backstage/schemas'
import { referenceData } from '../../estimate/schemas'
import { defineCall } from '../registry/define'

/**
 * The back office (docs/backoffice.md): the SPEC §7 calls under /api/Backstage (administrator
 * only) and the reference tables of 对标 and 调价 (read by every signed-in user, edited by the
 * administrator; every change is recorded with who, when, before and after).
 */
export const BACKSTAGE_CALLS = {
  getFunctionalData: defineCall({
    method: 'GET',
    path: '/Backstage/GetFunctionalData',
    access: 'admin',
    input: z.object({}),
    data: referenceData,
    summary:
      '后台：全部估算基础数据（功能区、系统单价、档次内容、品牌溢价、按户型计价项、典型清单项）',
  }),
  updateFunctionalData: defineCall({
    method: 'POST',
    path: '/Backstage/UpdateFunctionalData',
    access: 'admin',
    input: updateFunctionalBody,
    data: updateFunctionalData,
    summary:
      '后台：修改一条估算基础数据（Kind：function/system/grade/brand/countItem/recipe；品牌可新增、删除；校验后记入修改历史）',
    example: {
      Kind: 'system',
      Code: 'NT',
      Prices: JSON.stringify({ 经济: 90, 标准: 220, 高档: 360, 豪华: 520 }),
    },
  }),
  getProjectData: defineCall({
    method: 'GET',
    path: '/Backstage/GetProjectData',
    access: 'admin',
    input: projectDataQuery,
    data: projectDataData,
    paged: true,
    summary:
      '后台：全部用户的项目和模板（所有者、类型、城市、面积、造价、状态、发布；按名称或所有者搜索，分页）',
    example: { Q: '住宅', PageSize: 20 },
  }),
  getOptions: defineCall({
    method: 'GET',
    path: '/Backstage/GetOptions',
    access: 'admin',
    input: z.object({}),
    data: optionsData,
    summary:
      '后台：选项列表（项目类型、城市、清单规范版本、专业、配置档次、户型房间、调价指数类别、价格包类型、参考表）',
  }),
  getUserPower: defineCall({
    method: 'GET',
    path: '/Backstage/GetUserPower',
    access: 'admin',
    input: userPowerQuery,
    data: userPowerData,
    paged: true,
    summary: '后台：用户及其角色权限（按用户名或手机号搜索，分页；手机号中间四位隐藏）',
    example: { Q: '张', PageSize: 20 },
  }),
  getTagSettingsList: defineCall({
    method: 'GET',
    path: '/Backstage/GetTagSettingsList',
    access: 'admin',
    input: z.object({}),
    data: tagSettingsData,
    summary: '后台：交易中心筛选用的模板标签（项目类型、城市、年份、排序）及各标签下已发布模板数',
  }),
  getReferenceTables: defineCall({
    method: 'GET',
    path: '/Reference/GetTables',
    access: 'user',
    input: z.object({}),
    data: referenceTablesData,
    beyondSpec: true,
    summary:
      '参考表：对标城市系数、造价指数和调价价格指数（客户端保留离线副本；Version 随内容变化）',
  }),
  updateReferenceTable: defineCall({
    method: 'POST',
    path: '/Backstage/UpdateReferenceTable',
    access: 'admin',
    input: updateReferenceBody,
    data: updateReferenceData,
    beyondSpec: true,
    summary: '后台：修改、新增或删除参考表的一行（城市系数、造价指数、调价指数；记入修改历史）',
    example: { Table: 'location', City: '深圳', Value: '1.09' },
  }),
  getReferenceHistory: defineCall({
    method: 'GET',
    path: '/Backstage/GetReferenceHistory',
    access: 'admin',
    input: referenceHistoryQuery,
    data: referenceHistoryData,
    paged: true,
    beyondSpec: true,
    summary: '后台：参考表和估算基础数据的修改历史（谁、何时、修改前后；可按表和记录筛选，分页）',
    example: { Table: 'location', PageSize: 20 },
  }),
  recoverReferenceHistory: defineCall({
    method: 'POST',
    path: '/Backstage/RecoverReferenceHistory',
    access: 'admin',
    input: recoverReferenceBody,
    data: updateReferenceData,
    beyondSpec: true,
    summary: '后台：把一条修改记录涉及的行恢复为修改前（经原调用的校验，恢复本身也记入修改历史）',
    example: { HistoryID: 12 },
  }),
} as const
