import { z } from 'zod'
import {
  byDimensionBody, childQuery, configBody, contractBody, copyQuery, dimensionBody, gnBody, levelData, nodeData, nodeQuery, oneNodeBody, partData, schemeIdQuery, schemeListQuery, schemeSummary, signData, titleBody, writeResult,
} from '../../adjust/api-schemas'
import { defineCall } from '../registry/define'
import { entityWriteCall } from '../synced/calls'

const ID = '6a1e2f3c-4b5d-4e6f-8a7b-9c0d1e2f3a4b'

/**
 * 调价 (ModifyPrice, issue 15, docs/price-adjustment.md). A scheme is the synced entity
 * `adjustSchemes` (EditScheme Type add/update/delete), its 签证 the child entity `adjustSigns`
 * (EditSign). The other edits change one part of the scheme document through the sync engine, so
 * they are versioned and pulled like an EditScheme update; the reads answer from the server copy.
 * The screen itself works on the local copy and computes in the worker.
 */
export const MODIFY_PRICE_CALLS = {
  editScheme: entityWriteCall('adjustSchemes', 'create', '调价方案编号', '新建、修改或删除调价方案（合同、维度、表头、层级配置、指数数据、材料、工程量偏差项目）'),
  editSign: entityWriteCall('adjustSigns', 'create', '签证编号', '新建、修改或删除签证（仅 GB 50500-2013 合同；2024版不设工程签证）'),
  getSchemes: defineCall({ method: 'GET', path: '/ModifyPrice/GetSchemes', access: 'user', input: schemeListQuery, data: z.array(schemeSummary), summary: '我的调价方案（可按项目筛选）', example: {} }),
  copySave: defineCall({ method: 'GET', path: '/ModifyPrice/CopySave', access: 'writer', input: copyQuery, data: writeResult, summary: '复制调价方案（连同签证）另存为新方案', example: { ID } }),
  resetData: defineCall({ method: 'GET', path: '/ModifyPrice/ResetData', access: 'writer', input: schemeIdQuery, data: writeResult, summary: '清空方案的计算数据（指数数据、材料、工程量偏差项目），保留合同、维度、表头、配置和签证', example: { ID } }),
  getDimension: defineCall({ method: 'GET', path: '/ModifyPrice/GetDimension', access: 'user', input: schemeIdQuery, data: partData, summary: '方案的维度（城市、期次、等级、功能、系统）', example: { ID } }),
  editDimension: defineCall({ method: 'POST', path: '/ModifyPrice/EditDimension', access: 'writer', input: dimensionBody, data: writeResult, summary: '修改方案的维度', example: { ID, Dimensions: { City: '深圳', Periods: ['2025-01'] } } }),
  getTitleData: defineCall({ method: 'GET', path: '/ModifyPrice/GetTitleData', access: 'user', input: schemeIdQuery, data: partData, summary: '方案的表头（工程名称、标段、编制人、复核人、日期）', example: { ID } }),
  updateTitleData: defineCall({ method: 'POST', path: '/ModifyPrice/UpdateTitleData', access: 'writer', input: titleBody, data: writeResult, summary: '修改方案的表头', example: { ID, Title: { ProjectName: '示例工程' } } }),
  getContract: defineCall({ method: 'GET', path: '/ModifyPrice/GetContract', access: 'user', input: schemeIdQuery, data: partData, summary: '方案的合同（双方、合同价款、合同基准日、计价标准、风险幅度、调价方法）', example: { ID } }),
  editContract: defineCall({ method: 'POST', path: '/ModifyPrice/EditContract', access: 'writer', input: contractBody, data: writeResult, summary: '修改方案的合同；已有签证时不能改为2024版', example: { ID, Contract: { Name: '施工合同', BaseDate: '2025-01-01' } } }),
  getSign: defineCall({ method: 'GET', path: '/ModifyPrice/GetSign', access: 'user', input: schemeIdQuery, data: signData, summary: '方案的签证；2024版合同不设工程签证（Applicable 为 false 并说明）', example: { ID } }),
  editTwoConfig: defineCall({ method: 'POST', path: '/ModifyPrice/EditTwoConfig', access: 'writer', input: configBody, data: writeResult, summary: '保存二级配置（功能 → 系统）', example: { ID, Nodes: [] } }),
  editThreeConfig: defineCall({ method: 'POST', path: '/ModifyPrice/EditThreeConfig', access: 'writer', input: configBody, data: writeResult, summary: '保存三级配置（等级 → 功能 → 系统）', example: { ID, Nodes: [] } }),
  editThreeConfigOfOne: defineCall({ method: 'POST', path: '/ModifyPrice/EditThreeConfigOfOne', access: 'writer', input: oneNodeBody, data: writeResult, summary: '新增、修改（同编码）或删除（Delete=1）三级配置的一个节点', example: { ID, Node: { Code: 'G1', Name: '一级', ParentCode: '', Dimension: 'grade' } } }),
  getLevel: defineCall({ method: 'GET', path: '/ModifyPrice/GetLevel', access: 'user', input: schemeIdQuery, data: levelData, summary: '方案的层级配置（层数与全部节点，含继承后的调价方法与风险幅度）', example: { ID } }),
  getLevelOfGN: defineCall({ method: 'GET', path: '/ModifyPrice/GetLevelOfGN', access: 'user', input: childQuery, data: z.array(nodeData), summary: '功能节点（可按上级等级节点编码筛选）', example: { ID } }),
  getLevelOfXT: defineCall({ method: 'GET', path: '/ModifyPrice/GetLevelOfXT', access: 'user', input: childQuery, data: z.array(nodeData), summary: '系统节点（可按上级功能节点编码筛选）', example: { ID } }),
  editGN: defineCall({ method: 'POST', path: '/ModifyPrice/EditGN', access: 'writer', input: gnBody, data: writeResult, summary: '新增、修改或删除（Delete=1）一个功能节点', example: { ID, Code: 'F1', Name: '住宅' } }),
  getPZ: defineCall({ method: 'GET', path: '/ModifyPrice/GetPZ', access: 'user', input: schemeIdQuery, data: z.array(nodeData), summary: '配置的顶层节点', example: { ID } }),
  getPZChild: defineCall({ method: 'GET', path: '/ModifyPrice/GetPZChild', access: 'user', input: childQuery, data: z.array(nodeData), summary: '配置节点的下级节点（不给编码时为顶层）', example: { ID } }),
  getPZByOne: defineCall({ method: 'GET', path: '/ModifyPrice/GetPZByOne', access: 'user', input: nodeQuery, data: nodeData, summary: '一个配置节点（含继承后的调价方法与风险幅度）', example: { ID, Code: 'G1' } }),
  getPZByWD: defineCall({ method: 'POST', path: '/ModifyPrice/GetPZByWD', access: 'user', input: byDimensionBody, data: z.array(nodeData), summary: '某一维度的配置节点（可按名称筛选）', example: { ID, Dimension: 'function' } }),
} as const
