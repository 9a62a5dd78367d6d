import { asFen, divRoundToNumber, fenToYuan, toScaled } from '../money'
import { pickPrice, type PriceCandidate, type PricingOptions } from '../materials/pricing'
import { materialKey } from '../materials/trend'
import { refused } from '../entity/field'
import { COMPOSE_QUOTA, type BillResource, type Compose, type ComposeLine } from './compose-entity'
import type { QuotaItem, QuotaLine } from './quota-entity'

/**
 * A 定额子目 in an item's 组价 (docs/bill.md "组价", "定额子目"): with a 含量 r (定额 quantity per
 * unit of the item: 0.1 for a 10m3 子目 on an m3 item), each of its 人材机 lines becomes a line of
 * the item with 消耗量 = 定额消耗量 × r, exact (millionths × millionths in BigInt) and rounded
 * ONCE to 6 decimals, half away from zero (the 消耗量 of a composition line has 6 decimals).
 */
const MICRO = 1_000_000n

/** The order 定额子目 are listed in: by 定额库, then 定额编号 (A4-2 before A4-10). */
export const compareQuotas = (
  a: Pick<QuotaItem, 'Library' | 'Code'>,
  b: Pick<QuotaItem, 'Library' | 'Code'>,
): number =>
  a.Library.localeCompare(b.Library, 'zh-CN') ||
  a.Code.localeCompare(b.Code, 'zh-CN', { numeric: true })

export function quotaConsumption(consumption: number, ratio: number): number {
  const c = toScaled(consumption, 6)
  const r = toScaled(ratio, 6)
  if (c === null || r === null) return 0
  return divRoundToNumber(BigInt(c) * BigInt(r), MICRO) / 1_000_000
}

/** The project resource a 定额 line needs: what ensureResource looks up or creates. */
export type QuotaResource = Pick<
  BillResource,
  'Kind' | 'Code' | 'Name' | 'Spec' | 'Unit' | 'Price' | 'Typed'
> &
  Partial<Pick<BillResource, 'PricedFrom' | 'QuotaPrice'>>

/**
 * The resource of a 定额 line, priced from the project's price package when it has the material
 * (same kind of lookup as a package switch: materialKey, the chosen type, city and period), else
 * at the 定额's 基价 (no PricedFrom, so a later package switch leaves it alone; QuotaPrice 1, so
 * its price source reads 定额基价 until the user types a price).
 */
export function quotaResource(
  line: QuotaLine,
  candidates: ReadonlyMap<string, readonly PriceCandidate[]> | null,
  options: PricingOptions | null,
): QuotaResource {
  const base = {
    Kind: line.Kind,
    Code: line.Code,
    Name: line.Name,
    Spec: line.Spec,
    Unit: line.Unit,
  }
  const found =
    candidates && options ? pickPrice(candidates.get(materialKey(line)) ?? [], options) : null
  if (!found) return { ...base, Price: line.Price, Typed: 0, QuotaPrice: 1 }
  return {
    ...base,
    Price: fenToYuan(asFen(found.noTaxFen)),
    Typed: 0,
    PricedFrom: {
      PackageID: found.packageId,
      Type: found.type,
      Period: found.period,
      PriceTax: fenToYuan(asFen(found.taxFen)),
    },
  }
}

/**
 * The composition with the 子目 added at 含量 `ratio`: `resourceIds[k]` is the project resource of
 * the 子目's line k. A 子目 already in it is replaced (its lines too): adding it again with another
 * 含量 is how the 含量 changes. The 子目's lines follow the lines already there. The 子目's 管理费 and
 * 利润 rates become the item's when the item has neither rate yet.
 */
export function withQuota(
  compose: Compose,
  quota: QuotaItem,
  ratio: number,
  resourceIds: readonly string[],
): Compose {
  const rest = withoutQuota(compose, quota.ID)
  const lines: ComposeLine[] = quota.Lines.map((line, k) => ({
    ResourceId: resourceIds[k] ?? '',
    Consumption: quotaConsumption(line.Consumption, ratio),
    QuotaId: quota.ID,
  }))
  // The 子目's 管理费/利润 rates apply when the item has none yet (the rates are per item).
  const untouched = rest.OverheadRate === 0 && rest.ProfitRate === 0
  return {
    ...rest,
    ...(untouched
      ? { OverheadRate: quota.OverheadRate ?? 0, ProfitRate: quota.ProfitRate ?? 0 }
      : {}),
    Lines: [...rest.Lines, ...lines],
    Quotas: [
      ...(rest.Quotas ?? []),
      { QuotaId: quota.ID, Code: quota.Code, Name: quota.Name, Unit: quota.Unit, Ratio: ratio },
    ],
  }
}

/** The composition without the 子目 and the lines it brought. */
export function withoutQuota(compose: Compose, quotaId: string): Compose {
  return {
    ...compose,
    Lines: compose.Lines.filter((l) => l.QuotaId !== quotaId),
    Quotas: (compose.Quotas ?? []).filter((q) => q.QuotaId !== quotaId),
  }
}

/** The 含量 a user types, read by its declaration (a positive number, 6 decimals); refusal in Chinese. */
export function parseRatio(
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const r = COMPOSE_QUOTA.Ratio.parse(text.trim() === '' ? undefined : text.trim())
  return refused(r) ? { ok: false, message: r.message } : { ok: true, value: r }
}

/** m³ and m3, m² and m2 … are the same unit here. */
const unitKey = (u: string) => u.trim().replace(/³/g, '3').replace(/²/g, '2').toLowerCase()

/**
 * The 含量 a 子目 of unit "10m3" (a number before a unit) suggests on an item of unit m3: 1/10, when
 * the units match after the number and the quotient has at most 6 decimals; else null (the user
 * types it).
 */
export function suggestedRatio(quotaUnit: string, itemUnit: string): number | null {
  const m = /^(\d+(?:\.\d+)?)?\s*(.+)$/.exec(quotaUnit.trim())
  if (!m || unitKey(m[2] ?? '') !== unitKey(itemUnit)) return null
  const per = m[1] === undefined ? 1 : Number(m[1])
  if (!(per > 0)) return null
  const ratio = 1 / per
  const scaled = toScaled(ratio, 6)
  return scaled !== null && Math.abs(scaled / 1_000_000 - ratio) < 1e-12 ? scaled / 1_000_000 : null
}
