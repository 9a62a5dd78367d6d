import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/index.ts'
import { openKit, type Kit } from './projects/projects.testkit.ts'

// Issue 37 item 1: the trading centre's released templates are the shared sample base: another
// user lists them filtered on the server (city, type, 结构类型, year, area) with their authors.

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

type Candidate = { ID: string; Author: string; Own: boolean; StructureType: string }

/** A priced project of user 1 released as a template in `city` with `structure`; the template's id. */
async function released(city: string, structure: string, area = 150): Promise<string> {
  const id = await k.project(
    { Project_Name: `${city}${structure}模板`, StructureType: structure },
    1,
  )
  const row = await k.structureRow(id, { BuiltArea: area, InArea: area, SellArea: area }, 1)
  await k.bill(id, row, 1)
  const res = await k.post(
    '/ProjectAndTemplate/ReleaseProject',
    { ID: id, City: city, ProjectType: '住宅', Year: '2024', Price: '0', ReleaseNotes: '' },
    1,
  )
  expect(res.body.ErrorCode).toBe('0')
  // Releasing makes a template of its own (a copy, version 1): its id is the sample.
  return (res.body.Data as { ID: string }).ID
}

const list = async (query: Record<string, string>) => {
  const res = await k.get('/NewBenchmarking/GetOriginalProject', query, 0)
  expect(res.body.ErrorCode).toBe('0')
  return res.body.Data as Candidate[]
}

describe('GetOriginalProject: released templates as shared samples', () => {
  it('lists another user’s released templates, filtered on the server, with their author', async () => {
    const wall = await released('杭州', '剪力墙')
    const frame = await released('杭州', '框架')
    const elsewhere = await released('宁波', '剪力墙', 5000)
    const unreleased = await k.project({ Project_Name: '未发布', City: '杭州' }, 1)
    const [author] = await k.t.db
      .select({ name: users.userName })
      .from(users)
      .where(eq(users.id, k.users[1]?.id ?? ''))

    const hangzhou = await list({ Source: 'template', City: '杭州', StructureType: '剪力墙' })
    expect(hangzhou.map((c) => c.ID)).toEqual([wall])
    expect(hangzhou[0]).toMatchObject({ Author: author?.name, Own: false, StructureType: '剪力墙' })

    const all = (await list({ Source: 'template' })).map((c) => c.ID)
    expect(all).toEqual(expect.arrayContaining([wall, frame, elsewhere]))
    expect(all).not.toContain(unreleased)
    expect((await list({ Source: 'template', AreaMin: '1000' })).map((c) => c.ID)).toEqual([
      elsewhere,
    ])
    expect(await list({ Source: 'template', Limit: '1' })).toHaveLength(1)
    expect(await list({ Source: 'own' })).toEqual([])
  })

  it('downloads the documents of released templates (not of another user’s projects) for offline runs', async () => {
    const wall = await released('温州', '剪力墙')
    const hidden = await k.project({ Project_Name: '私有', City: '温州' }, 1)
    const res = await k.post('/NewBenchmarking/GetSampleDocs', {
      IDs: JSON.stringify([wall, hidden]),
    })
    expect(res.body.ErrorCode).toBe('0')
    const data = res.body.Data as { ID: string; Docs: { project: unknown; items: unknown[] } }[]
    expect(data.map((d) => d.ID)).toEqual([wall])
    expect(data[0]?.Docs.project).toMatchObject({ id: wall, data: { City: '温州' } })
    expect(data[0]?.Docs.items.length).toBeGreaterThan(0)
    const bad = await k.post('/NewBenchmarking/GetSampleDocs', { IDs: '[1' })
    expect(bad.body).toMatchObject({ ErrorCode: '1', Message: '样本编号无效' })
    const many = Array.from({ length: 51 }, () => wall)
    const tooMany = await k.post('/NewBenchmarking/GetSampleDocs', { IDs: JSON.stringify(many) })
    expect(tooMany.body).toMatchObject({ ErrorCode: '1', Message: '一次最多下载 50 个样本' })
  })

  it('refuses an unknown 结构类型 or limit with a Chinese message', async () => {
    const bad = await k.get('/NewBenchmarking/GetOriginalProject', { StructureType: '木结构' })
    expect(bad.body).toMatchObject({ ErrorCode: '1', Message: '结构类型无效' })
    const limit = await k.get('/NewBenchmarking/GetOriginalProject', { Limit: '0' })
    expect(limit.body).toMatchObject({ ErrorCode: '1', Message: '条数无效' })
  })
})
