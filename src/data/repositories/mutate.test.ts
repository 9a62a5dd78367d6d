import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { createProject, deleteProject, getProject, listProjects, updateProject } from './projects'
import { mutate, mutateMany, type MutationSpec } from './mutate'
import { STORAGE_FULL_MESSAGE, StorageFullError } from './errors'
import { onStorageError } from './events'
import { allEntries } from './outbox-store'

describe('mutate: row and outbox entry in one transaction', () => {
  it('stores a created project and its EditProject outbox entry together', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: '一号楼', BuiltArea: 1200 })
    const [entry] = await allEntries(db)
    expect(await getProject(db, id)).toMatchObject({
      id,
      version: 0,
      data: { Project_Name: '一号楼', BuiltArea: 1200, MultNum: 1 },
    })
    expect(entry).toMatchObject({
      call: { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' },
      payload: { Type: 'add', ID: id, Project_Name: '一号楼' },
      entity: 'projects',
      entityId: id,
      op: 'create',
      baseVersion: 0,
      attempts: 0,
      status: 'pending',
      lastError: null,
    })
    expect(entry?.clientId).toMatch(/^[0-9a-f-]{36}$/)
    expect(entry?.mutationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(entry?.changedFields.sort()).toEqual(['BuiltArea', 'MultNum', 'Project_Name'])
  })

  it('records only the changed fields and the row version an update was made on', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A' })
    await db.projects.update(id, { version: 7 })
    await updateProject(db, id, { BuiltArea: 99 })
    const entries = await allEntries(db)
    expect(entries[1]).toMatchObject({
      op: 'update',
      baseVersion: 7,
      changedFields: ['BuiltArea'],
      payload: { Type: 'update', ID: id, BuiltArea: 99 },
    })
    expect((await getProject(db, id))?.data).toEqual({
      Project_Name: 'A',
      MultNum: 1,
      BuiltArea: 99,
    })
  })

  it('deleting leaves a hidden tombstone and a DeleteProJect entry', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A' })
    await deleteProject(db, id)
    expect(await getProject(db, id)).toBeUndefined()
    expect(await listProjects(db)).toEqual([])
    expect((await db.projects.get(id))?.deleted).toBe(1)
    expect((await allEntries(db))[1]).toMatchObject({
      op: 'delete',
      call: { name: 'DeleteProJect', method: 'GET' },
      changedFields: ['deleted'],
    })
  })

  it('a write that throws after the row put leaves neither the row nor the entry', async () => {
    const db = createDb('t')
    await expect(
      mutate(db, {
        entity: 'projects',
        entityId: 'p1',
        op: 'create',
        call: { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' },
        fields: { Project_Name: 'x' },
        alsoWrite: async () => {
          await db.folders.put({
            id: 'f1',
            version: 0,
            deleted: 0,
            data: {},
            base: null,
            updatedAt: 0,
          })
          throw new Error('boom')
        },
      }),
    ).rejects.toThrow('boom')
    expect(await db.projects.count()).toBe(0)
    expect(await db.folders.count()).toBe(0)
    expect((await allEntries(db)).length).toBe(0)
  })

  it('sequence numbers keep increasing across a database reopen', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A' })
    await updateProject(db, id, { BuiltArea: 1 })
    const before = (await allEntries(db)).map((e) => e.seq)
    await db.outbox.clear()
    const clientId = (await db.meta.get('clientId'))?.value
    db.close()
    const again = createDb('t')
    await updateProject(again, id, { BuiltArea: 2 })
    const [after] = await allEntries(again)
    expect(before[1]).toBeGreaterThan(before[0] ?? Infinity)
    expect(after?.seq).toBeGreaterThan(before[1] ?? Infinity)
    expect(after?.clientId).toBe(clientId)
  })

  it('a quota error surfaces in Chinese and loses nothing already stored', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A' })
    const seen: Error[] = []
    const off = onStorageError((e) => seen.push(e))
    // IndexedDB reports a full disk as a DOMException named QuotaExceededError, wrapped by Dexie.
    db.outbox.hook('creating', () => {
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' })
    })
    const failure = updateProject(db, id, { Project_Name: 'B' })
    await expect(failure).rejects.toBeInstanceOf(StorageFullError)
    await expect(failure).rejects.toThrow(STORAGE_FULL_MESSAGE)
    off()
    expect(seen.map((e) => e.message)).toEqual([STORAGE_FULL_MESSAGE])
    expect((await getProject(db, id))?.data['Project_Name']).toBe('A')
    expect((await allEntries(db)).length).toBe(1)
  })

  it('reopens the database once after the connection was lost', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A' })
    let fails = 1
    db.projects.hook('updating', () => {
      if (fails-- > 0)
        throw Object.assign(
          new Error('Connection to Indexed Database server lost. Refresh the page to try again'),
          { name: 'UnknownError' },
        )
      return undefined
    })
    await updateProject(db, id, { Project_Name: 'B' })
    expect(fails).toBe(-1)
    expect((await getProject(db, id))?.data['Project_Name']).toBe('B')
    expect((await allEntries(db)).length).toBe(2)
  })
  it('a batch applies its specs in order: a later change of the same row sees the earlier one, entries keep that order', async () => {
    const db = createDb('t')
    const call = { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' } as const
    const spec = (op: MutationSpec['op'], entityId: string, fields = {}): MutationSpec => ({
      entity: 'projects',
      entityId,
      op,
      call,
      fields,
    })
    await mutateMany(db, [
      spec('create', 'a', { Project_Name: 'A' }),
      spec('create', 'b', { Project_Name: 'B' }),
      spec('update', 'a', { BuiltArea: 5 }),
      spec('delete', 'b'),
    ])
    expect((await db.projects.get('a'))?.data).toEqual({ Project_Name: 'A', BuiltArea: 5 })
    expect((await db.projects.get('b'))?.deleted).toBe(1)
    const entries = await allEntries(db)
    expect(entries.map((e) => `${e.op}:${e.entityId}`)).toEqual([
      'create:a',
      'create:b',
      'update:a',
      'delete:b',
    ])
    // An update of a row that is not there refuses the whole batch.
    await expect(
      mutateMany(db, [
        spec('create', 'c', { Project_Name: 'C' }),
        spec('update', 'missing', { BuiltArea: 1 }),
      ]),
    ).rejects.toThrow('本地没有这条记录')
    expect(await db.projects.get('c')).toBeUndefined()
    expect((await allEntries(db)).length).toBe(4)
  })

  it('a batch of fresh creates writes the same rows and entries without reading them first; updates in it still read theirs', async () => {
    const call = { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' } as const
    const spec = (op: MutationSpec['op'], entityId: string, fields = {}): MutationSpec => ({
      entity: 'projects',
      entityId,
      op,
      call,
      fields,
    })
    const batch = [
      spec('create', 'a', { Project_Name: 'A' }),
      spec('create', 'b', { Project_Name: 'B' }),
      spec('update', 'a', { BuiltArea: 5 }),
      spec('update', 'old', { BuiltArea: 7 }),
    ]
    const shape = async (fresh: boolean) => {
      const db = createDb(`t-${String(fresh)}`)
      await db.projects.put({
        id: 'old',
        version: 3,
        deleted: 0,
        data: { Project_Name: 'O' },
        base: null,
        updatedAt: 1,
      })
      await mutateMany(db, batch, 1000, { freshCreates: fresh })
      const rows = (await db.projects.toArray()).map((r) => ({
        id: r.id,
        version: r.version,
        data: r.data,
      }))
      const entries = (await allEntries(db)).map(
        ({ op, entityId, baseVersion, payload, changedFields }) => ({
          op,
          entityId,
          baseVersion,
          payload,
          changedFields,
        }),
      )
      return { rows, entries }
    }
    const fresh = await shape(true)
    expect(fresh).toEqual(await shape(false))
    expect(fresh.entries.map((e) => `${e.op}:${e.entityId}:${e.baseVersion}`)).toEqual([
      'create:a:0',
      'create:b:0',
      'update:a:0',
      'update:old:3',
    ])
    expect(fresh.rows.find((r) => r.id === 'a')?.data).toEqual({ Project_Name: 'A', BuiltArea: 5 })
  })

  it('a batch larger than one write slice stores every row, tells its progress and keeps the entries in spec order; a failure in a late slice stores nothing', async () => {
    const db = createDb('t')
    const call = { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' } as const
    const ids = Array.from({ length: 450 }, (_, k) => `p${String(k).padStart(3, '0')}`)
    const specs = ids.map((id): MutationSpec => ({
      entity: 'projects',
      entityId: id,
      op: 'create',
      call,
      fields: { Project_Name: id },
    }))
    const told: number[] = []
    const entries = await mutateMany(db, specs, 1000, {
      freshCreates: true,
      onProgress: (f) => told.push(f),
    })
    expect(entries.map((e) => e.entityId)).toEqual(ids)
    // 5 slices of rows and 2 bundles of outbox entries (250 + 200): the share stored rises slice by slice to 1.
    expect(told).toEqual([1, 2, 3, 4, 5, 6, 7].map((k) => k / 7))
    expect(entries.map((e) => e.seq)).toEqual(ids.map((_, k) => k + 1))
    expect((await allEntries(db)).map((e) => e.entityId)).toEqual(ids)
    expect(await db.projects.count()).toBe(450)
    // A row that cannot be stored (a key IndexedDB refuses) in the last slice: the batch is all or nothing.
    const more = Array.from({ length: 250 }, (_, k): MutationSpec => ({
      entity: 'projects',
      entityId: `q${k}`,
      op: 'create',
      call,
      fields: { Project_Name: 'Q' },
    }))
    more.push({
      entity: 'projects',
      entityId: null as unknown as string,
      op: 'create',
      call,
      fields: { Project_Name: 'bad' },
    })
    await expect(mutateMany(db, more, 1000, { freshCreates: true })).rejects.toThrow()
    expect(await db.projects.count()).toBe(450)
    expect((await allEntries(db)).length).toBe(450)
  })
})
