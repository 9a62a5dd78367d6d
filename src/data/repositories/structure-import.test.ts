import { describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { buildTree, flattenTree, numberRows } from '@/domain/projects/structure'
import { TEMPLATE_HEADERS, type SheetTable } from '@/domain/projects/xlsx'
import { guessMapping, mapRows } from '@/domain/projects/xlsx-map'
import { createProject } from './projects'
import { addRow } from './structure'
import { listStructure } from './structure-read'
import { importStructureRows, loadTenderExport } from './structure-import'
import { createTenders } from './tenders'
import { allEntries } from './outbox-store'

async function setup(): Promise<{ db: SmartBoqDb; pid: string }> {
  const db = createDb('t')
  const pid = await createProject(db, { Project_Name: '滨江项目', StructureConfirmed: 1 })
  await db.outbox.clear()
  return { db, pid }
}

const sheet = (rows: string[][]): SheetTable => ({
  name: '项目结构',
  headerRow: 1,
  headers: [...TEMPLATE_HEADERS],
  rows,
  truncated: false,
})

async function outline(db: SmartBoqDb, pid: string): Promise<string[]> {
  const tree = buildTree(await listStructure(db, pid))
  const nums = numberRows(tree)
  return flattenTree(tree).map(
    (r) => `${nums.get(r.ID) ?? '?'} ${r.Project_Name} ${r.BuiltArea ?? '-'} ×${r.MultNum ?? '-'}`,
  )
}

describe('importStructureRows', () => {
  it('appends the tree after the existing rows, one add entry per row, and un-confirms the structure', async () => {
    const { db, pid } = await setup()
    await addRow(db, pid, { Project_Name: '已有' })
    await db.outbox.clear()
    const { rows } = mapRows(
      sheet([
        ['1', '甲', '100', '80', '', '2'],
        ['1.1', '甲一', '1,234.5', '', '', ''],
        ['2', '乙', '', '', '', ''],
      ]),
      guessMapping(TEMPLATE_HEADERS),
    )
    const ids = await importStructureRows(db, pid, rows)
    expect(ids).toHaveLength(3)
    expect(await outline(db, pid)).toEqual([
      '1 已有 - ×1',
      '2 甲 100 ×2',
      '2.1 甲一 1234.5 ×1',
      '3 乙 - ×1',
    ])
    const entries = await allEntries(db)
    expect(
      entries.map((e) => [
        e.call.path,
        e.payload['Type'],
        e.payload['Project_Name'],
        e.payload['Num'],
      ]),
    ).toEqual([
      ['/SjyqList/EditProStructure', 'add', '甲', '2'],
      ['/SjyqList/EditProStructure', 'add', '甲一', '2.1'],
      ['/SjyqList/EditProStructure', 'add', '乙', '3'],
    ])
    expect(entries[1]?.payload['ParentID']).toBe(ids[0])
    expect((await db.projects.get(pid))?.data['StructureConfirmed']).toBe(0)
  })

  it('gives new ids on every import, so the same preview imported twice makes two copies', async () => {
    const { db, pid } = await setup()
    const { rows } = mapRows(
      sheet([
        ['1', '甲', '1', '1', '1', '1'],
        ['1.1', '子', '1', '1', '1', '1'],
      ]),
      guessMapping(TEMPLATE_HEADERS),
    )
    await importStructureRows(db, pid, rows)
    await importStructureRows(db, pid, rows)
    expect(await outline(db, pid)).toEqual(['1 甲 1 ×1', '1.1 子 1 ×1', '2 甲 1 ×1', '2.1 子 1 ×1'])
  })

  it('stores nothing when the project is gone', async () => {
    const { db } = await setup()
    const { rows } = mapRows(
      sheet([['1', '甲', '1', '1', '1', '1']]),
      guessMapping(TEMPLATE_HEADERS),
    )
    await expect(importStructureRows(db, crypto.randomUUID(), rows)).rejects.toThrow(
      '项目不存在或已被删除',
    )
    expect((await allEntries(db)).length).toBe(0)
    expect(await db.structureRows.count()).toBe(0)
  })

  it('imports 2,000 rows, each with its add entry', async () => {
    const { db, pid } = await setup()
    const lines = Array.from({ length: 2000 }, (_, i) => [
      String(Math.floor(i / 10) + 1) + (i % 10 === 0 ? '' : `.${i % 10}`),
      `单项${i}`,
      '10',
      '8',
      '9',
      '1',
    ])
    const { rows, issues } = mapRows(sheet(lines), guessMapping(TEMPLATE_HEADERS))
    expect(issues).toEqual([])
    await importStructureRows(db, pid, rows)
    expect(await db.structureRows.count()).toBe(2000)
    const entries = await allEntries(db)
    expect(entries.filter((e) => e.entity === 'structureRows').length).toBe(2000)
    // and the project's 最近编辑 moved with them (project-touch.ts)
    expect(entries.filter((e) => e.entity === 'projects').map((e) => e.changedFields)).toEqual([
      ['EditTime'],
    ])
  }, 60_000)
})

describe('loadTenderExport', () => {
  it('reads the project name, its tenders in order and its live rows', async () => {
    const { db, pid } = await setup()
    await createTenders(db, pid, 2)
    await addRow(db, pid, { Project_Name: 'A' })
    const data = await loadTenderExport(db, pid)
    expect(data.project).toEqual({ Project_Name: '滨江项目' })
    expect(data.tenders.map((t) => t.Name)).toEqual(['第一标段', '第二标段'])
    expect(data.rows.map((r) => r.Project_Name)).toEqual(['A'])
    await expect(loadTenderExport(db, crypto.randomUUID())).rejects.toThrow('项目不存在或已被删除')
  })
})
