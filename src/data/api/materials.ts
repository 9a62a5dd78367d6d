import { MATERIAL_CALLS as calls } from '@/domain/api/calls/materials'
import type { ItemDoc, PackageDoc } from '@/domain/api/materials'
import type { MaterialItemInput, MaterialPackageInput } from '@/domain/materials/schemas'
import { isApiError } from './errors'
import { callApi } from './call-api'
import { userMessage } from '@/lib/user-message'

/**
 * The material price library's online calls (src/domain/api/calls/materials.ts). Reads of the
 * picked packages are cached in IndexedDB (src/data/repositories/material-cache.ts); writes to a
 * personal package are online only (docs/materials.md "Offline").
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string }

export const NEED_NETWORK = '修改个人价格包需要联网，请联网后再试'
export const NEED_NETWORK_SHARED = '修改官方和市场价格包需要联网，请联网后再试'
export const HISTORY_NEEDS_NETWORK = '查看修改记录需要联网，请联网后再试'
export const RESTORE_NEEDS_NETWORK = '恢复价格包需要联网，请联网后再试'
const QUIET = { notify: false } as const

async function outcome<T>(
  work: () => Promise<T>,
  offline: string = NEED_NETWORK,
): Promise<Outcome<T>> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { ok: false, message: offline }
  try {
    return { ok: true, data: await work() }
  } catch (error) {
    if (isApiError(error) && error.kind !== 'http')
      return { ok: false, message: '网络连接失败，请稍后重试' }
    return { ok: false, message: userMessage(error, '操作失败') }
  }
}

export interface PackageFilter {
  Type: 1 | 2 | 3
  Province?: string
  City?: string
  Period?: string
  PageSize?: number
}

export async function fetchPackages(
  filter: PackageFilter,
): Promise<{ rows: PackageDoc[]; total: number }> {
  const { data, total } = await callApi(
    calls.getPricePackage,
    { ...filter, PageSize: filter.PageSize ?? 200 },
    QUIET,
  )
  return { rows: data, total: total ?? data.length }
}

/** Every item of a package, page by page (1,000 a page), in grid order. */
export async function fetchAllItems(
  packageId: string,
  onProgress?: (done: number, total: number) => void,
): Promise<ItemDoc[]> {
  const out: ItemDoc[] = []
  for (let page = 1; ; page += 1) {
    const { data, total } = await callApi(
      calls.getMaterialData,
      { PackageID: packageId, PageIndex: page, PageSize: 1000 },
      QUIET,
    )
    out.push(...data)
    onProgress?.(out.length, total ?? out.length)
    if (data.length < 1000 || out.length >= (total ?? 0)) return out
  }
}

/** One keyset page of a package's items after `after` (PULL_START or a pullCursor), in grid order. */
export async function fetchItemsAfter(
  packageId: string,
  after: string,
  size: number,
): Promise<{ rows: ItemDoc[]; total: number }> {
  const { data, total } = await callApi(
    calls.getMaterialData,
    { PackageID: packageId, After: after, PageSize: size },
    QUIET,
  )
  return { rows: data, total: total ?? data.length }
}

type ItemFields = Omit<MaterialItemInput, 'Period'> & { Period?: string }

/** A new package with its items in one call: a personal package, or (the administrator) a period of 信息价 or 市场价. */
export const createPackageWithItems = (pkg: MaterialPackageInput, items: readonly ItemFields[]) =>
  outcome(
    async () =>
      (
        await callApi(
          calls.insertData,
          { Package: JSON.stringify(pkg), Items: JSON.stringify(items) },
          QUIET,
        )
      ).data,
  )

export const createPersonalPackage = (
  pkg: Omit<MaterialPackageInput, 'Type'>,
  items: readonly ItemFields[],
) => createPackageWithItems({ ...pkg, Type: 1 }, items)

/** Items added to a package; with 'update', the same materials already there are updated instead. */
export const addItems = (
  packageId: string,
  items: readonly ItemFields[],
  mode: 'append' | 'update' = 'append',
) =>
  outcome(
    async () =>
      (
        await callApi(
          calls.insertData,
          {
            PackageID: packageId,
            Items: JSON.stringify(items),
            ...(mode === 'update' ? { Mode: mode } : {}),
          },
          QUIET,
        )
      ).data,
  )

/** Edited and deleted items of a package in one recorded batch (personal: its owner; official and market: the administrator). */
export const saveItems = (
  pkg: { ID: string; Type: number },
  items: readonly (ItemFields & { ID: string })[],
  deleted: readonly string[] = [],
) =>
  outcome(
    async () => {
      const input = {
        PackageID: pkg.ID,
        ...(items.length > 0 ? { Items: JSON.stringify(items) } : {}),
        ...(deleted.length > 0 ? { Deleted: JSON.stringify(deleted) } : {}),
      }
      return (await callApi(calls.batchUpdate, input, QUIET)).data
    },
    pkg.Type === 1 ? NEED_NETWORK : NEED_NETWORK_SHARED,
  )

/** One page of a package's change history, newest first (one row per changed item; rows of one write share a BatchID). */
export const fetchHistory = (packageId: string, page: number, size: number) =>
  outcome(async () => {
    const { data, total } = await callApi(
      calls.getHistory,
      { PackageID: packageId, PageIndex: page, PageSize: size },
      QUIET,
    )
    return { rows: data, total: total ?? data.length }
  }, HISTORY_NEEDS_NETWORK)

/**
 * Whoever may write a package (its owner, the administrator on an official or market one)
 * restores it to how it was right after history row `historyId`, or with `before` right before
 * it (recorded as a new batch; MaterialPrice/RecoverHistory).
 */
export const recoverHistory = (packageId: string, historyId: number, before = false) =>
  outcome(
    async () =>
      (
        await callApi(
          calls.restorePackage,
          { PackageID: packageId, HistoryID: historyId, Before: before ? '1' : '0' },
          QUIET,
        )
      ).data,
    RESTORE_NEEDS_NETWORK,
  )

export const deletePersonalPackage = (packageId: string) =>
  outcome(
    async () =>
      (
        await callApi(
          calls.updatePackage,
          { Type: 'delete', Model: JSON.stringify({ ID: packageId }) },
          QUIET,
        )
      ).data,
  )

export interface TrendPoint {
  PackageID: string
  Type: 2 | 3
  City: string
  Period: string
  PriceTax: string
}

/** One material across shared packages (cities and periods). */
export async function fetchTrend(q: {
  Name: string
  Spec: string
  Unit: string
}): Promise<TrendPoint[]> {
  return (await callApi(calls.getTrend, q, QUIET)).data
}
