import { useLiveQuery } from 'dexie-react-hooks'
import { notifier } from '@/data/api/notify'
import { useTeamQuotaRefresh } from '@/data/api/team-quotas'
import { onAppDb } from '@/data/app-db'
import {
  applyComposeRepricing,
  composedRows,
  ensureResource,
  listResources,
  saveCompose,
  updateResources,
  type NewResource,
} from '@/data/repositories/bill-compose'
import { cachedItems, cachedPackages } from '@/data/repositories/material-cache'
import { getProject } from '@/data/repositories/projects'
import type { ItemDoc } from '@/domain/api/materials'
import type { Compose } from '@/domain/bill/compose-entity'
import { choiceOptions, choicePackages, repriceInChunks } from '@/domain/bill/compose-reprice'
import { libraryPrices } from '@/data/repositories/bill-reprice'
import { getCompute } from '@/lib/compute'
import type { BillItem } from '@/domain/bill/model'
import { isShapeData } from '@/domain/entity/shape'
import { PRICE_CHOICE, type ProjectPriceChoice } from '@/domain/projects/entities'
import { say } from '../hooks/bill-commands'
import { addQuotaToItem, listQuotas } from '@/data/repositories/quotas'
import { cachedTeamQuotas } from '@/data/repositories/team-quotas'
import { parseRatio, withoutQuota } from '@/domain/bill/quota'

/**
 * The 组价 panel's reads and writes (docs/bill.md "组价"): the project's 人材机 and price choice
 * live from the local database, the downloaded packages of the choice, and the commands, each
 * one local transaction (synced later).
 */

export type ComposeData = NonNullable<ReturnType<typeof useComposeData>>
export type LibraryHit = ItemDoc & { packageType: 2 | 3 }

export function useComposeData(projectId: string) {
  return useLiveQuery(async () => {
    const [resources, project, packages] = await Promise.all([
      onAppDb(listResources)(projectId),
      onAppDb(getProject)(projectId),
      cachedPackages(),
    ])
    const raw = project?.data['PriceChoice']
    const choice: ProjectPriceChoice | null = isShapeData(PRICE_CHOICE, raw) ? raw : null
    const city = typeof project?.data['City'] === 'string' ? project.data['City'] : ''
    return { resources, choice, city, packages }
  }, [projectId])
}

/** The items of the chosen packages whose code, name or spec holds the query (first 30). */
export async function searchChoice(
  packages: Parameters<typeof choicePackages>[0],
  choice: ProjectPriceChoice,
  city: string,
  query: string,
): Promise<LibraryHit[]> {
  const chosen = choicePackages(packages, choice, city)
  const items = await cachedItems(chosen.map((p) => p.ID))
  const q = query.trim().toLowerCase()
  return items
    .filter((i) => q === '' || `${i.Code} ${i.Name} ${i.Spec}`.toLowerCase().includes(q))
    .slice(0, 30)
    .map((i) => ({ ...i, Period: choice.Period, packageType: choice.Type }))
}

/** Changes the item's stored composition; false (and a toast) when refused. */
export async function writeCompose(
  item: BillItem,
  edit: (current: Compose) => Compose,
): Promise<boolean> {
  return say(await onAppDb(saveCompose)(item.ID, edit))
}

/** Adds a line of a resource (found or created in the project) with 消耗量 1. */
export async function addLine(item: BillItem, resource: NewResource): Promise<boolean> {
  const made = await onAppDb(ensureResource)(item.ProId, resource)
  if (!made.ok) return say(made)
  return writeCompose(item, (compose) => ({
    ...compose,
    Lines: [...compose.Lines, { ResourceId: made.value, Consumption: 1 }],
  }))
}

/** A price typed for a resource: no longer from a package; every item using it follows. */
export async function setResourcePrice(
  projectId: string,
  resourceId: string,
  price: string,
): Promise<boolean> {
  const r = await onAppDb(updateResources)(projectId, [
    { id: resourceId, fields: { Price: price.trim() === '' ? null : price, Typed: 1 } },
  ])
  if (r.ok && r.value > 0) notifier().toast(`已按新单价重算 ${r.value} 个清单项`, { kind: 'info' })
  return say(r)
}

/** 甲供 (Supplied) or 暂估 (Provisional) set or cleared on a resource; synced like every edit. */
export async function setResourceFlag(
  projectId: string,
  resourceId: string,
  flag: 'Supplied' | 'Provisional',
  on: boolean,
): Promise<boolean> {
  return say(
    await onAppDb(updateResources)(projectId, [{ id: resourceId, fields: { [flag]: on ? 1 : 0 } }]),
  )
}

export { priceSourceLabel } from '@/domain/bill/resource-summary'

/**
 * Switches the project's price package: the resources priced from the library and every
 * Derived item are repriced in the compute worker, then written in one local transaction.
 */
export async function switchChoice(
  projectId: string,
  choice: ProjectPriceChoice,
  city: string,
): Promise<boolean> {
  const [resources, rows, library] = await Promise.all([
    onAppDb(listResources)(projectId),
    onAppDb(composedRows)(projectId),
    libraryPrices(),
  ])
  const options = choiceOptions(choice, city)
  const result = await repriceInChunks(rows, (chunk) =>
    getCompute().composeReprice(resources, chunk, library.candidates, options),
  )
  const written = await onAppDb(applyComposeRepricing)(projectId, { ...choice }, result)
  if (written.ok)
    notifier().toast(
      `已切换价格来源：${result.resources.length} 条人材机改价，${written.value} 个清单项重算` +
        (result.missing.length > 0
          ? `；${result.missing.length} 条在新价格包中无价，保留原价`
          : ''),
      { kind: 'info', durationMs: 4000 },
    )
  return say(written)
}

/** The user's 定额库 (定额子目), live. */
export const useQuotaLibrary = () => useLiveQuery(() => onAppDb(listQuotas)(), [])

/** The cached 团队定额库, live; refreshed when the panel opens online. */
export function useTeamQuotaLibrary() {
  useTeamQuotaRefresh()
  return useLiveQuery(() => onAppDb(cachedTeamQuotas)(), [])
}

/**
 * Adds a 定额子目 to the item's 组价 with the typed 含量 (or changes its 含量); new resources are
 * priced from the project's price source when its packages have the material, else at the 基价.
 */
export async function addQuota(
  item: BillItem,
  quotaId: string,
  ratioText: string,
  data: ComposeData,
): Promise<boolean> {
  const ratio = parseRatio(ratioText)
  if (!ratio.ok) return say(ratio)
  const pricing = data.choice
    ? {
        candidates: (await libraryPrices()).candidates,
        options: choiceOptions(data.choice, data.city),
      }
    : null
  return say(await onAppDb(addQuotaToItem)(item.ID, quotaId, ratio.value, pricing))
}

/** Removes a 定额子目 and the lines it brought from the item's 组价. */
export const removeQuota = (item: BillItem, quotaId: string) =>
  writeCompose(item, (c) => withoutQuota(c, quotaId))
