import type { Hono } from 'hono'
import { PROJECT_CALLS as calls } from '@/domain/api/calls/projects.ts'
import { rollUp, validateStructure } from '@/domain/projects/structure.ts'
import type { Db } from '../../db/client.ts'
import { mount } from '../../lib/mount.ts'
import { Rejection } from '../../lib/refusal.ts'
import { applyChanges, directContext } from '../../services/synced/engine.ts'
import { asStructureRows } from '../../services/projects/mirror.ts'
import { ownedRow } from '../../services/projects/queries.ts'
import { rowsWhere, str, type Executor } from '../../services/synced/store.ts'
import {
  changeTender,
  moveSibling,
  projectStructure,
  shiftLevel,
} from '../../services/projects/structure-ops.ts'
import { planStructureSave, saveStructure } from '../../services/projects/structure-save.ts'
import type { AppEnv } from '../../types.ts'

type BulkResult = { Version: number }[] | { Count: number; Version?: number }

/** Runs a direct structure write in ONE transaction (all or none) and answers {Count, Version}. */
async function bulk(db: Db, work: (tx: Executor) => Promise<BulkResult>) {
  const v = await db.transaction(work)
  return Array.isArray(v)
    ? { Count: v.length, Version: Math.max(0, ...v.map((r) => r.Version)) }
    : { Count: v.Count, Version: v.Version ?? 0 }
}

/** Project structure and tenders (docs/api-projects.md). */
export function structureRoutes(app: Hono<AppEnv>): void {
  mount(
    app,
    calls.getProStructure,
    async ({ db, userId, input }) => (await projectStructure(db, userId, input.ProId)).Data,
  )

  mount(app, calls.getProStruDetail, async ({ db, userId, input }) => {
    const row = await ownedRow(db, 'structureRows', input.ID, userId)
    const { tree, nums, rows } = await projectStructure(db, userId, String(row.data['ProId']))
    const find = (list: typeof tree): (typeof tree)[number] | undefined => {
      for (const n of list) {
        if (n.ID === row.id) return n
        const hit = find(n.Child)
        if (hit) return hit
      }
      return undefined
    }
    const node = find(tree)
    const byId = new Map(rows.map((r) => [r.id, r]))
    const path: string[] = []
    for (
      let p = byId.get(String(row.data['ParentID']));
      p && path.length < 50;
      p = byId.get(String(p.data['ParentID']))
    )
      path.unshift(str(p.data['Project_Name']))
    return {
      ...row.data,
      // A row with children has its children's roll-up (rollUpTree in projectStructure).
      ...(node && node.Child.length > 0
        ? { BuiltArea: node.BuiltArea, InArea: node.InArea, SellArea: node.SellArea }
        : {}),
      ID: row.id,
      Version: row.version,
      Num: nums.get(row.id) ?? '',
      Path: path,
      ChildCount: node?.Child.length ?? 0,
      Totals: node ? rollUp(node) : { BuiltArea: 0, InArea: 0, SellArea: 0 },
    }
  })

  /** SPEC §5 check on the server; when it passes the project is marked StructureConfirmed 1. */
  mount(app, calls.sureProStructure, async ({ db, userId, input }) => {
    const { rows, Data, nums } = await projectStructure(db, userId, input.ID)
    if (rows.length === 0) throw new Rejection('请先添加单项工程', '1', { Issues: [] })
    const issues = validateStructure(asStructureRows(rows))
    const first = issues[0]
    if (first) {
      // Data carries the cells to mark (the first 200); Message names the first problem.
      const where = nums.get(first.ID)
      throw new Rejection(
        `${where ? `第${where}项：` : ''}${first.message}（共${issues.length}处）`,
        '1',
        { Issues: issues.slice(0, 200) },
      )
    }
    const result = await db.transaction((tx) =>
      applyChanges(tx, directContext(userId), [
        { entity: 'projects', id: input.ID, op: 'update', fields: { StructureConfirmed: 1 } },
      ]),
    )
    return { ID: input.ID, Version: result[0]?.Version ?? 0, Totals: Data.Totals }
  })

  mount(app, calls.editProStructureMore, async ({ db, userId, input }) => {
    // Rows are checked before the transaction, a slice at a time (structure-save.ts).
    const plan = await planStructureSave(db, userId, input.ProId, input)
    return bulk(db, (tx) => saveStructure(tx, userId, plan))
  })
  mount(app, calls.uporDown, ({ db, userId, input }) =>
    bulk(db, (tx) => moveSibling(tx, userId, input.ID, input.Direction)),
  )
  mount(app, calls.moveupOrdown, ({ db, userId, input }) =>
    bulk(db, (tx) => shiftLevel(tx, userId, input.ID, input.Direction)),
  )
  mount(app, calls.changeTenders, ({ db, userId, input }) =>
    bulk(db, (tx) => changeTender(tx, userId, input.ID, input.TenderID)),
  )

  /** Tenders of a project in Sort order, each with its rows (tree order), plus the rows in none. */
  mount(app, calls.getTenders, async ({ db, userId, input }) => {
    const { Data } = await projectStructure(db, userId, input.ProId)
    const tenders = await rowsWhere(db, 'tenders', userId, 'ProId', input.ProId)
    const flat: (Record<string, unknown> & { ID: string })[] = []
    const walk = (list: typeof Data.Rows) => {
      for (const { Child, ...row } of list) {
        flat.push(row)
        walk(Child)
      }
    }
    walk(Data.Rows)
    const ids = new Set(tenders.map((t) => t.id))
    const rowsOf = (id: string) => flat.filter((r) => r['TenderID'] === id)
    return {
      Tenders: tenders
        .sort(
          (a, b) =>
            Number(a.data['Sort'] ?? 0) - Number(b.data['Sort'] ?? 0) || a.id.localeCompare(b.id),
        )
        .map((t) => ({ ...t.data, ID: t.id, Version: t.version, Rows: rowsOf(t.id) })),
      Unassigned: flat.filter((r) => typeof r['TenderID'] !== 'string' || !ids.has(r['TenderID'])),
    }
  })
}
