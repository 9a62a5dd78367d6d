import type { SmartBoqDb, SyncedRow } from '@/data/db'
import { rowDoc } from '@/domain/entity/define'
import { refused } from '@/domain/entity/field'
import type { PriceCandidate, PricingOptions } from '@/domain/materials/pricing'
import { compareQuotas, quotaResource, withQuota } from '@/domain/bill/quota'
import { parseQuotaDraft, type QuotaDraft } from '@/domain/bill/quota-edit'
import { quotaItems, type QuotaItem } from '@/domain/bill/quota-entity'
import type { QuotaImportItem } from '@/domain/bill/quota-import'
import { quotaItemInput } from '@/domain/bill/schemas'
import { entityPayload } from '@/domain/projects/calls'
import type { Checked } from './bill-docs'
import { ensureResource, saveCompose } from './bill-compose'
import { entityCall } from './entity-calls'
import { mutateMany, type MutationSpec } from './mutate'
import { cachedTeamQuota } from './team-quotas'

/**
 * The user's own 定额库 on the device (docs/bill.md "组价", "定额子目"): 定额子目 (quotaItems,
 * synced, owned by the user), imported from Excel in one transaction, and added to an item's
 * 组价 with a 含量 (its lines become the item's resource lines, in one transaction); a 子目 of a
 * team's shared 定额库 (the cache of team-quotas.ts) is added the same way.
 */

/** A refusal thrown to roll the transaction back; told to the caller as its message. */
class Refused extends Error {}

const quotaSpec = (
  op: 'create' | 'update' | 'delete',
  id: string,
  fields: Record<string, unknown> = {},
): MutationSpec => ({
  entity: 'quotaItems',
  entityId: id,
  op,
  call: entityCall('quotaItems', op),
  fields: op === 'delete' ? {} : fields,
  payload: entityPayload('quotaItems', op, id, fields),
})

/** Every live 定额子目 of the user, by 定额库 then 定额编号. */
export async function listQuotas(db: SmartBoqDb): Promise<QuotaItem[]> {
  const rows: SyncedRow[] = await db.quotaItems.where('deleted').equals(0).toArray()
  return rows.map((r) => rowDoc(quotaItems, r.id, r.data)).sort(compareQuotas)
}

/**
 * Stores an imported workbook's 子目 in the 定额库 `library`, in ONE transaction: a 定额编号 the
 * library already has is replaced (its lines too), the others are added. Nothing is written when
 * any 子目 is refused.
 */
export async function importQuotas(
  db: SmartBoqDb,
  library: string,
  items: readonly QuotaImportItem[],
): Promise<Checked<{ added: number; replaced: number }>> {
  const name = quotaItems.fields.Library.parse(library)
  if (refused(name)) return { ok: false, message: name.message }
  const docs: QuotaItem[] = []
  for (const item of items) {
    const parsed = quotaItemInput.safeParse({ ...item, Library: name, ID: crypto.randomUUID() })
    if (!parsed.success)
      return {
        ok: false,
        message: `定额子目 ${item.Code}：${parsed.error.issues[0]?.message ?? '无效'}`,
      }
    docs.push(parsed.data)
  }
  return db.transaction(
    'rw',
    [db.meta, db.outbox, db.conflicts, ...db.entityTables()],
    async () => {
      const existing = new Map(
        (await listQuotas(db)).filter((q) => q.Library === name).map((q) => [q.Code, q.ID]),
      )
      let replaced = 0
      const specs = docs.map(({ ID, ...fields }) => {
        const old = existing.get(fields.Code)
        if (old === undefined) return quotaSpec('create', ID, fields)
        replaced++
        return quotaSpec('update', old, fields)
      })
      await mutateMany(db, specs)
      return { ok: true as const, value: { added: docs.length - replaced, replaced }, warnings: [] }
    },
  )
}

/**
 * Stores a 子目 edited (`id`) or created (`id` null) by hand, in ONE transaction with its outbox
 * entry: read by the entity's field rules (./quota-edit.ts), its 定额编号 unique within its 定额库.
 * Nothing is written when refused. Items already composed of it keep their lines (re-adding it in
 * 组价 takes the new ones).
 */
export async function saveQuota(
  db: SmartBoqDb,
  id: string | null,
  draft: QuotaDraft,
): Promise<Checked<string>> {
  const parsed = parseQuotaDraft(draft)
  if (!parsed.ok) return parsed
  const fields = parsed.value
  return db.transaction(
    'rw',
    [db.meta, db.outbox, db.conflicts, ...db.entityTables()],
    async () => {
      if (id !== null) {
        const row = await db.quotaItems.get(id)
        if (!row || row.deleted !== 0)
          return { ok: false as const, message: '定额子目不存在或已被删除' }
      }
      const twin = (await listQuotas(db)).find(
        (q) => q.Library === fields.Library && q.Code === fields.Code && q.ID !== id,
      )
      if (twin)
        return {
          ok: false as const,
          message: `定额库「${fields.Library}」已有编号为 ${fields.Code} 的定额子目`,
        }
      const ID = id ?? crypto.randomUUID()
      await mutateMany(db, [quotaSpec(id === null ? 'create' : 'update', ID, fields)])
      return { ok: true as const, value: ID, warnings: [] }
    },
  )
}

/** Deletes 定额子目 from the library (items composed of them keep their lines and 定额 record). */
export async function deleteQuotas(db: SmartBoqDb, ids: readonly string[]): Promise<void> {
  await mutateMany(
    db,
    ids.map((id) => quotaSpec('delete', id)),
  )
}

/** The project's price package, for pricing the new resources of a 子目 (null: 定额基价). */
export interface QuotaPricing {
  candidates: ReadonlyMap<string, readonly PriceCandidate[]>
  options: PricingOptions
}

/** The user's own live 子目, else a cached 子目 of a team's shared 定额库 (team-quotas.ts). */
async function findQuota(db: SmartBoqDb, quotaId: string): Promise<QuotaItem | undefined> {
  const row = await db.quotaItems.get(quotaId)
  if (row && row.deleted === 0) return rowDoc(quotaItems, row.id, row.data)
  return cachedTeamQuota(db, quotaId)
}

/**
 * Adds the 子目 to the item's 组价 with the 含量 `ratio` (or changes its 含量 when it is there), in
 * ONE transaction: each 定额 line becomes a line of a project resource (the project's resource of
 * the same kind and material key reused, else a new one priced from the package or at the 基价),
 * with 消耗量 = 定额消耗量 × 含量; a Derived item's 综合单价 follows in the same write.
 */
export async function addQuotaToItem(
  db: SmartBoqDb,
  itemId: string,
  quotaId: string,
  ratio: number,
  pricing: QuotaPricing | null,
): Promise<Checked<number>> {
  try {
    return await db.transaction(
      'rw',
      [db.meta, db.outbox, db.conflicts, db.teamQuotas, ...db.entityTables()],
      async () => {
        const quota = await findQuota(db, quotaId)
        if (!quota) throw new Refused('定额子目不存在或已被删除')
        const item = await db.billItems.get(itemId)
        const projectId = item?.data['ProId']
        if (!item || item.deleted !== 0 || typeof projectId !== 'string')
          throw new Refused('清单项不存在或已被删除')
        const ids: string[] = []
        for (const line of quota.Lines) {
          const made = await ensureResource(
            db,
            projectId,
            quotaResource(line, pricing?.candidates ?? null, pricing?.options ?? null),
          )
          if (!made.ok) throw new Refused(made.message)
          ids.push(made.value)
        }
        const saved = await saveCompose(db, itemId, (c) => withQuota(c, quota, ratio, ids))
        // A refused composition rolls the new resources back with it.
        if (!saved.ok) throw new Refused(saved.message)
        return saved
      },
    )
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: e.message }
    throw e
  }
}
