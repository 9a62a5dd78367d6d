import { asFen, divRoundToNumber, fenToYuan, rateAmountFen, toScaled, type Fen } from '../money'
import type { BillItem } from './model'
import {
  COMPOSE,
  type BillResource,
  type Compose,
  type ComposeLine,
  type ResourceKind,
} from './compose-entity'
import { readShape } from '../entity/shape'

/**
 * The 综合单价 of a composed item (docs/bill.md "组价"), exact in integer 分:
 * - 人工费, 材料费, 机械费: Σ 消耗量 × 单价 over the item's lines of that kind, summed exactly
 *   (消耗量 in millionths × 单价 in 分, BigInt) and rounded ONCE to 分, half away from zero;
 * - 管理费 = base × 管理费费率, 利润 = base × 利润率 + 直接费 × 风险费率, each product rounded once
 *   to 分 (money's rateAmountFen), the base taken from the rounded parts above as 表-09 shows them
 *   (人工费; 人工费 + 机械费; 直接费 = 人工费 + 材料费 + 机械费);
 * - 综合单价 = Σ of the five parts, no further rounding, so the parts add up to it to the 分.
 * A line whose resource is gone or unpriced counts 0.
 */
export interface ComposedParts {
  Labour: Fen
  Material: Fen
  Machine: Fen
  Overhead: Fen
  Profit: Fen
  UnitPrice: Fen
}

export type ResourcePrices = ReadonlyMap<string, Pick<BillResource, 'Kind' | 'Price'>>

const MICRO = 1_000_000n

/**
 * One line's 消耗量 × 单价 exactly, in millionths of a 分 (0 when the resource is gone or
 * unpriced): what composeFen sums per kind, and 表-09 (./analysis.ts) shows per line.
 */
export function lineExact(line: ComposeLine, resources: ResourcePrices): bigint {
  const r = resources.get(line.ResourceId)
  const price = r ? toScaled(r.Price, 2) : null
  const consumption = toScaled(line.Consumption, 6)
  if (!r || price === null || consumption === null) return 0n
  return BigInt(consumption) * BigInt(price)
}

/** Exact millionths of a 分 rounded once to 分, half away from zero. */
export const exactToFen = (exact: bigint): Fen => asFen(divRoundToNumber(exact, MICRO))

export function composeFen(compose: Compose, resources: ResourcePrices): ComposedParts {
  const exact: Record<ResourceKind, bigint> = { 人工: 0n, 材料: 0n, 机械: 0n }
  for (const line of compose.Lines) {
    const kind = resources.get(line.ResourceId)?.Kind
    if (kind) exact[kind] += lineExact(line, resources)
  }
  const Labour = exactToFen(exact.人工)
  const Material = exactToFen(exact.材料)
  const Machine = exactToFen(exact.机械)
  const direct = Labour + Material + Machine
  const base =
    compose.FeeBase === '人工费'
      ? Labour
      : compose.FeeBase === '人工费+机械费'
        ? Labour + Machine
        : direct
  const Overhead = rateAmountFen(base, compose.OverheadRate)
  const Profit = asFen(
    rateAmountFen(base, compose.ProfitRate) + rateAmountFen(direct, compose.RiskRate),
  )
  return {
    Labour,
    Material,
    Machine,
    Overhead,
    Profit,
    UnitPrice: asFen(direct + Overhead + Profit),
  }
}

/** The item fields a derived composition sets, in 元. */
export type ComposedFields = Pick<
  BillItem,
  'UnitPrice' | 'Labour' | 'Material' | 'Machine' | 'Overhead' | 'Profit'
>

export function composedFields(parts: ComposedParts): ComposedFields {
  return {
    UnitPrice: fenToYuan(parts.UnitPrice),
    Labour: fenToYuan(parts.Labour),
    Material: fenToYuan(parts.Material),
    Machine: fenToYuan(parts.Machine),
    Overhead: fenToYuan(parts.Overhead),
    Profit: fenToYuan(parts.Profit),
  }
}

/**
 * What a change of composition or of resource prices writes on an item: the derived fields when
 * its composition is Derived and any of them moves, else nothing (a typed 综合单价 stays; the
 * composition is then informative). Null = no change.
 */
export function recomposeItem(
  item: Pick<BillItem, 'Compose' | keyof ComposedFields>,
  resources: ResourcePrices,
): ComposedFields | null {
  const compose = item.Compose
  if (!compose || compose.Derived !== 1) return null
  const next = composedFields(composeFen(compose, resources))
  const same = (Object.keys(next) as (keyof ComposedFields)[]).every((k) => item[k] === next[k])
  return same ? null : next
}

/** The resources of a project by id, as composeFen reads them. */
export const pricesById = (resources: readonly BillResource[]): ResourcePrices =>
  new Map(resources.map((r) => [r.ID, r]))

/** Ids of the resources an item's composition uses. */
export const usedResources = (item: Pick<BillItem, 'Compose'>): string[] =>
  item.Compose ? item.Compose.Lines.map((l) => l.ResourceId) : []

/** A composition with no lines and the default base and rates. */
export const emptyCompose = (): Compose => readShape(COMPOSE, { Lines: [] })
