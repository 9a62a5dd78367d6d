import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { allEntries } from './outbox-store'
import { addItems, createUnit } from './bill'
import { addProject, getProjectRecord } from './projects'
import { TOUCH_INTERVAL_MS } from './project-touch'

describe('a project part written moves the project’s 最近编辑 (EditTime)', () => {
  it('in the same write, synced, at most once a minute', async () => {
    const db = createDb('t')
    const created = new Date('2026-05-01T08:00:00.000Z')
    const pid = await addProject(db, { Project_Name: '滨江' }, undefined, created)
    const unit = await createUnit(db, {
      projectId: pid,
      rowId: crypto.randomUUID(),
      specialty: '土建',
      version: 'GB/T 50500-2024',
    })
    if (!unit.ok) throw new Error(unit.message)
    const first = (await getProjectRecord(db, pid))?.updatedAt ?? 0
    expect(first).toBeGreaterThan(created.getTime())
    const touches = async () =>
      (await allEntries(db)).filter(
        (e) => e.entity === 'projects' && e.op === 'update' && e.changedFields.includes('EditTime'),
      ).length
    expect(await touches()).toBe(1)
    // Within the minute: the item is written, the project is not touched again.
    await addItems(db, pid, unit.value, { kind: '分部分项', groupId: '' }, [
      { Code: '010101001001', Name: '平整场地', Unit: 'm2' },
    ])
    expect(await touches()).toBe(1)
    expect(TOUCH_INTERVAL_MS).toBe(60_000)
  })
})
