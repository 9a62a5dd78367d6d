import * as z from 'zod/mini'

/**
 * Tolerant search-param schemas: a malformed value is dropped (undefined), never an error
 * screen. zod/mini keeps these in the first-load bundle at a few KB. TanStack parses query
 * values as JSON first, so `name=2023` arrives as a number; text fields accept numbers and turn
 * them back into text.
 */
export const optionalId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)

export function optionalText(max: number) {
  return z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((v): string | undefined => {
          const s = String(v).trim().slice(0, max)
          return s === '' ? undefined : s
        }),
      ),
    ),
    undefined,
  )
}

/**
 * An identifier: a number stays a number and text stays text, so the router writes the address
 * back unchanged (turning ?SID=4 into text would re-serialise it as ?SID="4").
 */
export function optionalKey(max: number) {
  return z.catch(
    z.optional(z.union([z.number().check(z.int()), z.string().check(z.minLength(1), z.maxLength(max))])),
    undefined,
  )
}

export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined)
}

/** ?id= of the header items (2 我的项目, 3 交易中心). */
export const menuIdSearch = z.object({ id: optionalId })

/** ?SID= of the benchmark index screens: the scheme ID. */
export const schemeSearch = z.object({ SID: optionalKey(64) })
