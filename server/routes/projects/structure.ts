import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import {
  changeTendersQuery,
  editProStructureMoreBody,
  idQuery,
  moveQuery,
  proIdQuery,
} from '../../../src/domain/projects/schemas.ts'
import { rollUp, validateStructure } from '../../../src/domain/projects/structure.ts'
import { ok } from '../../lib/envelope.ts'
import { applyChanges, directContext, inTransaction } from '../../services/projects/engine.ts'
import { asStructureRows } from '../../services/projects/mirror.ts'
import { ownedRow } from '../../services/projects/queries.ts'
import { rowsWhere, str, type Executor } from '../../services/projects/store.ts'
import {
  changeTender,
  moveSibling,
  projectStructure,
  saveStructure,
  shiftLevel,
} from '../../services/projects/structure-ops.ts'
import type { AppEnv } from '../../types.ts'
import { answer, reader, refused, writer, readCall } from './guard.ts'

/** Project structure and tenders (docs/api-projects.md). */
export const structureRoutes = new Hono<AppEnv>()

structureRoutes.get('/SjyqList/GetProStructure', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, proIdQuery)
  if (!input.success) return input.response
  return answer(c, async () =>
    ok(c, (await projectStructure(c.var.db, who.userId, input.data.ProId)).Data),
  )
})

structureRoutes.get('/SjyqList/GetProStruDetail', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, idQuery)
  if (!input.success) return input.response
  return answer(c, async () => {
    const row = await ownedRow(c.var.db, 'structureRows', input.data.ID, who.userId)
    const { tree, nums, rows } = await projectStructure(
      c.var.db,
      who.userId,
      String(row.data['ProId']),
    )
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
    return ok(c, {
      ...row.data,
      // A row with children has its children's roll-up (rollUpTree in projectStructure).
      ...(node && node.Child.length > 0 ? { BuiltArea: node.BuiltArea, InArea: node.InArea, SellArea: node.SellArea } : {}),
      ID: row.id,
      Version: row.version,
      Num: nums.get(row.id) ?? '',
      Path: path,
      ChildCount: node?.Child.length ?? 0,
      Totals: node ? rollUp(node) : { BuiltArea: 0, InArea: 0, SellArea: 0 },
    })
  })
})

/** SPEC §5 check on the server; when it passes the project is marked StructureConfirmed 1. */
structureRoutes.get('/SjyqList/SureProStructure', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, idQuery)
  if (!input.success) return input.response
  return answer(c, async () => {
    const { rows, Data, nums } = await projectStructure(c.var.db, who.userId, input.data.ID)
    if (rows.length === 0)
      return c.json({ ErrorCode: '1', Message: '请先添加单项工程', Data: { Issues: [] } }, 200)
    const issues = validateStructure(asStructureRows(rows))
    const first = issues[0]
    if (first) {
      // Data carries the cells to mark (the first 200); Message names the first problem.
      const where = nums.get(first.ID)
      return c.json(
        {
          ErrorCode: '1',
          Message: `${where ? `第${where}项：` : ''}${first.message}（共${issues.length}处）`,
          Data: { Issues: issues.slice(0, 200) },
        },
        200,
      )
    }
    const result = await inTransaction(c.var.db, (tx) =>
      applyChanges(tx, directContext(who.userId), [
        { entity: 'projects', id: input.data.ID, op: 'update', fields: { StructureConfirmed: 1 } },
      ]),
    )
    if (!result.ok) return refused(c, result.rejection)
    return ok(c, { ID: input.data.ID, Version: result.value[0]?.Version ?? 0, Totals: Data.Totals })
  })
})

/** Runs a direct structure write in one transaction and answers {Count, Version}. */
async function bulk(
  c: Context<AppEnv>,
  work: (tx: Executor) => Promise<{ Version: number }[] | { Count: number; Version?: number }>,
) {
  const result = await inTransaction(c.var.db, work)
  if (!result.ok) return refused(c, result.rejection)
  const v = result.value
  return ok(
    c,
    Array.isArray(v)
      ? { Count: v.length, Version: Math.max(0, ...v.map((r) => r.Version)) }
      : { Count: v.Count, Version: v.Version ?? 0 },
  )
}

type BulkResult = { Version: number }[] | { Count: number; Version?: number }

/** A direct bulk call: a signed-in writer, the validated input, then ONE transaction (all or none). */
function bulkCall<S extends z.ZodType>(
  schema: S,
  work: (tx: Executor, userId: string, input: z.output<S>) => Promise<BulkResult>,
) {
  return async (c: Context<AppEnv>) => {
    const who = writer(c)
    if ('response' in who) return who.response
    const input = await readCall(c, schema)
    if (!input.success) return input.response
    return bulk(c, (tx) => work(tx, who.userId, input.data))
  }
}

structureRoutes.post(
  '/SjyqList/EditProStructureMore',
  bulkCall(editProStructureMoreBody, (tx, userId, input) =>
    saveStructure(tx, userId, input.ProId, input),
  ),
)

structureRoutes.get(
  '/Command/UporDown',
  bulkCall(moveQuery, (tx, userId, input) => moveSibling(tx, userId, input.ID, input.Direction)),
)

structureRoutes.get(
  '/Command/MoveupOrdown',
  bulkCall(moveQuery, (tx, userId, input) => shiftLevel(tx, userId, input.ID, input.Direction)),
)

structureRoutes.get(
  '/Generate/ChangeTenders',
  bulkCall(changeTendersQuery, (tx, userId, input) =>
    changeTender(tx, userId, input.ID, input.TenderID),
  ),
)

/** Tenders of a project in Sort order, each with its rows (tree order), plus the rows in none. */
structureRoutes.get('/Generate/GetTenders', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, proIdQuery)
  if (!input.success) return input.response
  return answer(c, async () => {
    const { Data } = await projectStructure(c.var.db, who.userId, input.data.ProId)
    const tenders = await rowsWhere(c.var.db, 'tenders', who.userId, 'ProId', input.data.ProId)
    const flat: Record<string, unknown>[] = []
    const walk = (list: typeof Data.Rows) => {
      for (const { Child, ...row } of list) {
        flat.push(row)
        walk(Child)
      }
    }
    walk(Data.Rows)
    const ids = new Set(tenders.map((t) => t.id))
    const rowsOf = (id: string) => flat.filter((r) => r['TenderID'] === id)
    return ok(c, {
      Tenders: tenders
        .sort(
          (a, b) =>
            Number(a.data['Sort'] ?? 0) - Number(b.data['Sort'] ?? 0) || a.id.localeCompare(b.id),
        )
        .map((t) => ({ ...t.data, ID: t.id, Version: t.version, Rows: rowsOf(t.id) })),
      Unassigned: flat.filter((r) => typeof r['TenderID'] !== 'string' || !ids.has(r['TenderID'])),
    })
  })
})
