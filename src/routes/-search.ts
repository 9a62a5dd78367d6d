import {
  accept,
  choice,
  custom,
  refuse,
  refused,
  text,
  type AnyField,
  type Shape,
} from '@/domain/entity/field-base'
import { integer } from '@/domain/entity/number-check'
import type { ValueOf } from '@/domain/entity/shape'

/**
 * Tolerant search-param checks for validateSearch: each param is a field kind of
 * src/domain/entity/field-base.ts or number-check.ts (the kinds the entity declarations use, without
 * the decimal numbers, whose money module would join the first load), and a malformed or blank
 * value is dropped (undefined), never an error screen. Zod-free: validateSearch runs in the entry
 * chunk (the router needs it before any screen chunk loads), and zod's core would add ~56 KB of
 * script to every first load (ESLint refuses zod in src/routes). TanStack parses query values as
 * JSON first, so `name=2023` arrives as a number; the text kind turns it back into text.
 */

/** A positive integer id; numeric text is accepted ("7" → 7). */
export const optionalId = integer('编号', { min: 1, nullable: false })

/** Text, trimmed, at most `max` characters. */
export const optionalText = (max: number) => text('搜索词', max)

/**
 * An identifier: a number stays a number and text stays text, so the router writes the address
 * back unchanged (turning ?SID=4 into text would re-serialise it as ?SID="4").
 */
export const optionalKey = (max: number) =>
  custom<number | string>('编号', { type: 'json' }, (v) =>
    (typeof v === 'number' && Number.isInteger(v)) ||
    (typeof v === 'string' && v.length >= 1 && v.length <= max)
      ? accept(v)
      : refuse('编号无效'),
  )

/** Text of at most `max` characters, kept as typed (a redirect address). */
export const optionalString = (max: number) =>
  custom<string>('地址', { type: 'string' }, (v) =>
    typeof v === 'string' && v.length <= max ? accept(v) : refuse('地址无效'),
  )

export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  choice('选项', values)

export type SearchOf<S extends Shape> = { [K in keyof S]?: ValueOf<S[K]> }

/**
 * The search object of a route: each known key read by its kind, unknown keys, blank and refused
 * values dropped. Has `parse` (a validator object TanStack accepts as validateSearch, and callable
 * from a function validator).
 */
export function searchObject<S extends Shape>(shape: S): { parse: (raw: unknown) => SearchOf<S> } {
  return {
    parse(raw) {
      const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(shape)) {
        const v = input[key]
        if (v === undefined || v === null) continue
        const r: unknown = (shape[key] as AnyField).parse(v)
        if (!refused(r) && r !== '' && r !== null) out[key] = r
      }
      return out as SearchOf<S>
    },
  }
}

/** ?id= of the header items (2 我的项目, 3 交易中心). */
export const menuIdSearch = searchObject({ id: optionalId })

/** ?SID= of the benchmark index screens: the scheme ID. */
export const schemeSearch = searchObject({ SID: optionalKey(64) })
