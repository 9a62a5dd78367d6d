import { z } from 'zod'
import { BENCHMARK_LEVELS } from '../../benchmark/figures'
import { schemeFieldSchemas } from '../../benchmark/scheme-schemas'
import { refField, text, uuidField } from '../fields'
import { defineCall } from '../registry/define'
import { entityWriteCall } from '../synced/calls'
import { STRUCTURE_TYPES } from '../../projects/model'
import {
  allData,
  candidateData,
  excludedData,
  num,
  projectDocsData,
  resultData,
  SAMPLE_DOCS_MAX,
  schemeRowData,
} from '../benchmark'

/**
 * 对标分析 (issue 13, docs/benchmarking.md "Calls"). A scheme (对标方案) is the synced entity
 * `benchmarkSchemes`, written with EditScheme (Type add | update | delete) and owned by its
 * creator: another user's scheme is refused like a missing one. The reads compute on the server
 * what the compute worker computes offline on local data, for online use and other clients.
 * Samples: the caller's own projects and released templates.
 */

const SCHEME = '7c1e0a52-4f1b-4c1e-9a0d-2b7e3c4d5e6f'
const id = z.object({ ID: uuidField('方案编号') })
const resultQuery = id.extend({
  Rebase: z.enum(['recorded', 'rebased'], { error: '换算方式无效' }).optional(),
})
const figureQuery = id.extend({
  Key: text('指标', 60).pipe(z.string().min(1, '指标不能为空')),
  Group: text('分组', 120).optional(),
})

export const BENCHMARK_CALLS = {
  editScheme: entityWriteCall(
    'benchmarkSchemes',
    'create',
    '新建、修改或删除对标方案（目标项目、样本、层级、指标、筛选、偏差率限额、换算方式）',
  ),
  getSchemes: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetSchemes',
    access: 'user',
    input: z.object({ Q: text('关键字', 50).optional() }),
    data: z.array(schemeRowData),
    summary: '我的对标方案（按最近修改排序；Q 按方案名称筛选）',
    example: {},
  }),
  getSchemesById: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetSchemesByID',
    access: 'user',
    input: id,
    data: schemeRowData,
    summary: '一个对标方案（只能读自己的方案）',
    example: { ID: SCHEME },
  }),
  copySchemes: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/CopySchemes',
    access: 'writer',
    input: id.extend({ SchemeName: text('方案名称', 50).optional() }),
    data: z.object({ ID: z.string(), Version: z.number() }),
    summary: '复制一个对标方案（新名称默认为“原名称-副本”）',
    example: { ID: SCHEME },
  }),
  checkState: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/CheckState',
    access: 'user',
    input: id,
    data: z.object({
      Ready: z.boolean(),
      TargetOk: z.boolean(),
      SampleCount: z.number(),
      Missing: z.array(z.string()),
      Message: z.string(),
    }),
    summary: '方案能否计算：目标项目是否可用、已选样本中哪些已不可用',
    example: { ID: SCHEME },
  }),
  getOriginalProject: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetOriginalProject',
    access: 'user',
    input: z.object({
      ID: uuidField('方案编号').optional(),
      Source: z.enum(['all', 'own', 'template'], { error: '样本来源无效' }).optional(),
      ProjectType: text('项目类型', 20).optional(),
      City: text('城市', 20).optional(),
      YearFrom: z.coerce
        .number({ error: '起始年份无效' })
        .int('起始年份无效')
        .min(1900, '起始年份无效')
        .max(2100, '起始年份无效')
        .optional(),
      YearTo: z.coerce
        .number({ error: '截止年份无效' })
        .int('截止年份无效')
        .min(1900, '截止年份无效')
        .max(2100, '截止年份无效')
        .optional(),
      AreaMin: z.coerce
        .number({ error: '最小面积无效' })
        .min(0, '最小面积无效')
        .max(1e9, '最小面积无效')
        .optional(),
      AreaMax: z.coerce
        .number({ error: '最大面积无效' })
        .min(0, '最大面积无效')
        .max(1e9, '最大面积无效')
        .optional(),
      StructureType: z.enum(['', ...STRUCTURE_TYPES], { error: '结构类型无效' }).optional(),
      Limit: z.coerce
        .number({ error: '条数无效' })
        .int('条数无效')
        .min(1, '条数无效')
        .max(1000, '条数无效')
        .optional(),
    }),
    data: z.array(candidateData),
    summary:
      '可选的样本：自己的项目和已发布的模板（共享样本库，带作者；按类型、城市、结构类型、年份、建筑面积在服务器上筛选，最多 Limit 条，默认 500；给出 ID 时标出已选的）',
    example: { Source: 'all', YearFrom: 2018 },
  }),
  getAlreadyPro: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetAlreadyPro',
    access: 'user',
    input: id,
    data: z.array(candidateData),
    summary: '方案已选的样本（已不可用的不列出，见 CheckState）',
    example: { ID: SCHEME },
  }),
  getSampleDocs: defineCall({
    method: 'POST',
    path: '/NewBenchmarking/GetSampleDocs',
    access: 'user',
    beyondSpec: true,
    input: z.object({
      IDs: z
        .string({ error: '样本编号无效' })
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown
          } catch {
            ctx.addIssue({ code: 'custom', message: '样本编号无效' })
            return z.NEVER
          }
        })
        .pipe(
          z
            .array(z.uuid({ error: '样本编号无效' }), { error: '样本编号无效' })
            .min(1, '样本编号无效')
            .max(SAMPLE_DOCS_MAX, `一次最多下载 ${SAMPLE_DOCS_MAX} 个样本`),
        ),
    }),
    data: z.array(z.object({ ID: z.string(), Docs: projectDocsData })),
    summary: `下载样本（自己的项目或已发布的模板）的项目、结构和清单文档，供离线对标（一次最多 ${SAMPLE_DOCS_MAX} 个；不可用的编号不返回）`,
    example: { IDs: '["00000000-0000-4000-8000-000000000001"]' },
  }),
  editProjectComparisonScheme: defineCall({
    method: 'POST',
    path: '/NewBenchmarking/EditProject_ComparisonScheme',
    access: 'writer',
    input: id.extend({
      TargetId: refField('目标项目编号').optional(),
      SampleIds: schemeFieldSchemas.SampleIds.optional(),
    }),
    data: z.object({ ID: z.string(), Version: z.number() }),
    summary: '设置方案的目标项目和样本（样本须是自己的项目或已发布的模板）',
    example: { ID: SCHEME, SampleIds: '[]' },
  }),
  changeLevel: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/ChangeLevel',
    access: 'writer',
    input: id.extend({
      Level: z.enum(BENCHMARK_LEVELS, { error: '对标层级无效' }),
      TargetRowId: refField('功能区编号').optional(),
    }),
    data: z.object({ ID: z.string(), Version: z.number() }),
    summary: '切换对标层级（整个项目、单项工程、专业、清单项）和功能区',
    example: { ID: SCHEME, Level: 'specialty' },
  }),
  getProsInfo: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetProsInfo',
    access: 'user',
    input: id,
    data: z.object({ Target: candidateData.nullable(), Samples: z.array(candidateData) }),
    summary: '目标项目和样本项目的基本信息（类型、城市、年份、建筑面积）',
    example: { ID: SCHEME },
  }),
  getAll: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetAll',
    access: 'user',
    input: resultQuery,
    data: allData,
    summary:
      '方案的全部对标结果：每个分组和指标的样本数、最小值、四分位数、中位数、最大值、平均值、目标值、偏差、判断和可信度',
    example: { ID: SCHEME },
  }),
  getCosts: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetCosts',
    access: 'user',
    input: resultQuery,
    data: z.array(resultData),
    summary: '造价类指标（单方造价、综合单价）的对标结果',
    example: { ID: SCHEME },
  }),
  getCostsValue: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetCostsValue',
    access: 'user',
    input: figureQuery.extend({ Rebase: resultQuery.shape.Rebase }),
    data: resultData.nullable(),
    summary: '一个指标的各样本取值（原值、换算后取值和换算系数）',
    example: { ID: SCHEME, Key: 'perBuilt' },
  }),
  getDi: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetDI',
    access: 'user',
    input: resultQuery,
    data: z.array(
      z.object({
        Key: z.string(),
        Label: z.string(),
        Group: z.string(),
        GroupLabel: z.string(),
        n: z.number(),
        Target: num,
        Median: num,
        Deviation: num,
        Flag: z.string().nullable(),
        Confidence: z.string(),
      }),
    ),
    summary: '偏差指数：每个指标的目标值、中位数、偏差率、判断与可信度',
    example: { ID: SCHEME },
  }),
  getResults: defineCall({
    method: 'POST',
    path: '/NewBenchmarking/GetResults',
    access: 'user',
    input: resultQuery.extend({ Group: text('分组', 120).optional() }),
    data: z.array(resultData),
    summary: '对标结果（可按分组筛选，Rebase 选原值或换算到目标项目城市与价格期）',
    example: { ID: SCHEME },
  }),
  getNewPz: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetNewPZ',
    access: 'user',
    input: z.object({ Level: z.enum(BENCHMARK_LEVELS, { error: '对标层级无效' }).optional() }),
    data: z.object({
      Levels: z.array(z.object({ Key: z.string(), Label: z.string() })),
      Indicators: z.array(
        z.object({ Key: z.string(), Label: z.string(), Unit: z.string(), Money: z.boolean() }),
      ),
    }),
    summary: '对标配置：可选的层级和该层级的指标',
    example: { Level: 'project' },
  }),
  getElseInfo: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetElseInfo',
    access: 'user',
    input: id,
    data: z.object({
      Excluded: excludedData,
      Warnings: z.array(z.string()),
      Sources: z.array(z.string()),
    }),
    summary: '其他信息：被筛选排除的样本及原因、换算提示、系数与指数的来源说明',
    example: { ID: SCHEME },
  }),
  getTabInfo: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetTabInfo',
    access: 'user',
    input: id,
    data: z.array(z.object({ Group: z.string(), Label: z.string(), Count: z.number() })),
    summary: '结果的分组（专业或清单项）及每组的指标数',
    example: { ID: SCHEME },
  }),
  getDataFrom: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetDataFrom',
    access: 'user',
    input: figureQuery.extend({ ProjectId: uuidField('项目编号') }),
    data: z.object({
      Units: z.array(z.object({ ID: z.string(), Name: z.string(), Specialty: z.string() })),
      Items: z.array(
        z.object({
          ID: z.string(),
          Code: z.string(),
          Name: z.string(),
          Unit: z.string(),
          Quantity: num,
          UnitPrice: num,
        }),
      ),
    }),
    summary: '数据来源：一个项目的某个指标由哪些单位工程和清单项算出',
    example: { ID: SCHEME, Key: 'perBuilt', ProjectId: SCHEME },
  }),
  getPzOfGn: defineCall({
    method: 'GET',
    path: '/NewBenchmarking/GetPZofGN',
    access: 'user',
    input: id,
    data: z.array(z.object({ ID: z.string(), Name: z.string(), BuiltArea: num })),
    summary: '目标项目的功能区（顶层单项工程），用于切换功能区',
    example: { ID: SCHEME },
  }),
} as const
