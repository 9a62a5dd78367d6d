import type { Hono } from 'hono'
import { MATERIAL_CALLS as calls } from '@/domain/api/calls/materials.ts'
import type { SessionUser } from '../auth/middleware.ts'
import type { Db } from '../db/client.ts'
import { mount, paged } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import { listHistory, restorePackage } from '../services/materials/history.ts'
import {
  deleteItems,
  insertItems,
  MaterialWriteError,
  updateItems,
  upsertItems,
} from '../services/materials/items.ts'
import { pageItems } from '../services/materials/paging.ts'
import {
  assertMayCreate,
  assertNewPeriod,
  editPackage,
  headsOf,
  listSources,
  materialTrend,
  readablePackage,
  removePackage,
  saveHeads,
  writablePackage,
  type PackageEdit,
} from '../services/materials/manage.ts'
import { createPackage, listPackages } from '../services/materials/packages.ts'
import type { AppEnv } from '../types.ts'

/** A service's refusal (an item of another package, a missing history point) as the call's answer. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof MaterialWriteError) throw new Rejection(error.message)
    throw error
  }
}

async function updateOrDelete(
  db: Db,
  user: SessionUser | undefined,
  type: 'update' | 'delete',
  model: PackageEdit,
) {
  await writablePackage(db, user, model.ID)
  return type === 'delete' ? removePackage(db, model.ID) : editPackage(db, model.ID, model)
}

/** Material price library (src/domain/api/calls/materials.ts, docs/materials.md). */
export function materialRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getPricePackage, async ({ db, userId, input }) => {
    const { rows, total } = await listPackages(db, {
      type: input.Type,
      province: input.Province,
      city: input.City,
      period: input.Period || undefined,
      q: input.Q,
      ownerId: userId,
      page: input.PageIndex,
      size: input.PageSize,
    })
    return paged(rows, total)
  })
  mount(app, calls.getHeads, async ({ db, user, input }) =>
    headsOf(await readablePackage(db, user, input.PackageID)),
  )
  mount(app, calls.updateHeads, async ({ db, user, input }) => {
    await writablePackage(db, user, input.PackageID)
    return saveHeads(db, input.PackageID, input.Heads)
  })
  mount(app, calls.getMaterialData, async ({ db, user, input }) => {
    await readablePackage(db, user, input.PackageID)
    const { rows, total } = await pageItems(db, input.PackageID, {
      page: input.PageIndex,
      size: input.PageSize,
      q: input.Q,
      after: input.After,
    })
    return paged(rows, total)
  })
  mount(app, calls.batchUpdate, async ({ db, user, userId, input }) => {
    await writablePackage(db, user, input.PackageID)
    const ctx = { packageId: input.PackageID, userId }
    return refusing(async () => {
      const changes = (input.Items ?? []).map(({ ID, ...item }) => ({ id: ID, item }))
      const deleted = input.Deleted ?? []
      if (changes.some((c) => deleted.includes(c.id)))
        throw new Rejection('同一材料不能同时修改和删除')
      const Updated = changes.length > 0 ? await updateItems(db, ctx, changes) : 0
      const Deleted = deleted.length > 0 ? await deleteItems(db, ctx, deleted) : 0
      return { Updated, Deleted }
    })
  })
  mount(app, calls.insertData, async ({ db, user, userId, input }) => {
    let packageId = input.PackageID
    if (packageId) await writablePackage(db, user, packageId)
    else if (input.Package) {
      assertMayCreate(user, input.Package.Type)
      await assertNewPeriod(db, input.Package)
      packageId = (await createPackage(db, input.Package, input.Package.Type === 1 ? userId : null))
        .ID
    }
    if (!packageId) throw new Rejection('请指定价格包')
    const id = packageId
    const ctx = { packageId: id, userId }
    try {
      if (input.Mode === 'update') {
        const r = await refusing(() => upsertItems(db, ctx, input.Items))
        return { PackageID: id, IDs: r.ids, Inserted: r.inserted, Updated: r.updated }
      }
      const IDs = await refusing(() => insertItems(db, ctx, input.Items))
      return { PackageID: id, IDs, Inserted: IDs.length, Updated: 0 }
    } catch (error) {
      // A package made by this call holds all its items or does not exist.
      if (!input.PackageID) await removePackage(db, id)
      throw error
    }
  })
  mount(app, calls.getHistory, async ({ db, user, input }) => {
    await writablePackage(db, user, input.PackageID)
    const rows = await listHistory(db, input.PackageID, {
      page: input.PageIndex,
      size: input.PageSize,
    })
    return paged([...rows], rows.total)
  })
  mount(app, calls.getTrend, ({ db, input }) => materialTrend(db, input))
  mount(app, calls.getFrom, ({ db, input }) => listSources(db, input.Type))
  mount(app, calls.updatePackage, async ({ db, user, input }) => {
    const row = await writablePackage(db, user, input.Model.ID)
    if (row.type !== 1) throw new Rejection('请在后台修改官方和市场价格包')
    return updateOrDelete(db, user, input.Type, input.Model)
  })
  mount(app, calls.backstageGetMaterialData, async ({ db, input }) => {
    const { rows, total } = await listPackages(db, {
      type: input.Type,
      province: input.Province,
      city: input.City,
      period: input.Period || undefined,
      all: true,
      page: input.PageIndex,
      size: input.PageSize,
    })
    return paged(rows, total)
  })
  mount(app, calls.backstageUpdateMaterialData, ({ db, user, input }) =>
    updateOrDelete(db, user, input.Type, input.Model),
  )
  mount(app, calls.backstageGetHistory, async ({ db, user, input }) => {
    if (input.PackageID) await readablePackage(db, user, input.PackageID)
    const rows = await listHistory(db, input.PackageID, {
      page: input.PageIndex,
      size: input.PageSize,
    })
    return paged([...rows], rows.total)
  })
  // Backstage/RecoverHistory is the administrator's; MaterialPrice/RecoverHistory (beyond SPEC)
  // lets whoever may write the package restore it: the owner of a personal package too.
  for (const call of [calls.recoverHistory, calls.restorePackage])
    mount(app, call, async ({ db, user, userId, input }) => {
      await writablePackage(db, user, input.PackageID)
      const Changed = await refusing(() =>
        restorePackage(
          db,
          { packageId: input.PackageID, userId },
          input.HistoryID,
          input.Before === '1',
        ),
      )
      return { Changed }
    })
}
