import { z } from 'zod'
import { isBlank, toNumber } from '../fields'
import { defineCall } from '../registry/define'
import { mutationResultData } from '../sync'
import { entityWriteCall, entityWriteInput } from '../synced/calls'
import { ENTITIES } from '../sync-entities'
import { BASE_KINDS } from '../../bid-return/model'
import { EDITION_CHOICES } from '../../bid-return/entities'

/**
 * 回标分析 (the old Benchmarking variant, issue 14, docs/bid-return.md). A scheme (`bidSchemes`)
 * and its bills (`bidBidders`: the tender and each bidder's returned bill) are synced entities
 * written through EditScheme and EditProject_ComparisonScheme. The analysis runs in the client's
 * compute worker on local data; the read calls give the same figures from the server's copy (same
 * pure layer, src/domain/bid-return) for a client that has not synced the bills. Money in the
 * answers is 元 as decimal text, 差额率 a percentage with 2 decimals.
 */
const SID = '5d0b7c1e-3f7a-4f39-9a56-1d1b4c1f2a02'
const schemeId = z.uuid({ error: '回标方案编号无效' })
const schemeQuery = z.object({ SchemeID: schemeId })
const optionalNumber = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | undefined => {
      if (isBlank(v)) return undefined
      const n = toNumber(v)
      if (n === undefined || n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label}必须是非负数字` })
        return z.NEVER
      }
      return n
    })
const pageField = (fallback: number, max: number) =>
  z.coerce
    .number({ error: '分页参数无效' })
    .int('分页参数无效')
    .min(1, '分页参数无效')
    .max(max, '分页参数无效')
    .default(fallback)

/** Base and band overrides (ChangeLevel, GetResults); absent = the scheme's own. */
export const levelFields = {
  BaseKind: z.enum(BASE_KINDS, { error: '对比基准无效' }).optional(),
  DropHighest: optionalNumber('去掉最高报价家数'),
  DropLowest: optionalNumber('去掉最低报价家数'),
  IncludeControl: z.enum(['0', '1'], { error: '是否含招标控制价无效' }).optional(),
  GivenTotal: optionalNumber('指定基准值'),
  BandBy: z.enum(['rate', 'amount'], { error: '偏差方式无效' }).optional(),
  BandLimit: optionalNumber('偏差范围'),
  BandInclusive: z.enum(['0', '1'], { error: '是否含边界无效' }).optional(),
}
export const levelQuery = z.object({ SchemeID: schemeId, ...levelFields })

const money = z.string()
const rate = z.string().nullable()
export const schemeRow = z.object({
  ID: z.string(),
  Version: z.number(),
  SchemeName: z.string(),
  TenderProId: z.string(),
  ControlTotal: z.number().nullable(),
  BaseKind: z.enum(BASE_KINDS),
  DropHighest: z.number(),
  DropLowest: z.number(),
  IncludeControl: z.union([z.literal(0), z.literal(1)]),
  GivenTotal: z.number().nullable(),
  BandBy: z.enum(['rate', 'amount']),
  BandLimit: z.number(),
  BandInclusive: z.union([z.literal(0), z.literal(1)]),
  Edition: z.enum(EDITION_CHOICES),
  VatRate: z.number(),
  ControlWeight: z.number(),
  Discount: z.number(),
  Note: z.string(),
  Sort: z.number(),
  CreateTime: z.string(),
})
export const schemeListRow = schemeRow.extend({
  BidderCount: z.number().int(),
  HasTender: z.boolean(),
})
export const participantRow = z.object({
  ID: z.string(),
  Role: z.enum(['tender', 'bidder']),
  Name: z.string(),
  SourceProId: z.string(),
  FileName: z.string(),
  BidTotal: z.number().nullable(),
  ItemCount: z.number().int(),
  Sort: z.number(),
  Version: z.number(),
})
/** A list of a scheme's bills (the tender and the bidders), each with `fields` besides its id, role and name. */
const billList = <T extends z.ZodRawShape>(fields: T) =>
  z.array(z.object({ ID: z.string(), Role: z.string(), Name: z.string(), ...fields }))
export const stateData = z.object({
  Ready: z.boolean(),
  Message: z.string(),
  Tender: z.number().int(),
  Bidders: z.number().int(),
})
export const totalRow = z.object({
  BidderID: z.string(),
  Name: z.string(),
  BidTotal: money,
  ComputedTotal: money,
  Diff: money.nullable(),
  Rate: rate,
  OutOfBand: z.boolean(),
  Rank: z.number().int(),
})
export const costsData = z.object({
  ControlTotal: money,
  Base: money.nullable(),
  BaseLabel: z.string(),
  Dropped: z.boolean(),
  Bidders: z.array(totalRow),
})
const cell = z
  .object({
    BidderID: z.string(),
    UnitPrice: z.number().nullable(),
    Amount: money,
    Diff: money.nullable(),
    Rate: rate,
    OutOfBand: z.boolean(),
  })
  .nullable()
export const costValueRow = z.object({
  Key: z.string(),
  Code: z.string(),
  Name: z.string(),
  Unit: z.string(),
  Quantity: z.number().nullable(),
  ControlPrice: z.number().nullable(),
  Control: money,
  Base: money.nullable(),
  Min: money.nullable(),
  Max: money.nullable(),
  Mean: money.nullable(),
  Bids: z.array(cell),
})
export const findingRow = z.object({
  Check: z.string(),
  Type: z.string(),
  Bidders: z.array(z.string()),
  Message: z.string(),
  Rows: z.array(z.object({ Bill: z.string(), Table: z.string(), ID: z.string() })),
})
export const countRow = z.object({
  BidderID: z.string(),
  Check: z.string(),
  Count: z.number().int(),
})
export const correctionRow = z.object({
  BidderID: z.string(),
  BidTotal: money,
  CorrectedTotal: money,
  Spread: money,
  FinalTotal: money,
  Items: z.number().int(),
})

export const BID_RETURN_CALLS = {
  editScheme: entityWriteCall(
    'bidSchemes',
    'create',
    '新建、修改或删除回标方案（方案名称、招标控制价、对比基准、偏差范围）',
  ),
  editProjectComparisonScheme: defineCall({
    method: 'POST',
    path: ENTITIES.bidBidders.writes.create.path,
    access: 'writer',
    input: entityWriteInput(ENTITIES.bidBidders.idLabel),
    data: mutationResultData,
    replay: true,
    maxBody: 16 * 1024 * 1024,
    maxBodyMessage: '清单数据过大（超过 12MB），请拆分后再导入',
    summary: '向回标方案加入、修改或删除清单（招标清单或一家投标人的回标清单，压缩的 JSON 文本）',
  }),
  getSchemes: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetSchemes',
    access: 'user',
    input: z.object({ Q: z.string().max(100, '搜索词过长').optional() }),
    data: z.array(schemeListRow),
    summary: '我的回标方案（最近修改在前；Q 按名称搜索），含投标人家数和是否已有招标清单',
  }),
  getSchemesById: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetSchemesByID',
    access: 'user',
    input: schemeQuery,
    data: z.object({ Scheme: schemeRow, Participants: z.array(participantRow) }),
    summary: '一个回标方案及其清单（不含清单明细）',
    example: { SchemeID: SID },
  }),
  copySchemes: defineCall({
    method: 'GET',
    path: '/Benchmarking/CopySchemes',
    access: 'writer',
    input: z.object({
      SchemeID: schemeId,
      SchemeName: z.string().max(100, '方案名称不能超过100个字').optional(),
    }),
    data: z.object({ ID: z.string() }),
    summary: '复制回标方案及其全部清单（新方案名默认为“原名-副本”）',
    example: { SchemeID: SID },
  }),
  checkState: defineCall({
    method: 'GET',
    path: '/Benchmarking/CheckState',
    access: 'user',
    input: schemeQuery,
    data: stateData,
    summary: '方案能否分析：已有招标清单且至少一家投标人',
    example: { SchemeID: SID },
  }),
  getOriginalProject: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetOriginalProject',
    access: 'user',
    input: z.object({}),
    data: z.array(
      z.object({
        ID: z.string(),
        Project_Name: z.string(),
        UnitCount: z.number().int(),
        ItemCount: z.number().int(),
      }),
    ),
    summary: '可作为招标清单或回标清单来源的我的项目（已有清单计价的项目）',
  }),
  getAlreadyPro: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetAlreadyPro',
    access: 'user',
    input: schemeQuery,
    data: billList({ SourceProId: z.string(), Project_Name: z.string() }),
    summary: '方案中已由项目复制来的清单及其来源项目',
    example: { SchemeID: SID },
  }),
  changeLevel: defineCall({
    method: 'GET',
    path: '/Benchmarking/ChangeLevel',
    access: 'user',
    input: levelQuery,
    data: costsData,
    summary: '换一个对比基准或偏差范围试算总价对比（不保存；保存用 EditScheme）',
    example: { SchemeID: SID, BaseKind: 'mean', BandLimit: 15 },
  }),
  getProsInfo: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetProsInfo',
    access: 'user',
    input: schemeQuery,
    data: billList({
      UnitCount: z.number().int(),
      ItemCount: z.number().int(),
      StatedTotal: money.nullable(),
      ComputedTotal: money,
    }),
    summary: '方案中每份清单的概况：单位工程数、清单项数、投标总价和按单价计算的总价',
    example: { SchemeID: SID },
  }),
  getAll: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetAll',
    access: 'user',
    input: schemeQuery,
    data: z.object({ State: stateData, Costs: costsData.nullable(), Counts: z.array(countRow) }),
    summary: '方案总览：状态、总价对比与排名、各投标人各类清标问题数',
    example: { SchemeID: SID },
  }),
  getCosts: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetCosts',
    access: 'user',
    input: schemeQuery,
    data: costsData,
    summary: '投标总价对比：基准、差额、差额率、是否超出偏差范围、排名',
    example: { SchemeID: SID },
  }),
  getCostsValue: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetCostsValue',
    access: 'user',
    paged: true,
    input: z.object({
      SchemeID: schemeId,
      Q: z.string().max(100, '搜索词过长').optional(),
      OutOfBand: z.enum(['0', '1']).optional(),
      PageIndex: pageField(1, 1_000_000),
      PageSize: pageField(100, 1000),
    }),
    data: z.array(costValueRow),
    summary:
      '逐项对比：每个清单项的招标控制价、基准、最低/最高/平均和各投标人的差额与差额率（分页；Q 按编码或名称，OutOfBand=1 只列超出范围的项）',
    example: { SchemeID: SID, PageSize: 50 },
  }),
  getDI: defineCall({
    method: 'GET',
    path: '/Benchmarking/GetDI',
    access: 'user',
    input: z.object({
      SchemeID: schemeId,
      Check: z
        .enum(['符合性', '算术性', '不平衡报价', '雷同'], { error: '检查类别无效' })
        .optional(),
      BidderID: z.string().max(40).optional(),
    }),
    data: z.array(findingRow),
    summary: '清标问题明细（符合性、算术性、不平衡报价、雷同），每条带其背后的清单行',
    example: { SchemeID: SID, Check: '算术性' },
  }),
  getResults: defineCall({
    method: 'POST',
    path: '/Benchmarking/GetResults',
    access: 'user',
    input: levelQuery,
    data: z.object({
      Costs: costsData,
      Findings: z.array(findingRow),
      Counts: z.array(countRow),
      Corrections: z.array(correctionRow),
    }),
    summary: '整个清标结果：总价对比、清标问题、算术性修正（GB/T 50500-2024 §3.5.2，投标总价不变）',
    example: { SchemeID: SID },
  }),
} as const
