import { z } from 'zod'
import {
  isBlank,
  refField,
  requiredText,
  sortField,
  text,
  toNumber,
  uuidField,
} from '../api/fields'
import { BASE_KINDS } from './model'
import { BID_LIMITS, BID_ROLES } from './scheme'
import { STORED_BILL_VERSIONS } from './stored'

/**
 * Zod contracts of the 回标 writes (entities `bidSchemes` and `bidBidders`, docs/bid-return.md),
 * one schema per field (an update carries only what changed). Form bodies bring numbers as text.
 */

function numberIn(label: string, min: number, max: number, nullable: boolean, integer = false) {
  return z.unknown().transform((v, ctx): number | null => {
    if (isBlank(v)) {
      if (nullable) return null
      ctx.addIssue({ code: 'custom', message: `${label}不能为空` })
      return z.NEVER
    }
    const n = toNumber(v)
    if (n === undefined || (integer && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message: `${label}必须是${integer ? '整数' : '数字'}` })
      return z.NEVER
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${label}应在 ${min} 到 ${max} 之间` })
      return z.NEVER
    }
    return integer ? n : Math.round(n * 100) / 100
  })
}

const flag = (label: string) =>
  z.unknown().transform((v, ctx): 0 | 1 => {
    if (v === 0 || v === '0' || v === false || v === 'false') return 0
    if (v === 1 || v === '1' || v === true || v === 'true') return 1
    ctx.addIssue({ code: 'custom', message: `${label}无效` })
    return z.NEVER
  })

export const bidSchemeFieldSchemas = {
  SchemeName: requiredText('方案名称', BID_LIMITS.nameMax),
  TenderProId: refField('招标清单所属项目'),
  ControlTotal: numberIn('招标控制价', 0, 1e12, true),
  BaseKind: z.enum(BASE_KINDS, { error: '对比基准无效' }),
  DropHighest: numberIn('去掉最高报价家数', 0, BID_LIMITS.dropMax, false, true),
  DropLowest: numberIn('去掉最低报价家数', 0, BID_LIMITS.dropMax, false, true),
  IncludeControl: flag('是否含招标控制价'),
  GivenTotal: numberIn('指定基准值', 0, 1e12, true),
  BandBy: z.enum(['rate', 'amount'], { error: '偏差方式无效' }),
  BandLimit: numberIn('偏差范围', 0.01, 1e9, false),
  BandInclusive: flag('是否含边界'),
  Note: text('备注', BID_LIMITS.noteMax),
  Sort: sortField,
  CreateTime: z.string().max(40, '创建时间无效'),
} as const

const storedBill = z
  .string({ error: '清单数据无效' })
  .max(BID_LIMITS.billMaxChars, '清单数据过大（超过 12MB），请拆分后再导入')
  .refine((s) => STORED_BILL_VERSIONS.some((v) => s.startsWith(`{"v":${v},`)), '清单数据无效')

export const bidBidderFieldSchemas = {
  SchemeId: uuidField('回标方案编号'),
  Role: z.enum(BID_ROLES, { error: '清单类型无效' }),
  Name: requiredText('投标人名称', BID_LIMITS.nameMax),
  SourceProId: refField('来源项目'),
  FileName: text('文件名', 200),
  Bill: storedBill,
  BidTotal: numberIn('投标总价', 0, 1e12, true),
  ItemCount: numberIn('清单项数', 0, 10_000_000, false, true),
  Sort: sortField,
} as const
