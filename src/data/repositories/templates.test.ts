import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { buildTree, projectTotals } from '@/domain/projects/structure'
import { addProject } from './projects'
import { addChild, addRow, updateRow } from './structure'
import { listStructure } from './structure-read'
import { mergeTemplate, TEMPLATE_EMPTY, TEMPLATE_MISSING } from './templates'
import { allEntries } from './outbox-store'

describe('merging a template into a project', () => {
  it('appends the template rows with their hierarchy and areas as new rows, and leaves the template alone', async () => {
    const db = createDb('merge')
    const template = await addProject(db, { Project_Name: '住宅模板', IsTemplate: 1 })
    const top = await addRow(db, template, { Project_Name: '1#楼' })
    const child = await addChild(db, template, top)
    await updateRow(db, template, child, {
      Project_Name: '标准层',
      BuiltArea: 100,
      InArea: 80,
      SellArea: 90,
      MultNum: 3,
    })
    const project = await addProject(db, { Project_Name: '滨江一期' })
    await addRow(db, project, { Project_Name: '地库', BuiltArea: 50, InArea: 50, SellArea: 0 })

    expect(await mergeTemplate(db, project, template)).toBe(2)
    const rows = await listStructure(db, project)
    expect(rows.map((r) => r.Project_Name).sort()).toEqual(['1#楼', '地库', '标准层'])
    const merged = rows.find((r) => r.Project_Name === '标准层')
    const parent = rows.find((r) => r.Project_Name === '1#楼')
    expect(merged?.ParentID).toBe(parent?.ID)
    expect([merged?.ID, parent?.ID]).not.toContain(child)
    expect(projectTotals(buildTree(rows)).BuiltArea).toBe(350)
    expect((await listStructure(db, template)).map((r) => r.ID).sort()).toEqual([top, child].sort())
    // Every new row waits in the outbox as a create of the project's structure.
    const creates = (await allEntries(db)).filter(
      (e) => e.entity === 'structureRows' && e.op === 'create' && e.payload['ProId'] === project,
    ).length
    expect(creates).toBe(3)
  })

  it('refuses a project that is not a template, or a template without structure, and writes nothing', async () => {
    const db = createDb('merge-bad')
    const project = await addProject(db, { Project_Name: '项目' })
    const other = await addProject(db, { Project_Name: '另一个项目' })
    await expect(mergeTemplate(db, project, other)).rejects.toThrow(TEMPLATE_MISSING)
    const empty = await addProject(db, { Project_Name: '空模板', IsTemplate: 1 })
    await expect(mergeTemplate(db, project, empty)).rejects.toThrow(TEMPLATE_EMPTY)
    expect(await listStructure(db, project)).toEqual([])
  })
})
