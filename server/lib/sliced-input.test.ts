import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonField } from '@/domain/api/json-field.ts'
import { LIMITS } from '@/domain/projects/model.ts'
import { editProStructureMoreBody } from '@/domain/projects/schemas.ts'
import { parseInSlices } from './sliced-input.ts'

// parseInSlices must answer exactly what zod answers for the whole payload (the same data, the
// same first issue with its path and message), only a slice of rows at a time.
const schema = editProStructureMoreBody

const rows = (n: number): Record<string, unknown>[] =>
  Array.from({ length: n }, (_, i) => ({ ID: randomUUID(), Project_Name: `${i}#楼`, Sort: i }))

async function both(raw: Record<string, unknown>) {
  const whole = await schema.safeParseAsync(raw)
  const sliced = await parseInSlices(schema, raw)
  return { whole, sliced }
}

const first = (r: Awaited<ReturnType<typeof parseInSlices>>) =>
  r.success ? undefined : { path: r.issues[0]?.path, message: r.issues[0]?.message }

describe('parseInSlices', () => {
  it('gives the data zod gives for 10,000 rows, letting other work run between slices', async () => {
    const raw = { ProId: randomUUID(), Rows: JSON.stringify(rows(10_000)) }
    let turns = 0
    const counting = setInterval(() => turns++, 0)
    const sliced = await parseInSlices(schema, raw)
    clearInterval(counting)
    const whole = await schema.safeParseAsync(raw)
    expect(whole.success).toBe(true)
    expect(sliced).toEqual({ success: true, data: whole.data })
    expect(turns).toBeGreaterThan(0)
  })

  it('refuses row 9,999 by its path and message, as the whole check does', async () => {
    const list = rows(10_000)
    list[9_999] = { ...list[9_999]!, ID: 'not-a-uuid' }
    const { whole, sliced } = await both({ ProId: randomUUID(), Rows: JSON.stringify(list) })
    expect(whole.success).toBe(false)
    expect(first(sliced)).toEqual({
      path: ['Rows', 9_999, 'ID'],
      message: whole.error?.issues[0]?.message,
    })
    expect(whole.error?.issues[0]?.path).toEqual(['Rows', 9_999, 'ID'])
  })

  it('keeps the key order of zod’s issues: ProId before Rows, Rows before DeleteIDs', async () => {
    const bad = rows(1_000)
    bad[600] = 'x' as never
    const cases = [
      { ProId: 'no', Rows: JSON.stringify(bad) },
      { ProId: randomUUID(), Rows: JSON.stringify(bad), DeleteIDs: '["no"]' },
      { ProId: randomUUID(), Rows: JSON.stringify(rows(1_000)), DeleteIDs: '["no"]' },
      { ProId: randomUUID(), Rows: bad },
    ]
    const paths = []
    for (const raw of cases) {
      const { whole, sliced } = await both(raw)
      const issue = whole.error?.issues[0]
      expect(first(sliced)).toEqual({ path: issue?.path, message: issue?.message })
      paths.push(issue?.path.join('.'))
    }
    expect(paths).toEqual(['ProId', 'Rows.600', 'DeleteIDs.0', 'Rows.600'])
  })

  it('leaves what it cannot slice to the whole check: bad JSON, no array, too many rows', async () => {
    const text = JSON.stringify(rows(2_000))
    const cases = [
      { ProId: randomUUID(), Rows: `${text.slice(0, -1)},` },
      { ProId: randomUUID(), Rows: `{"a":${text}}` },
      { ProId: randomUUID(), Rows: JSON.stringify(rows(LIMITS.structureRowsMax + 1)) },
    ]
    for (const raw of cases) {
      const { whole, sliced } = await both(raw)
      expect(whole.success).toBe(false)
      expect(sliced).toEqual({ success: false, issues: whole.error?.issues })
    }
  })

  it('answers as zod does for any jsonField array, sliced in a plain object schema or not', async () => {
    const field = jsonField(z.array(z.number()).max(5_000))
    const list = Array.from({ length: 3_000 }, (_, i) => (i === 2_500 ? 'x' : i))
    const plain = z.object({ A: field })
    const checked = plain.refine(() => true)
    const refined = z.object({ A: field.refine((a) => a.length > 0) })
    for (const s of [plain, checked, refined]) {
      const whole = await s.safeParseAsync({ A: list })
      const sliced = await parseInSlices(s, { A: list })
      expect(first(sliced)).toEqual({
        path: ['A', 2_500],
        message: whole.error?.issues[0]?.message,
      })
    }
  })

  it('does not take the emptied field’s minimum for an issue', async () => {
    const s = z.object({ A: jsonField(z.array(z.number()).min(1).max(5_000)), B: z.string() })
    const raw = { A: JSON.stringify(Array.from({ length: 3_000 }, (_, i) => i)), B: 'b' }
    const whole = await s.safeParseAsync(raw)
    expect(whole.success).toBe(true)
    expect(await parseInSlices(s, raw)).toEqual({ success: true, data: whole.data })
    const noB = await parseInSlices(s, { A: raw.A })
    expect(noB).toEqual({
      success: false,
      issues: (await s.safeParseAsync({ A: raw.A })).error?.issues,
    })
  })
})
