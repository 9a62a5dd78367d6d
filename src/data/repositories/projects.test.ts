import { describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { mutate } from './mutate'
import { entityCall } from './entity-calls'
import {
  addProject,
  editProject,
  getProjectRecord,
  listProjectRecords,
  moveProjects,
  removeProjects,
  toProjectDoc,
} from './projects'
import { saveAsTemplate } from './templates'
import { applyChangesPage } from './pull-apply'
import { allEntries } from './outbox-store'

async function addRow(
  db: SmartBoqDb,
  entity: 'structureRows' | 'tenders',
  fields: Record<string, unknown>,
): Promise<string> {
  const id = crypto.randomUUID()
  await mutate(db, {
    entity,
    entityId: id,
    op: 'create',
    call: entityCall(entity, 'create'),
    fields,
  })
  return id
}

describe('projects repository', () => {
  it('creates a project with every ProjectDoc field and its EditProject add entry', async () => {
    const db = createDb('t')
    const id = await addProject(
      db,
      { Project_Name: '  一号楼 ', City: '上海' },
      undefined,
      new Date('2025-03-01T00:00:00Z'),
    )
    const record = await getProjectRecord(db, id)
    expect(record).toMatchObject({
      ID: id,
      Project_Name: '一号楼',
      City: '上海',
      ProjectType: '住宅',
      Year: 2025,
      StandardVersion: 'GB/T 50500-2024',
      IsTemplate: 0,
      FolderID: '',
      Members: [],
      CreateTime: '2025-03-01T00:00:00.000Z',
    })
    const [entry] = await allEntries(db)
    expect(entry?.call.path).toBe('/SjyqList/EditProject')
    expect(entry?.payload).toMatchObject({
      Type: 'add',
      ID: id,
      Project_Name: '一号楼',
      StandardVersion: 'GB/T 50500-2024',
    })
  })

  it('edits send only the changed fields plus EditTime, and nothing when nothing changed', async () => {
    const db = createDb('t')
    const id = await addProject(db, { Project_Name: 'A', City: '北京' })
    expect(await editProject(db, id, { Project_Name: 'A', City: '北京' })).toBe(false)
    expect(
      await editProject(
        db,
        id,
        { Project_Name: 'B', City: '北京' },
        new Date('2026-01-01T00:00:00Z'),
      ),
    ).toBe(true)
    const entries = await allEntries(db)
    expect(entries).toHaveLength(2)
    expect(entries[1]?.payload).toEqual({
      Type: 'update',
      ID: id,
      Project_Name: 'B',
      EditTime: '2026-01-01T00:00:00.000Z',
    })
  })

  it('reads pulled form-encoded values back as a typed document', () => {
    const doc = toProjectDoc({
      Project_Name: 'X',
      Year: '2024',
      IsTemplate: '1',
      Members: '[{"UserID":"u","UserName":"张三","Role":"编辑"}]',
      Price: '12.5',
    })
    expect(doc).toMatchObject({
      Year: 2024,
      IsTemplate: 1,
      Price: 12.5,
      Members: [{ UserID: 'u', UserName: '张三', Role: '编辑' }],
    })
    expect(toProjectDoc({ Year: '' }).Year).toBeNull()
  })

  it('deleting many removes their structure rows and tenders locally with one entry per project', async () => {
    const db = createDb('t')
    const a = await addProject(db, { Project_Name: 'A' })
    const b = await addProject(db, { Project_Name: 'B' })
    const keep = await addProject(db, { Project_Name: 'C' })
    await addRow(db, 'structureRows', { ProId: a, ParentID: '', Project_Name: '1#' })
    await addRow(db, 'tenders', { ProId: b, Name: '第一标段' })
    const kept = await addRow(db, 'structureRows', {
      ProId: keep,
      ParentID: '',
      Project_Name: '2#',
    })
    await removeProjects(db, [a, b])
    expect((await listProjectRecords(db)).map((p) => p.ID)).toEqual([keep])
    expect((await db.structureRows.toArray()).map((r) => r.id)).toEqual([kept])
    expect(await db.tenders.count()).toBe(0)
    const deletes = (await allEntries(db)).filter((e) => e.op === 'delete')
    expect(deletes.map((e) => [e.entityId, e.call.name])).toEqual([
      [a, 'DeleteProJect'],
      [b, 'DeleteProJect'],
    ])
  })

  it('moves projects into a folder with one update each', async () => {
    const db = createDb('t')
    const a = await addProject(db, { Project_Name: 'A' })
    const b = await addProject(db, { Project_Name: 'B', FolderID: 'f1' })
    await moveProjects(db, [a, b], 'f1')
    expect((await getProjectRecord(db, a))?.FolderID).toBe('f1')
    const updates = (await allEntries(db)).filter((e) => e.op === 'update')
    expect(updates.map((e) => e.entityId)).toEqual([a])
  })

  it('saves a project as a template with copies of its rows and tenders, ids remapped', async () => {
    const db = createDb('t')
    const pid = await addProject(db, { Project_Name: '住宅项目', City: '成都' })
    const tender = await addRow(db, 'tenders', { ProId: pid, Name: '第一标段', Sort: 1 })
    const parent = await addRow(db, 'structureRows', {
      ProId: pid,
      ParentID: '',
      Sort: 1,
      Project_Name: '1#楼',
      TenderID: tender,
    })
    await addRow(db, 'structureRows', {
      ProId: pid,
      ParentID: parent,
      Sort: 1,
      Project_Name: '地下室',
      TenderID: '',
    })
    const before = (await allEntries(db)).length
    const tid = await saveAsTemplate(db, pid)
    const template = await getProjectRecord(db, tid)
    expect(template).toMatchObject({ Project_Name: '住宅项目', City: '成都', IsTemplate: 1 })
    const rows = await db.structureRows.where('projectId').equals(tid).toArray()
    const tenders = await db.tenders.where('projectId').equals(tid).toArray()
    expect(tenders).toHaveLength(1)
    const top = rows.find((r) => r.data['Project_Name'] === '1#楼')
    const child = rows.find((r) => r.data['Project_Name'] === '地下室')
    expect(top?.data['TenderID']).toBe(tenders[0]?.id)
    expect(child?.data['ParentID']).toBe(top?.id)
    expect(top?.id).not.toBe(parent)
    const entries = (await allEntries(db)).slice(before)
    expect(entries.map((e) => [e.entity, e.op])).toEqual([
      ['projects', 'create'],
      ['tenders', 'create'],
      ['structureRows', 'create'],
      ['structureRows', 'create'],
    ])
    // The source is untouched.
    expect(await db.structureRows.where('projectId').equals(pid).count()).toBe(2)
  })

  it('最近编辑 of a pulled project is its server EditTime, not the time of the pull', async () => {
    const db = createDb('t')
    const data = (name: string, at: string) => ({
      Project_Name: name,
      IsTemplate: 0,
      EditTime: at,
      CreateTime: at,
    })
    await applyChangesPage(
      db,
      {
        changes: [
          {
            Entity: 'projects',
            ID: 'old',
            Version: 1,
            Deleted: false,
            Data: data('旧项目', '2024-01-02T03:04:05.000Z'),
          },
          {
            Entity: 'projects',
            ID: 'new',
            Version: 2,
            Deleted: false,
            Data: data('新项目', '2025-06-07T08:09:10.000Z'),
          },
        ],
        nextCursor: 'c',
        lastMutationSeq: 0,
      },
      'all',
      Date.parse('2026-11-23T00:00:00Z'),
    )
    const records = await listProjectRecords(db)
    expect(Object.fromEntries(records.map((r) => [r.ID, r.updatedAt]))).toEqual({
      old: Date.parse('2024-01-02T03:04:05.000Z'),
      new: Date.parse('2025-06-07T08:09:10.000Z'),
    })
    const edited = new Date('2026-11-23T01:00:00Z')
    await editProject(db, 'old', { City: '上海' }, edited)
    expect((await getProjectRecord(db, 'old'))?.updatedAt).toBe(edited.getTime())
  })
})
