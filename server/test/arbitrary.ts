import fc from 'fast-check'
import { z } from 'zod'
import type { AnyCall } from '@/domain/api/registry/define.ts'

type Json = Record<string, unknown>

/** Values no schema should accept quietly: empty, junk, huge, injected, broken JSON. */
const JUNK = [
  '',
  ' ',
  'x',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '{"a":',
  '[]',
  '[1,2',
  '测试',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  // PostgreSQL cannot store U+0000: every call refuses it in validation (server/lib/validate.ts).
  'a\u0000b',
  '\u0000',
  '{"Name":"a\\u0000b"}',
]

/** A plausible value for one JSON-schema property, as the form/query string the wrapper sends. */
function plausible(schema: Json): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = []
  const enumValues =
    (schema['enum'] as unknown[] | undefined) ??
    (schema['const'] !== undefined ? [schema['const']] : undefined)
  if (enumValues && enumValues.length > 0) options.push(fc.constantFrom(...enumValues.map(String)))
  const anyOf = (schema['anyOf'] ?? schema['oneOf']) as Json[] | undefined
  if (anyOf) options.push(...anyOf.map(plausible))
  const type = schema['type']
  if (type === 'string') {
    if (schema['format'] === 'uuid') options.push(fc.uuid())
    else if (typeof schema['pattern'] === 'string')
      options.push(fc.stringMatching(new RegExp(schema['pattern'])).map((s) => s.slice(0, 200)))
    else
      options.push(
        fc.string({ maxLength: Number(schema['maxLength'] ?? 30) }),
        fc.constantFrom('住宅', '杭州', '第一标段'),
      )
  }
  if (type === 'integer' || type === 'number') {
    const min = Math.max(Number(schema['minimum'] ?? -1000), -1e9)
    const max = Math.min(Number(schema['maximum'] ?? 100_000), 1e9)
    options.push(
      type === 'integer'
        ? fc.integer({ min, max }).map(String)
        : fc.double({ min, max, noNaN: true }).map((n) => n.toFixed(2)),
    )
  }
  if (type === 'boolean') options.push(fc.constantFrom('true', 'false'))
  if (type === 'array' || type === 'object')
    options.push(fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)))
  if (options.length === 0) options.push(fc.string({ maxLength: 20 }))
  return fc.oneof(...options)
}

/** The call's input properties as the wrapper sends them (form or query fields). */
export function inputProperties(call: AnyCall): [string, Json][] {
  const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as Json
  return Object.entries((schema['properties'] ?? {}) as Record<string, Json>).filter(
    ([name]) => !(call.multipart && name === 'file'),
  )
}

/**
 * Inputs that each carry a NUL character in one field: the call's example (or nothing) with one
 * field replaced by text holding a NUL, or, when the example's value is JSON text (Model), with a
 * NUL inside one of its string values.
 */
export function nulInputs(call: AnyCall): Record<string, string>[] {
  const example = Object.fromEntries(
    Object.entries(call.example ?? {}).map(([k, v]) => [k, String(v)]),
  )
  const out: Record<string, string>[] = []
  for (const [name] of inputProperties(call)) {
    out.push({ ...example, [name]: 'a\u0000b' })
    const json = parseObject(example[name])
    if (!json) continue
    for (const [key, value] of Object.entries(json))
      if (typeof value === 'string')
        out.push({ ...example, [name]: JSON.stringify({ ...json, [key]: `${value}\u0000` }) })
  }
  return out
}

function parseObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined
  try {
    const v: unknown = JSON.parse(text)
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Random inputs of a call, bounded: each property plausible, junk or absent, sometimes an
 * unknown field besides. Strings only: that is what a query string or a form body carries.
 */
export function inputArbitrary(call: AnyCall): fc.Arbitrary<Record<string, string>> {
  const properties = inputProperties(call)
  const field = (prop: Json) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: plausible(prop) },
        { weight: 1, arbitrary: fc.constantFrom(...JUNK) },
      ),
      { freq: 4 },
    )
  const record = fc.tuple(...properties.map(([, prop]) => field(prop)))
  const extra = fc.option(
    fc.tuple(fc.constantFrom('Extra', '__proto__', 'constructor', 'ID'), fc.constantFrom(...JUNK)),
    { freq: 3 },
  )
  return fc.tuple(record, extra).map(([values, more]) => {
    const out: Record<string, string> = {}
    properties.forEach(([name], i) => {
      const value = values[i]
      if (value !== null && value !== undefined) out[name] = value
    })
    if (more) out[more[0]] = more[1]
    return out
  })
}
