import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { schemeFieldSchemas } from '@/domain/benchmark/scheme-schemas'
import { createScheme, listSchemes, updateScheme, deleteScheme } from './benchmark-schemes'
import { allEntries } from './outbox-store'

const uuid = () => crypto.randomUUID()
const draft = (targetId: string, sampleIds: string[]) => ({
  name: ' 住宅对标 ',
  targetId,
  level: 'project' as const,
  targetRowId: '',
  indicators: [],
  filter: { cities: ['上海'], yearFrom: 2020 },
  sampleIds,
  deviationLimit: 20,
  rebase: true,
  note: '',
})

describe('对标方案 on the client (synced entity benchmarkSchemes)', () => {
  it('stores a scheme indexed by its target and queues EditScheme add, then only the changed fields, then delete', async () => {
    const db = createDb(`scheme-${uuid()}`)
    const [target, a, b] = [uuid(), uuid(), uuid()]
    const id = await createScheme(db, draft(target, [a]))
    expect(
      (await db.benchmarkSchemes.where('projectId').equals(target).toArray()).map((r) => r.id),
    ).toEqual([id])
    const [s] = await listSchemes(db)
    expect(s).toMatchObject({
      id,
      name: '住宅对标',
      sampleIds: [a],
      filter: { cities: ['上海'], yearFrom: 2020 },
      deviationLimit: 20,
      rebase: true,
    })
    await updateScheme(db, id, { ...draft(target, [a, b]) })
    await deleteScheme(db, id)
    const outbox = await allEntries(db)
    expect(outbox.map((e) => [e.call.path, e.payload['Type']])).toEqual([
      ['/NewBenchmarking/EditScheme', 'add'],
      ['/NewBenchmarking/EditScheme', 'update'],
      ['/NewBenchmarking/EditScheme', 'delete'],
    ])
    expect(outbox[1]?.payload).toEqual({
      Type: 'update',
      ID: id,
      SampleIds: JSON.stringify([a, b]),
    })
    // What the client queues is what the server's field schemas accept, unchanged.
    for (const [field, value] of Object.entries(outbox[0]?.payload ?? {})) {
      if (field === 'Type' || field === 'ID') continue
      const schema = schemeFieldSchemas[field as keyof typeof schemeFieldSchemas]
      expect(schema.parse(value), field).toEqual(value)
    }
    expect(await listSchemes(db)).toEqual([])
    db.close()
  })
})
