import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import type { MutationOp } from '@/domain/api/sync'
import { bidBidders, bidSchemes } from '@/domain/bid-return/entities'
import { bidSchemeFieldSchemas } from '@/domain/bid-return/schemas'
import { rowDoc } from '@/domain/entity/define'
import {
  BID_LIMITS,
  SCHEME_DEFAULTS,
  type BidBidder,
  type BidRole,
  type BidScheme,
} from '@/domain/bid-return/scheme'
import { entityPayload } from '@/domain/projects/calls'
import { entityCall } from './entity-calls'
import { mutateMany, type MutationSpec } from './mutate'
import { roundYuan } from '@/domain/money'

/**
 * 回标 schemes and their bills on the local database (entities `bidSchemes`, `bidBidders`;
 * docs/bid-return.md "Storage"). A bill row carries its whole stored bill (a few MB for a big
 * one); lists read only the rows' small fields.
 */
type BidEntity = 'bidSchemes' | 'bidBidders'

function spec(
  entity: BidEntity,
  op: MutationOp,
  id: string,
  fields: EntityData = {},
): MutationSpec {
  return {
    entity,
    entityId: id,
    op,
    call: entityCall(entity, op),
    fields: op === 'delete' ? {} : fields,
    payload: entityPayload(entity, op, id, fields),
  }
}

export type Result<T> = { ok: true; value: T } | { ok: false; message: string }

const schemeOf = (r: SyncedRow): BidScheme => rowDoc(bidSchemes, r.id, r.data)
const bidderOf = (r: SyncedRow): BidBidder => ({
  ...rowDoc(bidBidders, r.id, r.data),
  Revision: `${r.version}.${r.updatedAt}`,
})

export interface SchemeListRow extends BidScheme {
  bidders: number
  hasTender: boolean
  updatedAt: number
}

/** The user's schemes, most recently changed first, with their bill counts. */
export async function listBidSchemes(db: SmartBoqDb): Promise<SchemeListRow[]> {
  const [schemes, bills] = await Promise.all([
    db.bidSchemes.where('deleted').equals(0).toArray(),
    db.bidBidders.where('deleted').equals(0).toArray(),
  ])
  return schemes
    .map((r) => {
      const mine = bills.filter((b) => b.parentId === r.id)
      return {
        ...schemeOf(r),
        bidders: mine.filter((b) => b.data['Role'] !== 'tender').length,
        hasTender: mine.some((b) => b.data['Role'] === 'tender'),
        updatedAt: r.updatedAt ?? 0,
      }
    })
    .sort((a, b) => b.updatedAt - a.updatedAt)
}

export async function getBidScheme(db: SmartBoqDb, id: string): Promise<BidScheme | null> {
  const row = await db.bidSchemes.get(id)
  return row && row.deleted === 0 ? schemeOf(row) : null
}

/** A scheme's live bills, the tender first, then by Sort. */
export async function listSchemeBills(db: SmartBoqDb, schemeId: string): Promise<BidBidder[]> {
  const rows = await db.bidBidders.where('parentId').equals(schemeId).toArray()
  return rows
    .filter((r) => r.deleted === 0)
    .map(bidderOf)
    .sort((a, b) => (a.Role === b.Role ? a.Sort - b.Sort : a.Role === 'tender' ? -1 : 1))
}

function checkSchemeFields(fields: EntityData): Result<EntityData> {
  const out: EntityData = {}
  for (const [key, value] of Object.entries(fields)) {
    const schema = bidSchemeFieldSchemas[key as keyof typeof bidSchemeFieldSchemas]
    if (!schema) continue
    const parsed = schema.safeParse(value)
    if (!parsed.success)
      return { ok: false, message: parsed.error.issues[0]?.message ?? '数据无效' }
    out[key] = parsed.data
  }
  return { ok: true, value: out }
}

export async function createBidScheme(db: SmartBoqDb, name: string): Promise<Result<string>> {
  const checked = checkSchemeFields({ SchemeName: name })
  if (!checked.ok) return checked
  const id = crypto.randomUUID()
  await mutateMany(db, [
    spec('bidSchemes', 'create', id, {
      ...SCHEME_DEFAULTS,
      ...checked.value,
      CreateTime: new Date().toISOString(),
    }),
  ])
  return { ok: true, value: id }
}

export async function updateBidScheme(
  db: SmartBoqDb,
  id: string,
  fields: EntityData,
): Promise<Result<number>> {
  const checked = checkSchemeFields(fields)
  if (!checked.ok) return checked
  await mutateMany(db, [spec('bidSchemes', 'update', id, checked.value)])
  return { ok: true, value: 1 }
}

/** Deletes a scheme and its bills (the server cascades too; the local copy goes at once). */
export async function deleteBidScheme(db: SmartBoqDb, id: string): Promise<void> {
  const bills = await listSchemeBills(db, id)
  await mutateMany(db, [
    ...bills.map((b) => spec('bidBidders', 'delete', b.ID)),
    spec('bidSchemes', 'delete', id),
  ])
}

/** Copies a scheme with its bills (local copy, synced like any edit). */
export async function copyBidScheme(db: SmartBoqDb, id: string): Promise<Result<string>> {
  const scheme = await getBidScheme(db, id)
  if (!scheme) return { ok: false, message: '回标方案不存在或已被删除' }
  const bills = await listSchemeBills(db, id)
  const newId = crypto.randomUUID()
  const { ID: _id, ...fields } = scheme
  const specs = [
    spec('bidSchemes', 'create', newId, {
      ...fields,
      SchemeName: `${scheme.SchemeName}-副本`.slice(0, BID_LIMITS.nameMax),
      CreateTime: new Date().toISOString(),
    }),
    ...bills.map(({ ID: _b, Revision: _r, ...b }) =>
      spec('bidBidders', 'create', crypto.randomUUID(), { ...b, SchemeId: newId }),
    ),
  ]
  await mutateMany(db, specs)
  return { ok: true, value: newId }
}

export interface NewBill {
  role: BidRole
  name: string
  bill: string
  itemCount: number
  bidTotal: number | null
  sourceProId?: string
  fileName?: string
}

/** Adds bills to a scheme; a new tender replaces the scheme's old one. */
export async function addSchemeBills(
  db: SmartBoqDb,
  schemeId: string,
  list: readonly NewBill[],
): Promise<Result<number>> {
  const existing = await listSchemeBills(db, schemeId)
  const bidders =
    existing.filter((b) => b.Role === 'bidder').length +
    list.filter((b) => b.role === 'bidder').length
  if (bidders > BID_LIMITS.biddersMax)
    return { ok: false, message: `一个方案最多 ${BID_LIMITS.biddersMax} 家投标人` }
  for (const b of list) {
    const name = b.name.trim()
    if (name === '' || name.length > BID_LIMITS.nameMax)
      return { ok: false, message: '投标人名称不能为空，且不能超过100个字' }
    if (b.bill.length > BID_LIMITS.billMaxChars)
      return { ok: false, message: '清单数据过大（超过 12MB），请拆分后再导入' }
  }
  const specs: MutationSpec[] = []
  if (list.some((b) => b.role === 'tender'))
    for (const t of existing.filter((b) => b.Role === 'tender'))
      specs.push(spec('bidBidders', 'delete', t.ID))
  let sort = existing.reduce((m, b) => Math.max(m, b.Sort), 0)
  for (const b of list) {
    specs.push(
      spec('bidBidders', 'create', crypto.randomUUID(), {
        SchemeId: schemeId,
        Role: b.role,
        Name: b.name.trim(),
        SourceProId: b.sourceProId ?? '',
        FileName: b.fileName ?? '',
        Bill: b.bill,
        BidTotal: b.bidTotal,
        ItemCount: b.itemCount,
        Sort: ++sort,
      }),
    )
  }
  await mutateMany(db, specs)
  return { ok: true, value: list.length }
}

export async function renameSchemeBill(
  db: SmartBoqDb,
  id: string,
  name: string,
  bidTotal: number | null,
): Promise<Result<number>> {
  const n = name.trim()
  if (n === '' || n.length > BID_LIMITS.nameMax)
    return { ok: false, message: '投标人名称不能为空，且不能超过100个字' }
  if (bidTotal !== null && (!Number.isFinite(bidTotal) || bidTotal < 0))
    return { ok: false, message: '投标总价必须是非负数字' }
  await mutateMany(db, [
    spec('bidBidders', 'update', id, {
      Name: n,
      BidTotal: bidTotal === null ? null : roundYuan(bidTotal),
    }),
  ])
  return { ok: true, value: 1 }
}

export async function deleteSchemeBill(db: SmartBoqDb, id: string): Promise<void> {
  await mutateMany(db, [spec('bidBidders', 'delete', id)])
}

/** The user's projects that have bill items (sources of a tender or a returned bill). */
export async function billSourceProjects(
  db: SmartBoqDb,
): Promise<{ ID: string; name: string; items: number; version: string }[]> {
  const [projects, items] = await Promise.all([
    db.projects.where('deleted').equals(0).toArray(),
    db.billItems.where('deleted').equals(0).toArray(),
  ])
  const count = new Map<string, number>()
  for (const it of items)
    if (it.projectId) count.set(it.projectId, (count.get(it.projectId) ?? 0) + 1)
  return projects
    .filter((p) => (count.get(p.id) ?? 0) > 0 && p.data['IsTemplate'] !== 1)
    .map((p) => ({
      ID: p.id,
      name: typeof p.data['Project_Name'] === 'string' ? p.data['Project_Name'] : '',
      items: count.get(p.id) ?? 0,
      version: typeof p.data['StandardVersion'] === 'string' ? p.data['StandardVersion'] : '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
}
