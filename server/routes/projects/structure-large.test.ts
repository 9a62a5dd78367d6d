import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openKit, type Kit } from './projects.testkit.ts'

// A 10,000-row save is about 2.8 MB form-encoded: above the global 2 MB /api body limit, which
// server/app.ts raises for EditProStructureMore. The test runs with the default limit on purpose.
let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

describe('EditProStructureMore at scale', () => {
  it('EditProStructureMore saves a 10,000-row structure in one call and refuses a bad row without writing any', async () => {
    const id = await k.project()
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const top = i % 100 === 0
      return {
        ID: randomUUID(),
        Sort: i,
        Project_Name: `单项${i}`,
        BuiltArea: top ? 0 : 10.01,
        InArea: top ? 0 : 8,
        SellArea: top ? 0 : 9,
        MultNum: 1,
        ParentID: '',
      }
    })
    rows.forEach((r, i) => (r.ParentID = i % 100 === 0 ? '' : (rows[i - (i % 100)]?.ID ?? '')))
    const bad = rows.map((r, i) => (i === 9_999 ? { ...r, MultNum: 0 } : r))
    const refused = await k.post('/SjyqList/EditProStructureMore', { ProId: id, Rows: bad })
    expect(refused.body).toMatchObject({ ErrorCode: '1', Message: '第10000行：栋数必须是正整数' })
    expect((await k.get('/SjyqList/GetProStructure', { ProId: id })).body.Data).toMatchObject({
      Count: 0,
    })
    const res = await k.post('/SjyqList/EditProStructureMore', { ProId: id, Rows: rows })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { Count: 10_000 } })
    expect(await k.table(id)).toMatchObject({ builtArea: (9_900 * 10.01).toFixed(2) })
    // Update some and delete a top row with its 99 children in a second call.
    const res2 = await k.post('/SjyqList/EditProStructureMore', {
      ProId: id,
      Rows: [{ ID: rows[1]?.ID, BuiltArea: 20.01 }],
      DeleteIDs: [rows[100]?.ID],
    })
    expect(res2.body.ErrorCode).toBe('0')
    const after = (await k.get('/SjyqList/GetProStructure', { ProId: id })).body.Data as {
      Count: number
      Totals: { BuiltArea: number }
    }
    expect(after.Count).toBe(9_900)
    expect(after.Totals.BuiltArea).toBe(Number(((9_900 - 99) * 10.01 + 10).toFixed(2)))
  }, 120_000)
})
