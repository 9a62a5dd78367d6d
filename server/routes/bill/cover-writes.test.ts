import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openKit, type Kit } from '../projects/projects.testkit.ts'

// The report cover's 编制人, 复核人 and 编制时间 are fields of the synced project document
// (docs/bill.md "Report"): stored as sent, a malformed 编制时间 refused in Chinese.

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

describe('report cover signatures on the project', () => {
  it('stores 编制人, 复核人 and 编制时间; refuses a date that is not 年-月-日 and keeps the stored one', async () => {
    const id = await k.project({})
    const ok = await k.post('/SjyqList/EditProject', {
      Type: 'update',
      ID: id,
      Compiler: '张工',
      Reviewer: '李工',
      CompiledOn: '2026-03-05',
    })
    expect(ok.body.ErrorCode).toBe('0')
    expect((await k.row('projects', id))?.data).toMatchObject({
      Compiler: '张工',
      Reviewer: '李工',
      CompiledOn: '2026-03-05',
    })
    for (const bad of ['2026/03/05', '2026-13-45', '明天']) {
      const r = await k.post('/SjyqList/EditProject', { Type: 'update', ID: id, CompiledOn: bad })
      expect(r.body.ErrorCode).not.toBe('0')
      expect(r.body.Message).toBe('编制时间应为“年-月-日”格式的日期')
    }
    expect((await k.row('projects', id))?.data['CompiledOn']).toBe('2026-03-05')
  })
})
