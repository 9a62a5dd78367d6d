// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { createProject, removeProjects, updateProject } from './projects'
import { addRow } from './structure'
import { readProjectListRemembered, warmedProjectList, warmProjectList } from './project-list-warm'
import {
  loadWorkspaceRemembered,
  recentWorkspace,
  warmLikelyWorkspace,
  warmWorkspaceWhenSettled,
} from './workspace-warm'

beforeEach(() => localStorage.clear())

describe('project list read ahead', () => {
  it('keeps projects and templates apart, per database, and a live answer wins over the warm read', async () => {
    const db = createDb(`warm-${crypto.randomUUID()}`)
    const other = createDb(`warm-${crypto.randomUUID()}`)
    const a = await createProject(db, { Project_Name: '甲' })
    await createProject(db, { Project_Name: '模板乙', IsTemplate: 1 })
    expect(warmedProjectList(db, 0)).toBeUndefined()
    await warmProjectList(db)
    expect(warmedProjectList(db, 0)?.map((p) => p.Project_Name)).toEqual(['甲'])
    expect(warmedProjectList(db, 1)?.map((p) => p.Project_Name)).toEqual(['模板乙'])
    expect(warmedProjectList(other, 0)).toBeUndefined()

    await updateProject(db, a, { Project_Name: '甲（改）' })
    await readProjectListRemembered(db, 0)
    await warmProjectList(db)
    expect(warmedProjectList(db, 0)?.map((p) => p.Project_Name)).toEqual(['甲（改）'])
  })
})

describe('workspace read ahead', () => {
  it('reads the last opened project, else the most recently edited one, and never a deleted one', async () => {
    const db = createDb(`warm-${crypto.randomUUID()}`)
    const older = await createProject(db, { Project_Name: '旧', EditTime: '2026-01-01 08:00:00' })
    const newer = await createProject(db, { Project_Name: '新', EditTime: '2026-06-01 08:00:00' })
    await addRow(db, newer, { Project_Name: '1#楼' })
    await readProjectListRemembered(db, 0)

    await warmLikelyWorkspace(db)
    expect(recentWorkspace(db, newer)?.rows.map((r) => r.Project_Name)).toEqual(['1#楼'])
    expect(recentWorkspace(db, older)).toBeUndefined()

    await loadWorkspaceRemembered(createDb(db.name), older)
    const again = createDb(db.name)
    await warmLikelyWorkspace(again)
    expect(recentWorkspace(again, older)?.project?.id).toBe(older)

    await loadWorkspaceRemembered(createDb(db.name), newer)
    await removeProjects(db, [newer])
    const third = createDb(db.name)
    await readProjectListRemembered(third, 0)
    await warmLikelyWorkspace(third)
    expect(recentWorkspace(third, newer)).toBeUndefined()
  })
})

describe('workspace read ahead after the first sync run', () => {
  it('reads nothing until the list read and the first sync run have settled and the page is idle', async () => {
    const db = createDb(`warm-${crypto.randomUUID()}`)
    const pid = await createProject(db, { Project_Name: '甲' })
    await addRow(db, pid, { Project_Name: '1#楼' })
    await readProjectListRemembered(db, 0)
    let endRun: () => void = () => {}
    const firstRun = new Promise<void>((resolve) => (endRun = resolve))
    const idle: (() => void)[] = []
    const done = warmWorkspaceWhenSettled(db, [Promise.resolve(), firstRun], (work) =>
      idle.push(work),
    )
    await new Promise((r) => setTimeout(r, 20))
    expect(idle).toHaveLength(0)
    endRun()
    await new Promise((r) => setTimeout(r, 0))
    expect(idle).toHaveLength(1)
    expect(recentWorkspace(db, pid)).toBeUndefined()
    idle[0]?.()
    await done
    expect(recentWorkspace(db, pid)?.rows.map((r) => r.Project_Name)).toEqual(['1#楼'])
  })
})
