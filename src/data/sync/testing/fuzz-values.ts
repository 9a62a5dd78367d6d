import type { AnyField, Shape } from '@/domain/entity/field'
import { refused } from '@/domain/entity/field'

/**
 * Values for the sync fuzz, made from the entity declarations alone (docs/architecture.md
 * "Entities"): a field's value is the first of a few candidates its own rule (`parse`) accepts,
 * stored as that rule stores it, so an entity added later gets edits without code here.
 */

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** Text candidates: a label-based name, an expression (计算式), a month, a day, a 12-digit code, blank. */
function textCandidates(label: string, n: number): string[] {
  return [
    `${label}${n}`,
    `(${(n % 50) + 1}+0.5)*2`,
    `20${10 + (n % 15)}-${pad((n % 12) + 1, 2)}`,
    `20${10 + (n % 15)}-${pad((n % 12) + 1, 2)}-${pad((n % 28) + 1, 2)}`,
    `0101010010${pad(n % 100, 2)}`,
    '',
  ]
}

/** Number candidates: one with decimals, small whole numbers (1 … 3, 1 … 100), a year. */
const numberCandidates = (n: number) => [
  n + (n % 4) / 4,
  (n % 3) + 1,
  (n % 100) + 1,
  2000 + (n % 100),
]

/**
 * A stored value for `field`, varied by `n`; undefined when no candidate fits (a row id at the
 * top level: those are the relations, which the fuzz picks among live rows). `nested` gives an
 * id inside a document part (an 组价 line's resource) a fresh uuid.
 */
export function fieldValue(field: AnyField, n: number, nested = false): unknown {
  const data = field.data
  let candidates: unknown[]
  switch (data.type) {
    case 'string':
      candidates = data.values
        ? [data.values[n % data.values.length]]
        : [...textCandidates(field.label, n), ...(nested ? [crypto.randomUUID()] : [])]
      break
    case 'number':
      candidates = numberCandidates(n)
      break
    case 'flag':
      candidates = [n % 2]
      break
    case 'list': {
      const of = data.of
      const items =
        of.type === 'object'
          ? Array.from({ length: n % 3 }, (_, k) => shapeValue(of.shape, n + k))
          : []
      candidates = [items.filter((i) => i !== undefined)]
      break
    }
    case 'object':
      candidates = [shapeValue(data.shape, n)]
      break
    default:
      return undefined
  }
  for (const c of candidates) {
    if (c === undefined) continue
    const parsed: unknown = field.parse(c)
    if (!refused(parsed)) return parsed
  }
  return undefined
}

/** A document part: every field that takes a value (optional ones every other time). */
export function shapeValue(shape: Shape, n: number): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {}
  for (const [k, [key, field]] of Object.entries(shape).entries()) {
    if (field.optional && (n + k) % 2 === 1) continue
    const v = fieldValue(field, n + k, true)
    if (v === undefined) {
      if (!field.optional) return undefined
    } else out[key] = v
  }
  return out
}

/** A value the field refuses ('' for a required text, a wrong choice), for an edit the server must reject. */
export function refusedValue(field: AnyField): unknown {
  for (const c of ['', '无效值', -1]) if (refused(field.parse(c))) return c
  return undefined
}
