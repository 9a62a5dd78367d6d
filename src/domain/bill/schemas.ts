import { z } from 'zod'
import { isBlank, requiredText, sortField, text, uuidField } from '../api/fields'
import { zodCreate, zodFields } from '../entity/zod'
import { billItems } from './entities'
import {
  BILL_LIMITS,
  ITEM_KINDS,
  OTHER_KINDS,
  RATE_BASES,
  RATE_KINDS,
  SPECIALTIES,
  type Specialty,
} from './model'
import { toFen, toScaled } from './money'

/**
 * Zod contracts of the bill writes (docs/bill.md), shared by the client and the server (the call
 * registry's input schemas). Form bodies carry numbers as strings and null as '', so the numeric
 * fields accept both. `*FieldSchemas` validate one field each (an update carries only what
 * changed); `billItemInput`, `billUnitInput` … validate a whole new document. Messages are the
 * Chinese text a user sees.
 */

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** A number or plain numeric text ("1234.5"; commas allowed); undefined when not a number. */
function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v !== 'string') return undefined
  const t = v.trim().replace(/,/g, '')
  return NUMBER_TEXT.test(t) ? Number(t) : undefined
}

/**
 * A non-negative number (blank → null unless `required`), at most BILL_LIMITS.valueMax,
 * rounded by `round` (half away from zero on the decimal digits).
 */
function numberField(label: string, round: (n: number) => number, required = false) {
  return z.unknown().transform((v, ctx): number | null => {
    if (isBlank(v)) {
      if (!required) return null
      ctx.addIssue({ code: 'custom', message: `${label}不能为空` })
      return z.NEVER
    }
    const n = toNumber(v)
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: `${label}必须是数字` })
      return z.NEVER
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: `${label}不能为负数` })
      return z.NEVER
    }
    if (n > BILL_LIMITS.valueMax) {
      ctx.addIssue({ code: 'custom', message: `${label}超出上限` })
      return z.NEVER
    }
    return round(n)
  })
}

const yuan2 = (n: number) => (toFen(n) ?? 0) / 100
const quantity3 = (n: number) => (toScaled(n, 3) ?? 0) / 1000
const rate6 = (n: number) => (toScaled(n, 6) ?? 0) / 1e6
const moneyField = (label: string) => numberField(label, yuan2)
const rateField = numberField('费率', rate6).refine(
  (v) => v === null || v <= 100,
  '费率不能超过100%',
)

const flagField = (label: string) =>
  z.unknown().transform((v, ctx): 0 | 1 => {
    if (v === 1 || v === '1' || v === true) return 1
    if (v === 0 || v === '0' || v === false || isBlank(v)) return 0
    ctx.addIssue({ code: 'custom', message: `${label}无效` })
    return z.NEVER
  })

/** Item fields one by one (an update carries only the changed ones), from the declaration. */
export const billItemFieldSchemas = zodFields(billItems.fields)

/** A whole new item (create, import, paste). 工程量 is rounded to the decimals of its 计量单位. */
export const billItemInput = zodCreate(billItems)

/** 专业: one of SPECIALTIES (未知的专业 otherwise) unless SpecialtyCustom is 1. */
export const specialtyField = requiredText('专业', BILL_LIMITS.specialtyMax)
export const isStandardSpecialty = (s: string): s is Specialty =>
  (SPECIALTIES as readonly string[]).includes(s)

export const billUnitFieldSchemas = {
  ProId: uuidField('项目编号'),
  RowId: uuidField('单项工程编号'),
  Specialty: specialtyField,
  SpecialtyCustom: flagField('自定义专业标记'),
  Name: text('单位工程名称', BILL_LIMITS.nameMax),
  Sort: sortField,
  TaxRate: rateField,
} satisfies Record<string, z.ZodType>

export const billUnitInput = z
  .object({
    ID: uuidField('单位工程编号'),
    ProId: billUnitFieldSchemas.ProId,
    RowId: billUnitFieldSchemas.RowId,
    Specialty: billUnitFieldSchemas.Specialty,
    SpecialtyCustom: billUnitFieldSchemas.SpecialtyCustom.default(0),
    Name: billUnitFieldSchemas.Name.default(''),
    Sort: billUnitFieldSchemas.Sort.default(0),
    TaxRate: billUnitFieldSchemas.TaxRate.default(9),
  })
  .superRefine((u, ctx) => {
    if (u.SpecialtyCustom === 0 && !isStandardSpecialty(u.Specialty))
      ctx.addIssue({ code: 'custom', path: ['Specialty'], message: '未知的专业' })
  })
  .transform((u) => ({ ...u, TaxRate: u.TaxRate ?? 9 }))
export type BillUnitInput = z.input<typeof billUnitInput>

export const billGroupInput = z.object({
  ID: uuidField('分部编号'),
  ProId: uuidField('项目编号'),
  UnitId: uuidField('单位工程编号'),
  Kind: z.enum(ITEM_KINDS, { error: '清单类别无效' }).default('分部分项'),
  Name: requiredText('分部名称', BILL_LIMITS.nameMax),
  Sort: sortField.default(0),
})

export const billRateInput = z.object({
  ID: uuidField('费用编号'),
  ProId: uuidField('项目编号'),
  UnitId: uuidField('单位工程编号'),
  Kind: z.enum(RATE_KINDS, { error: '费用类别无效' }),
  Code: text('项目编码', 20).default(''),
  Name: requiredText('项目名称', BILL_LIMITS.nameMax),
  Base: z.enum(RATE_BASES, { error: '计算基础无效' }),
  Rate: rateField.default(null),
  Amount: moneyField('金额').default(null),
  IsSafety: flagField('安全文明施工费标记').default(0),
  Note: text('备注', BILL_LIMITS.noteMax).default(''),
  Sort: sortField.default(0),
})

export const billOtherInput = z.object({
  ID: uuidField('其他项目编号'),
  ProId: uuidField('项目编号'),
  UnitId: uuidField('单位工程编号'),
  Kind: z.enum(OTHER_KINDS, { error: '其他项目类别无效' }),
  Name: requiredText('项目名称', BILL_LIMITS.nameMax),
  Unit: text('计量单位', BILL_LIMITS.unitMax).default(''),
  Quantity: numberField('数量', quantity3).default(null),
  UnitPrice: moneyField('单价').default(null),
  Base: moneyField('计算基数').default(null),
  Rate: rateField.default(null),
  Amount: moneyField('金额').default(null),
  Note: text('备注', BILL_LIMITS.noteMax).default(''),
  Sort: sortField.default(0),
})
