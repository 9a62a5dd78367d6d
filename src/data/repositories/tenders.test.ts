import { liveQuery } from 'dexie'
import { describe, expect, it, vi } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { createProject, updateProject } from './projects'
import { addChild, addRow, deleteRow, updateRow } from './structure'
import { listStructure } from './structure-read'
import {
  assignRows,
  createTenders,
  deleteTender,
  listTenders,
  loadWorkspace,
  renameTender,
  splitByTopLevel,
  TENDER_LIMIT_MESSAGE,
} from './tenders'
import { allEntries } from './outbox-store'

async function setup(): Promise<{ db: SmartBoqDb; pid: string }> {
  const db = createDb('t')
  const pid = await createProject(db, { Project_Name: '滨江项目' })
  return { db, pid }
}

const tenderOfRows = async (db: SmartBoqDb, pid: string) =>
  Object.fromEntries((await listStructure(db, pid)).map((r) => [r.Project_Name, r.TenderID]))

describe('tenders repository', () => {
  it('names new tenders with the next free ordinal and stops at 30', async () => {
    const { db, pid } = await setup()
    const [first, second] = await createTenders(db, pid, 3)
    expect((await listTenders(db, pid)).map((t) => t.Name)).toEqual([
      '第一标段',
      '第二标段',
      '第三标段',
    ])
    await deleteTender(db, pid, second ?? '')
    await createTenders(db, pid)
    expect((await listTenders(db, pid)).map((t) => t.Name)).toEqual([
      '第一标段',
      '第三标段',
      '第二标段',
    ])
    await renameTender(db, first ?? '', '  土建标段 ')
    expect((await listTenders(db, pid))[0]?.Name).toBe('土建标段')
    await createTenders(db, pid, 27)
    await expect(createTenders(db, pid)).rejects.toThrow(TENDER_LIMIT_MESSAGE)
    const entry = (await allEntries(db)).find((e) => e.entity === 'tenders')
    expect(entry).toMatchObject({
      call: { path: '/Generate/EditTenders' },
      payload: { Type: 'add', ProId: pid, Name: '第一标段' },
    })
  })

  it('assigns a row with its children and clears them when the tender is deleted', async () => {
    const { db, pid } = await setup()
    const a = await addRow(db, pid, { Project_Name: 'A' })
    const a1 = await addChild(db, pid, a)
    await addChild(db, pid, a1)
    await addRow(db, pid, { Project_Name: 'B' })
    const [t] = await createTenders(db, pid)
    await assignRows(db, pid, [a], t ?? '')
    const rows = await listStructure(db, pid)
    expect(rows.filter((r) => r.TenderID === t)).toHaveLength(3)
    const before = (await allEntries(db)).length
    await deleteTender(db, pid, t ?? '')
    expect((await listStructure(db, pid)).every((r) => r.TenderID === '')).toBe(true)
    expect((await allEntries(db)).length).toBe(before + 1)
  })

  it('splits top-level rows evenly into N tenders, reusing existing ones', async () => {
    const { db, pid } = await setup()
    for (const name of ['A', 'B', 'C', 'D', 'E']) await addRow(db, pid, { Project_Name: name })
    const [existing] = await createTenders(db, pid)
    const ids = await splitByTopLevel(db, pid, 2)
    expect(ids[0]).toBe(existing)
    expect((await listTenders(db, pid)).map((t) => t.Name)).toEqual(['第一标段', '第二标段'])
    const map = await tenderOfRows(db, pid)
    expect([map['A'], map['B'], map['C']]).toEqual([ids[0], ids[0], ids[0]])
    expect([map['D'], map['E']]).toEqual([ids[1], ids[1]])
    await expect(splitByTopLevel(db, pid, 6)).rejects.toThrow('只有 5 个顶层单项')
  })
})

describe('loadWorkspace in a live query', () => {
  it('re-runs when a row of the project is added, edited or deleted, and shows only live rows', async () => {
    const { db, pid } = await setup()
    const other = await createProject(db, { Project_Name: '别的项目' })
    await addRow(db, other, { Project_Name: '别处' })
    const a = await addRow(db, pid, { Project_Name: 'A', BuiltArea: 100 })
    const seen: Array<Array<[string, number | null]>> = []
    const subscription = liveQuery(() => loadWorkspace(db, pid)).subscribe((data) => {
      seen.push(data.rows.map((r) => [r.Project_Name, r.BuiltArea]))
    })
    const last = () => seen.at(-1)
    try {
      await vi.waitFor(() => expect(last()).toEqual([['A', 100]]))
      await updateRow(db, pid, a, { BuiltArea: 250 })
      await vi.waitFor(() => expect(last()).toEqual([['A', 250]]))
      const b = await addChild(db, pid, a)
      await vi.waitFor(() => expect(last()?.length).toBe(2))
      await deleteRow(db, pid, b)
      await vi.waitFor(() => expect(last()).toEqual([['A', 250]]))
    } finally {
      subscription.unsubscribe()
    }
  })
})

describe('tender assignment and the structure confirmation', () => {
  it('平均分成 and assigning rows keep 结构已确认; a structure edit still clears it', async () => {
    const db = createDb('t')
    const pid = await createProject(db, { Project_Name: '滨江项目' })
    const a = await addRow(db, pid, { Project_Name: 'A', BuiltArea: 1, InArea: 1 })
    await addRow(db, pid, { Project_Name: 'B', BuiltArea: 1, InArea: 1 })
    // 确认结构 (as confirmStructure records it offline).
    await updateProject(db, pid, { StructureConfirmed: 1 })
    await splitByTopLevel(db, pid, 2)
    const [t1] = await listTenders(db, pid)
    await assignRows(db, pid, [a], '')
    await assignRows(db, pid, [a], t1?.ID ?? '')
    expect((await db.projects.get(pid))?.data['StructureConfirmed']).toBe(1)
    await updateRow(db, pid, a, { BuiltArea: 2 })
    expect((await db.projects.get(pid))?.data['StructureConfirmed']).toBe(0)
  })
})
