import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nulMessage } from '../../lib/validate.ts'
import { openKit, type Kit } from './projects.testkit.ts'

// A 10,000-row save is decoded, checked, written and rolled up in slices with turns of the event
// loop between them (docs/performance.md "Big saves"). These saves are sent with their
// content-length, as a browser sends them, so the large-body decoding (server/lib/form-body.ts)
// runs; the outcome must be what one uninterrupted save gave: the same rows, the same refusals,
// nothing written when any row is refused.
let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

type Row = Record<string, unknown> & { ID: string }

/** 100 top rows with 99 children each; names with characters the form encoding escapes. */
function structure(): Row[] {
  const rows: Row[] = []
  for (let i = 0; i < 10_000; i++) {
    const top = i % 100 === 0
    rows.push({
      ID: randomUUID(),
      Sort: i,
      Project_Name: `${i}#楼 a+b&c=d %20 😀`,
      BuiltArea: top ? 0 : 10.01,
      InArea: top ? 0 : 8,
      SellArea: top ? 0 : 9,
      MultNum: 1,
      ParentID: top ? '' : (rows[i - (i % 100)]?.ID ?? ''),
    })
  }
  return rows
}

function save(proId: string, rows: Row[]) {
  const body = new URLSearchParams({ ProId: proId, Rows: JSON.stringify(rows) }).toString()
  return k.post('/SjyqList/EditProStructureMore', { ProId: proId, Rows: rows }, 0, {
    'content-length': String(Buffer.byteLength(body)),
  })
}

interface View {
  ID: string
  Project_Name: string
  Child: View[]
}
const flat = (list: View[]): View[] => list.flatMap((n) => [n, ...flat(n.Child)])
const structureOf = async (proId: string) =>
  (await k.get('/SjyqList/GetProStructure', { ProId: proId })).body.Data as {
    Count: number
    Rows: View[]
    Totals: { BuiltArea: number }
  }

describe('EditProStructureMore in slices', () => {
  it('stores exactly the rows sent and answers another user meanwhile', async () => {
    const id = await k.project()
    const other = await k.project({}, 1)
    const rows = structure()
    let done = false
    const saving = save(id, rows).finally(() => (done = true))
    let answered = 0
    while (!done) {
      // Requests arrive from the network (a macrotask each), not as one chain of promises.
      await new Promise<void>((resolve) => setImmediate(resolve))
      const read = await k.get('/SjyqList/GetProStructure', { ProId: other }, 1)
      expect(read.body.ErrorCode).toBe('0')
      if (!done) answered++
    }
    expect((await saving).body).toMatchObject({ ErrorCode: '0', Data: { Count: 10_000 } })
    expect(answered).toBeGreaterThan(0)
    const stored = await structureOf(id)
    expect(stored.Count).toBe(10_000)
    const names = new Map(flat(stored.Rows).map((r) => [r.ID, r.Project_Name]))
    expect(rows.every((r) => names.get(r.ID) === r.Project_Name)).toBe(true)
    expect(stored.Totals.BuiltArea).toBe(Number((9_900 * 10.01).toFixed(2)))
    expect(await k.table(id)).toMatchObject({ builtArea: (9_900 * 10.01).toFixed(2) })
  }, 180_000)

  it('refuses a NUL in the last row by its place and a missing parent found in the write, writing nothing', async () => {
    const id = await k.project()
    const rows = structure()
    const nul = rows.map((r, i) => (i === 9_999 ? { ...r, Project_Name: '名\u0000' } : r))
    expect((await save(id, nul)).body).toMatchObject({
      ErrorCode: '1',
      Message: nulMessage('Rows.9999.Project_Name'),
    })
    const orphan = rows.map((r, i) => (i === 9_999 ? { ...r, ParentID: randomUUID() } : r))
    expect((await save(id, orphan)).body).toMatchObject({
      ErrorCode: '1',
      Message: '上级单项不存在或不属于该项目',
    })
    expect((await structureOf(id)).Count).toBe(0)
    expect(await k.row('structureRows', rows[0]?.ID ?? '')).toBeUndefined()
  }, 180_000)
})
