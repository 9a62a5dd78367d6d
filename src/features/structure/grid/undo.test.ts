import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { buildTree, flattenTree, numberRows } from '@/domain/projects/structure'
import { createProject } from '@/data/repositories/projects'
import * as structure from '@/data/repositories/structure'
import { listStructure } from '@/data/repositories/structure-read'
import { diffStep, planOf, type Aliases, type EditStep } from './history'
import { allEntries } from '@/data/repositories/outbox-store'

/** "Num Name" lines in grid order, the way the user sees the tree. */
async function outline(db: SmartBoqDb, pid: string): Promise<string[]> {
  const tree = buildTree(await listStructure(db, pid))
  const nums = numberRows(tree)
  return flattenTree(tree).map((r) => `${nums.get(r.ID) ?? '?'} ${r.Project_Name}`)
}

/** The grid's undo machinery over a real (fake-indexeddb) app database. */
function undoer(db: SmartBoqDb, pid: string) {
  const past: EditStep[] = []
  const future: EditStep[] = []
  const aliases: Aliases = new Map()
  let n = 0
  const replay = async (step: EditStep, direction: 'undo' | 'redo') => {
    const plan = planOf(step, direction, aliases, () => `remade-${++n}`)
    await structure.restoreRows(db, pid, plan)
    for (const [old, made] of plan.made) aliases.set(old, made)
  }
  return {
    run: async <T>(command: () => Promise<T>): Promise<T> => {
      const before = await listStructure(db, pid)
      const out = await command()
      const step = diffStep(before, await listStructure(db, pid))
      if (step) past.push(step)
      future.length = 0
      return out
    },
    undo: async () => {
      const step = past.pop()
      if (!step) throw new Error('nothing to undo')
      future.push(step)
      await replay(step, 'undo')
    },
    redo: async () => {
      const step = future.pop()
      if (!step) throw new Error('nothing to redo')
      past.push(step)
      await replay(step, 'redo')
    },
  }
}

describe('undo of structure commands (Ctrl+Z / Ctrl+Y)', () => {
  it('undoes and redoes add, 添加子项, indent, move, copy and delete, back to the same tree each time', async () => {
    const db = createDb('undo-structure')
    const pid = await createProject(db, { Project_Name: '滨江项目' })
    const u = undoer(db, pid)
    const a = await u.run(() => structure.addRow(db, pid, { Project_Name: 'A', BuiltArea: 1000 }))
    const b = await u.run(() => structure.addRow(db, pid, { Project_Name: 'B' }))
    await u.run(() => structure.addRow(db, pid, { Project_Name: 'C' }))
    const a1 = await u.run(() => structure.addChild(db, pid, a))
    await u.run(() => structure.updateRow(db, pid, a1, { Project_Name: 'A1', BuiltArea: 600 }))
    await u.run(() => structure.indentRow(db, pid, b))
    await u.run(() => structure.moveRow(db, pid, b, 'up'))
    await u.run(() => structure.copyRow(db, pid, a))
    const full = ['1 A', '1.1 B', '1.2 A1', '2 A', '2.1 B', '2.2 A1', '3 C']
    expect(await outline(db, pid)).toEqual(full)
    await u.run(() => structure.deleteRow(db, pid, a))
    expect(await outline(db, pid)).toEqual(['1 A', '1.1 B', '1.2 A1', '2 C'])

    await u.undo()
    expect(await outline(db, pid)).toEqual(full)
    const remade = (await listStructure(db, pid)).filter((r) => r.ID.startsWith('remade-'))
    expect(remade.map((r) => `${r.Project_Name} ${r.BuiltArea}`).sort()).toEqual([
      'A 1000',
      'A1 600',
      'B null',
    ])
    await u.undo() // copy
    await u.undo() // move up
    expect(await outline(db, pid)).toEqual(['1 A', '1.1 A1', '1.2 B', '2 C'])
    await u.undo() // indent
    await u.undo() // typed name and area
    await u.undo() // 添加子项
    expect(await outline(db, pid)).toEqual(['1 A', '2 B', '3 C'])

    for (let i = 0; i < 5; i++) await u.redo()
    expect(await outline(db, pid)).toEqual(full)
    await u.redo() // the delete again, of the remade A
    expect(await outline(db, pid)).toEqual(['1 A', '1.1 B', '1.2 A1', '2 C'])
    const outbox = await allEntries(db)
    expect(
      outbox.filter((e) => e.entity === 'structureRows' && e.op === 'delete').length,
    ).toBeGreaterThanOrEqual(3)
  })
})
