import { toScaled } from '../money'
import {
  accept,
  makeField,
  type Common,
  type Field,
  type IsOptional,
  type Parsed,
  type Refusal,
} from './field-base'
import { numberParse, type Nullable, type NumberOptions } from './number-check'

/**
 * Field kinds of the entity declarations (docs/architecture.md "Entities"), zod-free: each kind
 * knows the JSON type of its stored value (`data`, which gives the TypeScript type, the guard and
 * the zod data schema), how an input value becomes the stored one (`parse`: form text or a JSON
 * value, with the Chinese refusal a user reads), its default and its label. ./zod.ts builds the
 * zod schemas from the same objects; ./read.ts reads stored rows with them. The model and the
 * kinds without decimal arithmetic are in ./field-base.ts and ./number-check.ts (re-exported
 * here); the numbers, which round on their decimal digits through src/domain/money, are here.
 */
export * from './field-base'
export * from './number-check'

// ---- numbers with decimals ----

/** `n` rounded half away from zero to `decimals` on its decimal digits (src/domain/money). */
const toDecimals =
  (decimals: number) =>
  (n: number, say: (m: string) => Refusal): Parsed<number> => {
    try {
      const scaled = toScaled(n, decimals)
      return scaled === null ? say('必须是数字') : accept(scaled / 10 ** decimals)
    } catch {
      // Beyond a safe integer at this many decimals.
      return say('超出上限')
    }
  }

type NumberField<O> = Field<Nullable<number, O>, IsOptional<O>>

/** A number (see NumberOptions); blank is null unless `nullable: false`. */
export function number<const O extends NumberOptions<number | null> = Record<never, never>>(
  label: string,
  opts?: O,
): NumberField<O> {
  const o = opts ?? ({} as O)
  const nullable = o.nullable !== false
  return makeField(
    label,
    { type: 'number', ...(o.int ? { int: true } : {}) },
    numberParse(label, o, o.decimals === undefined ? undefined : toDecimals(o.decimals)) as (
      v: unknown,
    ) => Parsed<Nullable<number, O>>,
    o as Common<Nullable<number, O>>,
    { nullable, ...(nullable ? { default: null as Nullable<number, O> } : {}) },
  ) as NumberField<O>
}

/** 元 with 2 decimals, 0 … 1e12. */
export const money = <const O extends NumberOptions<number | null> = Record<never, never>>(
  label: string,
  opts?: O,
) => number(label, { decimals: 2, ...(opts ?? ({} as O)) })

/** m² with 2 decimals, 0 … 1e12. */
export const area = money

/** 工程量 with 3 decimals (a create rounds it to its unit's decimals). */
export const quantity = <const O extends NumberOptions<number | null> = Record<never, never>>(
  label: string,
  opts?: O,
) => number(label, { decimals: 3, ...(opts ?? ({} as O)) })

/** A percentage 0 … 100 with 6 decimals (2.5 = 2.5 %). */
export const rate = <const O extends NumberOptions<number | null> = Record<never, never>>(
  label: string,
  opts?: O,
) =>
  number(label, {
    decimals: 6,
    max: 100,
    overMessage: `${label}不能超过100%`,
    ...(opts ?? ({} as O)),
  })
