import { randomUUID } from 'node:crypto'
import { nextVersions, writeRows, type Executor, type RowWrite } from '../synced/store.ts'
import type { BILL_ENTITIES, BillRows } from './read.ts'

/**
 * Copies a project's bills along with its structure rows (TemplateOperation, TemplateMerge,
 * checkout): every 单位工程 whose structure row was copied, with its 分部, items, rated and other
 * lines, under new ids, owned by `ownerId`, in project `proId`. `rowIds` maps each source
 * structure row to its copy; units of rows not copied are left out with their lines. The 人材机
 * the copied items' 组价 lines use are copied too, and the lines point at the copies.
 */
export function billCopies(
  rows: BillRows,
  proId: string,
  rowIds: ReadonlyMap<string, string>,
): { entity: (typeof BILL_ENTITIES)[number]; id: string; data: Record<string, unknown> }[] {
  const ids = new Map<string, string>()
  const units = rows.billUnits.filter(
    (u) => typeof u.data['RowId'] === 'string' && rowIds.has(u.data['RowId']),
  )
  for (const u of units) ids.set(u.id, randomUUID())
  for (const entity of ['billGroups', 'billItems', 'billRates', 'billOthers'] as const)
    for (const r of rows[entity]) if (ids.has(String(r.data['UnitId']))) ids.set(r.id, randomUUID())
  const out: ReturnType<typeof billCopies> = []
  const used = new Set(
    rows.billItems
      .filter((r) => ids.has(r.id))
      .flatMap((r) => composeLines(r.data).map(lineResource)),
  )
  for (const r of rows.billResources)
    if (used.has(r.id)) {
      const id = randomUUID()
      ids.set(r.id, id)
      out.push({ entity: 'billResources', id, data: { ...r.data, ProId: proId } })
    }
  for (const u of units)
    out.push({
      entity: 'billUnits',
      id: ids.get(u.id) ?? '',
      data: { ...u.data, ProId: proId, RowId: rowIds.get(String(u.data['RowId'])) ?? '' },
    })
  for (const entity of ['billGroups', 'billItems', 'billRates', 'billOthers'] as const) {
    for (const r of rows[entity]) {
      const id = ids.get(r.id)
      if (id === undefined) continue
      const data: Record<string, unknown> = {
        ...r.data,
        ProId: proId,
        UnitId: ids.get(String(r.data['UnitId'])) ?? '',
      }
      // An item keeps its 分部 when that was copied, else stands under none.
      if (entity === 'billItems') {
        data['GroupId'] =
          ids.get(typeof r.data['GroupId'] === 'string' ? r.data['GroupId'] : '') ?? ''
        if (isRecord(r.data['Compose']))
          data['Compose'] = {
            ...r.data['Compose'],
            Lines: composeLines(r.data).map((l) => ({
              ...l,
              ResourceId: ids.get(lineResource(l)) ?? lineResource(l),
            })),
          }
      }
      out.push({ entity, id, data })
    }
  }
  return out
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The stored 组价 lines of an item's document ([] without a composition). */
function composeLines(data: Record<string, unknown>): Record<string, unknown>[] {
  const compose = data['Compose']
  const lines = isRecord(compose) ? compose['Lines'] : undefined
  return Array.isArray(lines) ? lines.filter(isRecord) : []
}

const lineResource = (line: Record<string, unknown>): string =>
  typeof line['ResourceId'] === 'string' ? line['ResourceId'] : ''

/** Writes the copies with fresh versions (the owner's clients pull them), stamped as direct writes. */
export async function writeBillCopies(
  tx: Executor,
  ownerId: string,
  rows: BillRows,
  proId: string,
  rowIds: ReadonlyMap<string, string>,
): Promise<number> {
  const copies = billCopies(rows, proId, rowIds)
  if (copies.length === 0) return 0
  const versions = await nextVersions(tx, copies.length)
  const writes = copies.map((c, i): RowWrite => {
    const version = versions[i] ?? 0
    const fieldMeta = Object.fromEntries(
      Object.keys(c.data).map((k): [string, [number, string]] => [k, [version, 'direct']]),
    )
    return { entity: c.entity, id: c.id, ownerId, version, deleted: false, data: c.data, fieldMeta }
  })
  await writeRows(tx, writes)
  return writes.length
}
