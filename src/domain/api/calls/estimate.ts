import {
  areaNumberData,
  areaNumberQuery,
  brandQuery,
  brandSearchQuery,
  brandsData,
  matchingData,
  matchingQuery,
  operationBody,
  operationData,
  proInfoData,
  proInfoQuery,
  projectTypeQuery,
  pzData,
  pzInfoData,
  pzInfoQuery,
  referenceData,
  systemQuery,
  templateIndicatorsData,
  templateIndicatorsQuery,
  totalAreaData,
  totalAreaQuery,
} from '../../estimate/schemas'
import { functionRef, systemRef } from '../../estimate/schemas'
import { z } from 'zod'
import { defineCall } from '../registry/define'
import { entityWriteCall } from '../synced/calls'

const PRO = '7f1d0c3e-2a4b-4c5d-8e6f-0a1b2c3d4e5f'

/**
 * 估算 (issue 12, docs/estimate.md): the SPEC §7 calls under /api/Index. Reads are open to every
 * signed-in user; OperationProStructure edits the reference data (administrator); EditSubInfo
 * writes the synced entity `estimates` (one per project).
 */
export const ESTIMATE_CALLS = {
  evaluationDefaultMatching: defineCall({
    method: 'GET',
    path: '/Index/EvaluationDefault_Matching',
    access: 'user',
    input: matchingQuery,
    data: matchingData,
    summary: '按项目类型把总建筑面积拆分到各功能区（默认比例，面积合计等于总面积）',
    example: { ProjectType: '住宅', TotalArea: 50000 },
  }),
  evaluationTotalarea: defineCall({
    method: 'GET',
    path: '/Index/EvaluationTotalarea',
    access: 'user',
    input: totalAreaQuery,
    data: totalAreaData,
    summary:
      '同城同类已发布模板的单方造价区间（P25/中位数/P75 × 面积，样本数 n；同城不足 3 个时用全国同类）',
    example: { ProjectType: '住宅', City: '深圳', TotalArea: 50000 },
  }),
  evaluationAreaNumber: defineCall({
    method: 'GET',
    path: '/Index/EvaluationArea_Number',
    access: 'user',
    input: areaNumberQuery,
    data: areaNumberData,
    summary: '住宅按套均面积估算户数及卧室、客厅、卫生间、厨房、阳台数量',
    example: { ProjectType: '住宅', TotalArea: 41000, FlatArea: 100 },
  }),
  getProInfo: defineCall({
    method: 'GET',
    path: '/Index/GetProInfo',
    access: 'user',
    input: proInfoQuery,
    data: proInfoData,
    summary: '估算用的项目信息：类型、城市、建筑面积、末级单项及已保存的估算',
    example: { ProId: PRO },
  }),
  getGN: defineCall({
    method: 'GET',
    path: '/Index/GetGN',
    access: 'user',
    input: projectTypeQuery,
    data: z.array(functionRef),
    summary: '项目类型的功能区及默认面积占比（%）',
    example: { ProjectType: '酒店' },
  }),
  getXTZY: defineCall({
    method: 'GET',
    path: '/Index/GetXTZY',
    access: 'user',
    input: z.object({}),
    data: z.array(systemRef),
    summary: '系统/专业及各配置档次的单方造价（元/m²）',
  }),
  getPZ: defineCall({
    method: 'GET',
    path: '/Index/GetPZ',
    access: 'user',
    input: systemQuery,
    data: pzData,
    summary: '配置档次（经济/标准/高档/豪华）及单方造价，可按系统筛选',
    example: { SystemCode: 'NT' },
  }),
  getPZInfo: defineCall({
    method: 'GET',
    path: '/Index/GetPZInfo',
    access: 'user',
    input: pzInfoQuery,
    data: pzInfoData,
    summary: '某系统某档次包含的内容、单价和品牌数',
    example: { SystemCode: 'NT', Grade: '高档' },
  }),
  getBrandDetail: defineCall({
    method: 'GET',
    path: '/Index/GetBrandDetail',
    access: 'user',
    input: brandQuery,
    data: brandsData,
    paged: true,
    summary: '某系统（及档次）的品牌及溢价率（分页，Total 为总条数）',
    example: { SystemCode: 'NT', Grade: '高档', PageSize: 10 },
  }),
  getBrandDetailFromCJK: defineCall({
    method: 'GET',
    path: '/Index/GetBrandDetailFromCJK',
    access: 'user',
    input: brandSearchQuery,
    data: brandsData,
    paged: true,
    summary: '按品牌名称（汉字）或拼音首字母搜索品牌（分页，Total 为总条数）',
    example: { Q: 'dj', PageSize: 10 },
  }),
  synchronousFileClearing: defineCall({
    method: 'GET',
    path: '/Index/SynchronousFileClearing',
    access: 'user',
    input: z.object({}),
    data: referenceData,
    summary:
      '全部估算基础数据（功能区、系统、档次、品牌、按户型计价项、典型清单），供离线副本同步；Version 随内容变化',
  }),
  operationProStructure: defineCall({
    method: 'POST',
    path: '/Index/OperationProStructure',
    access: 'admin',
    input: operationBody,
    data: operationData,
    summary: '后台维护估算基础数据：修改系统各档次单价，或新增、修改、删除品牌（管理员）',
    example: {
      Kind: 'brand',
      Type: 'add',
      SystemCode: 'NT',
      Grade: '高档',
      Name: '松下',
      Premium: 5,
    },
  }),
  getTemplateIndicators: defineCall({
    method: 'GET',
    path: '/Index/GetTemplateIndicators',
    access: 'user',
    beyondSpec: true,
    input: templateIndicatorsQuery,
    data: templateIndicatorsData,
    summary:
      '智能清单：同类型、同城、面积段（0.5~2倍）内已发布模板的清单含量与单价指标（同城不足 3 个时用全国同类），最多 50 个',
    example: { ProjectType: '住宅', City: '上海', BuiltArea: 20000 },
  }),
  editSubInfo: entityWriteCall(
    'estimates',
    'create',
    '新建、修改或删除项目的估算（功能区面积、配置档次、品牌、户型、估算造价）',
  ),
} as const
