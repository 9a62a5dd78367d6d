import { z } from 'zod'
import { cellText, isBlank } from '../api/fields'
import { LIMITS, PACKAGE_TYPES, type PackageType } from './model'
import { isPeriod, PERIOD_MESSAGE } from './period'
import { exactFen, fenToDecimal, type Fen } from '../money'
import { completePrices, formatTaxRate, taxRateBasis } from './price'
import { normalizeUnit } from './units'

/**
 * Zod contracts of material packages and items, shared by the client (forms, Excel import) and
 * the server (the calls of issue 11). Values may arrive as numbers or as strings (form bodies,
 * spreadsheet cells); the output is normalised: trimmed text, canonical unit, prices as 元 strings
 * with two decimals, both prices present. Messages are the Chinese text the user sees.
 */

const text = cellText

export const periodField = z
  .unknown()
  .optional()
  .transform((v, ctx): string => {
    const s = typeof v === 'string' ? v.trim() : ''
    if (!isPeriod(s)) {
      ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGE })
      return z.NEVER
    }
    return s
  })

export const unitField = z
  .unknown()
  .optional()
  .transform((v, ctx): string => {
    const unit = typeof v === 'string' ? normalizeUnit(v) : null
    if (unit === null) {
      ctx.addIssue({ code: 'custom', message: isBlank(v) ? '计量单位不能为空' : '未知的计量单位' })
      return z.NEVER
    }
    return unit
  })

/** A price in 元: blank → null; ≥ 0, at most two decimals. */
export const priceField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): Fen | null => {
      if (isBlank(v)) return null
      const fen = typeof v === 'string' || typeof v === 'number' ? exactFen(v) : null
      if (fen === null) {
        ctx.addIssue({ code: 'custom', message: `${label}应为最多两位小数的数字` })
        return z.NEVER
      }
      if (fen < 0) {
        ctx.addIssue({ code: 'custom', message: '价格不能为负数' })
        return z.NEVER
      }
      if (fen > LIMITS.priceFenMax) {
        ctx.addIssue({ code: 'custom', message: `${label}超出范围` })
        return z.NEVER
      }
      return fen
    })

/** 税率 in percent, 0 … 100 with at most two decimals; blank → 0. Output in hundredths of a percent. */
export const taxRateField = z
  .unknown()
  .optional()
  .transform((v, ctx): number => {
    if (isBlank(v)) return 0
    const raw = typeof v === 'string' ? v.trim().replace(/%$/, '') : v
    const basis = typeof raw === 'string' || typeof raw === 'number' ? taxRateBasis(raw) : null
    if (basis === null) {
      ctx.addIssue({ code: 'custom', message: '税率应为0到100之间的数字' })
      return z.NEVER
    }
    return basis
  })

export const packageTypeField = z
  .unknown()
  .optional()
  .transform((v, ctx): PackageType => {
    const n = typeof v === 'string' ? Number(v.trim()) : v
    if (!(PACKAGE_TYPES as readonly unknown[]).includes(n)) {
      ctx.addIssue({ code: 'custom', message: '价格包类型无效' })
      return z.NEVER
    }
    return n as PackageType
  })

/** What an item carries when inserted or edited; Period blank → the package's period. */
export const materialItemInput = z
  .object({
    Code: text('编码', LIMITS.code),
    Name: text('材料名称', LIMITS.name, true),
    Spec: text('规格型号', LIMITS.spec),
    Unit: unitField,
    PriceTax: priceField('含税价'),
    PriceNoTax: priceField('除税价'),
    TaxRate: taxRateField,
    Brand: text('品牌', LIMITS.brand),
    Source: text('来源', LIMITS.source),
    Period: z
      .unknown()
      .optional()
      .transform((v, ctx): string => {
        if (isBlank(v)) return ''
        const s = typeof v === 'string' ? v.trim() : ''
        if (!isPeriod(s)) ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGE })
        return s
      }),
  })
  .transform((v, ctx) => {
    const pair = completePrices(v.PriceTax, v.PriceNoTax, v.TaxRate)
    if (pair === null) {
      ctx.addIssue({ code: 'custom', message: '含税价和除税价至少填写一个', path: ['PriceTax'] })
      return z.NEVER
    }
    return {
      ...v,
      PriceTax: fenToDecimal(pair.taxFen),
      PriceNoTax: fenToDecimal(pair.noTaxFen),
      TaxRate: formatTaxRate(v.TaxRate),
    }
  })
export type MaterialItemInput = z.output<typeof materialItemInput>

export const materialPackageInput = z.object({
  Type: packageTypeField,
  Name: text('价格包名称', LIMITS.packageName, true),
  Province: text('省份', LIMITS.place),
  City: text('城市', LIMITS.place),
  Period: periodField,
})
export type MaterialPackageInput = z.output<typeof materialPackageInput>
