import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import {
  fetchAllItems,
  fetchItemsAfter,
  fetchPackages,
  type PackageFilter,
} from '@/data/api/materials'
import {
  cachedItems,
  cachedPackages,
  dropPackage,
  pendingPulls,
  type CachedPackage,
} from '@/data/repositories/material-cache'
import { pullPackage } from '@/data/repositories/material-pull'
import { useOnline } from '@/data/state/use-online'
import type { ItemDoc, PackageDoc } from '@/domain/api/materials'
import type { PackageType } from '@/domain/materials/model'

/**
 * The library screen's data: the packages of a tab (from the server online, from the local cache
 * offline), the picked (downloaded) packages, and the items shown (from the cache when picked,
 * otherwise fetched once and kept in memory). Opening the screen online re-pulls every picked
 * package whose UpdateTime on the server differs from the cached one.
 */
export interface LibraryFilter {
  type: PackageType
  province: string
  city: string
  period: string
}

export function usePicked(): CachedPackage[] | undefined {
  return useLiveQuery(() => cachedPackages(), [])
}

/** Downloads under way or cut off, by package id: stored and total rows (the list shows them). */
export function usePulls() {
  return useLiveQuery(() => pendingPulls(), [])
}

export function usePackages(
  filter: LibraryFilter,
  picked: CachedPackage[] | undefined,
  reloadKey: number,
) {
  const online = useOnline()
  const [remote, setRemote] = useState<
    { key: string; rows: PackageDoc[] } | { key: string; error: string } | null
  >(null)
  const key = `${filter.type}|${filter.province}|${filter.city}|${filter.period}|${reloadKey}`
  useEffect(() => {
    if (!online) return
    let live = true
    const query: PackageFilter = {
      Type: filter.type,
      ...(filter.province ? { Province: filter.province } : {}),
      ...(filter.city ? { City: filter.city } : {}),
      ...(filter.period ? { Period: filter.period } : {}),
    }
    fetchPackages(query).then(
      (r) => live && setRemote({ key, rows: r.rows }),
      () => live && setRemote({ key, error: '价格包列表加载失败，已显示本机已下载的价格包' }),
    )
    return () => {
      live = false
    }
  }, [online, key, filter.type, filter.province, filter.city, filter.period])
  const local = useMemo(
    () =>
      (picked ?? []).filter(
        (p) =>
          p.Type === filter.type &&
          (!filter.province || p.Province === filter.province) &&
          (!filter.city || p.City === filter.city) &&
          (!filter.period || p.Period === filter.period),
      ),
    [picked, filter.type, filter.province, filter.city, filter.period],
  )
  if (online && remote?.key === key && 'rows' in remote)
    return { packages: remote.rows, source: 'server' as const, error: '' }
  const error = online && remote?.key === key && 'error' in remote ? remote.error : ''
  if (online && !error) return { packages: undefined, source: 'server' as const, error: '' }
  return { packages: local, source: 'cache' as const, error }
}

/** Items of the given packages: cached ones from IndexedDB, others fetched online. */
export function useItems(ids: readonly string[], picked: CachedPackage[] | undefined) {
  const pickedIds = useMemo(() => new Set((picked ?? []).map((p) => p.ID)), [picked])
  const local = useLiveQuery(
    () => cachedItems(ids.filter((id) => pickedIds.has(id))),
    [ids.join(','), pickedIds],
  )
  const [remote, setRemote] = useState(new Map<string, ItemDoc[]>())
  const [error, setError] = useState('')
  const missing = ids.filter((id) => !pickedIds.has(id) && !remote.has(id))
  const missingKey = missing.join(',')
  useEffect(() => {
    if (!missingKey || picked === undefined) return
    let live = true
    setError('')
    Promise.all(
      missingKey.split(',').map(async (id) => [id, await fetchAllItems(id)] as const),
    ).then(
      (pairs) => live && setRemote((m) => new Map([...m, ...pairs])),
      () =>
        live &&
        setError(
          navigator.onLine ? '材料加载失败，请稍后重试' : '该价格包未下载到本机，联网后可查看',
        ),
    )
    return () => {
      live = false
    }
  }, [missingKey, picked])
  const reload = useCallback(
    (id: string) => setRemote((m) => new Map([...m].filter(([k]) => k !== id))),
    [],
  )
  const items = useMemo(() => {
    if (local === undefined || missing.length > 0) return undefined
    const byPackage = new Map<string, ItemDoc[]>()
    for (const item of local)
      byPackage.set(item.PackageID, [...(byPackage.get(item.PackageID) ?? []), item])
    return ids.flatMap((id) => byPackage.get(id) ?? remote.get(id) ?? [])
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [local, remote, ids.join(','), missing.length])
  return { items, error, reload }
}

/**
 * Downloads (picks) a package into the offline cache page by page, resuming a cut-off download
 * (material-pull.ts); or removes it.
 */
export function pickPackage(pkg: PackageDoc): Promise<void> {
  return pullPackage(pkg, { fetchPage: fetchItemsAfter })
}
export const unpickPackage = (id: string) => dropPackage(id)

/** Re-pulls picked packages that changed on the server (UpdateTime differs). */
export function useRefreshPicked(
  serverRows: PackageDoc[] | undefined,
  picked: CachedPackage[] | undefined,
): void {
  useEffect(() => {
    if (!serverRows || !picked) return
    const cached = new Map(picked.map((p) => [p.ID, p]))
    for (const row of serverRows) {
      const mine = cached.get(row.ID)
      if (mine && mine.UpdateTime !== row.UpdateTime) void pickPackage(row).catch(() => undefined)
    }
  }, [serverRows, picked])
}
