import {
  accept,
  isBlank,
  makeField,
  refuse,
  toNumber,
  type Common,
  type Field,
  type IsOptional,
  type Parsed,
  type Refusal,
} from './field-base'

/**
 * The number kinds' checks (blank, form, whole number, range) and the whole-number kind, without
 * decimal arithmetic: ./field.ts adds the numbers with decimals, which round through
 * src/domain/money. The routes' search checks use `integer` from here, so the first load does
 * without the money module.
 */

export interface NumberOptions<T> extends Common<T> {
  /** Rounded half away from zero to this many decimals (on the decimal digits, never floats). */
  decimals?: number
  /** Whole numbers only. */
  int?: boolean
  /** Inclusive bounds; default 0 … 1e12 (1e12 keeps 分 and thousandths exact in a JS number). */
  min?: number
  max?: number
  /** min excluded (> min). */
  aboveMin?: boolean
  /** Blank is null (default true); false: blank is refused (不能为空). */
  nullable?: boolean
  /** One refusal for every bad value (栋数必须是正整数), instead of the messages below. */
  message?: string
  /** The refusal above max (费率不能超过100%). */
  overMessage?: string
}

export const VALUE_MAX = 1e12

/**
 * A number kind's rule: blank, form, whole-number and range checks, then `exact` (./field.ts:
 * the value rounded to `decimals` on its decimal digits) when the kind has decimals.
 */
export function numberParse<T>(
  label: string,
  o: NumberOptions<T>,
  exact?: (n: number, say: (m: string) => Refusal) => Parsed<number>,
) {
  const min = o.min ?? 0
  const max = o.max ?? VALUE_MAX
  const nullable = o.nullable !== false
  const say = (m: string) => refuse(o.message ?? `${label}${m}`)
  const range = `应在 ${min} 到 ${max} 之间`
  const plainBounds = min === 0 && max === VALUE_MAX && !o.aboveMin
  return (v: unknown): Parsed<number | null> => {
    if (isBlank(v)) return nullable ? accept(null) : say('不能为空')
    const n = toNumber(v)
    if (n === undefined) return say(o.int ? '必须是整数' : '必须是数字')
    if (o.int && !Number.isInteger(n)) return say(min >= 1 ? '必须是正整数' : '必须是整数')
    if (n < min || (o.aboveMin && n === min))
      return say(min === 0 && !o.aboveMin ? '不能为负数' : range)
    if (n > max)
      return o.overMessage && !o.message
        ? refuse(o.overMessage)
        : say(plainBounds ? '超出上限' : range)
    return o.decimals === undefined || exact === undefined ? accept(n) : exact(n, say)
  }
}

export type Nullable<T, O> = O extends { nullable: false } ? T : T | null
type IntegerField<O> = Field<Nullable<number, O>, IsOptional<O>>

/** A whole number (see NumberOptions, without decimals); blank is null unless `nullable: false`. */
export function integer<
  const O extends Omit<NumberOptions<number | null>, 'int' | 'decimals'> = Record<never, never>,
>(label: string, opts?: O): IntegerField<O> {
  const o = { ...(opts ?? ({} as O)), int: true }
  const nullable = o.nullable !== false
  return makeField(
    label,
    { type: 'number', int: true },
    numberParse(label, o) as (v: unknown) => Parsed<Nullable<number, O>>,
    o as Common<Nullable<number, O>>,
    { nullable, ...(nullable ? { default: null as Nullable<number, O> } : {}) },
  ) as IntegerField<O>
}
