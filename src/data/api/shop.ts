import type { Envelope } from '@/domain/api/envelope'
import {
  checkoutData,
  templateCard,
  type CheckoutData,
  type TemplateCard,
  type TemplateListQuery,
} from '@/domain/api/shop'
import { HOME_CALLS } from '@/domain/api/calls/home'
import { SHOP_CALLS } from '@/domain/api/calls/shop'
import { mergeCards, searchTemplates } from '@/domain/shop/filter'
import { loadCachedWithPrefixes } from '@/data/repositories/home-cache'
import { command, type CallOutcome } from './command'
import { API_ERROR_MESSAGES } from './errors'
import { templateListRead } from './template-list'
import {
  cacheKeyPrefix,
  readCall,
  ReadFailed,
  NO_OFFLINE_COPY_MESSAGE,
  type ReadAnswer,
} from './read'

/**
 * The trading centre's calls (decisions in docs/api-shop.md). Reads keep an offline copy
 * (readCall): online they come from the server and are kept in IndexedDB; offline the list and
 * the search are answered by filtering every cached template list in memory
 * (src/domain/shop/filter.ts), the other reads by their own last copy. Likes, collections and
 * checkout need the network.
 */

// Every cached answer that holds template cards, and where the cards sit in its Data.
const CARD_SOURCES = [
  HOME_CALLS.getProjectList,
  HOME_CALLS.getNewProjectList,
  SHOP_CALLS.search,
  SHOP_CALLS.getAuthor,
  SHOP_CALLS.getRightList,
  SHOP_CALLS.gettButtomList,
  SHOP_CALLS.getProjectInfo,
].map((c) => c.path)

function cardsIn(data: unknown): unknown[] {
  if (Array.isArray(data)) return data
  if (typeof data !== 'object' || data === null) return []
  const d = data as Record<string, unknown>
  const lists = ['Templates', 'ByAuthor', 'Similar'].flatMap((k) =>
    Array.isArray(d[k]) ? (d[k] as unknown[]) : [],
  )
  // A template detail is itself a card (plus more fields, which parsing drops).
  return typeof d['ID'] === 'string' ? [data, ...lists] : lists
}

/** All template cards this browser has seen, one per ID (the newest copy), and when they were fetched. */
export async function localTemplateCards(): Promise<{ cards: TemplateCard[]; fetchedAt: number }> {
  const records = await loadCachedWithPrefixes(CARD_SOURCES.map(cacheKeyPrefix))
  if (records.length === 0) throw new ReadFailed(NO_OFFLINE_COPY_MESSAGE, true)
  records.sort((a, b) => a.fetchedAt - b.fetchedAt)
  const lists = records.map((r) =>
    cardsIn((r.data as Partial<Envelope> | null)?.Data).flatMap((item) => {
      const card = templateCard.safeParse(item)
      return card.success ? [card.data] : []
    }),
  )
  return { cards: mergeCards(lists), fetchedAt: records.at(-1)?.fetchedAt ?? Date.now() }
}

/** Offline answers built from every local card when the network and this read's own copy fail. */
export function fromLocalCards<D>(
  build: (cards: TemplateCard[]) => { data: D; total: number },
): () => Promise<ReadAnswer<D>> {
  return async () => {
    const { cards, fetchedAt } = await localTemplateCards()
    return { ...build(cards), cachedAt: fetchedAt }
  }
}

// Each *Read(…) is one read as the screens' hooks pass it to useCallRead (and tests to readCall).
// The list's read is in ./template-list.ts (zod-free, for the trading centre's first load).
export { templateListRead }

/** GET /api/Shop/Search: the three groups of the header search. */
export function searchRead(name: string, size = 8) {
  return {
    call: SHOP_CALLS.search,
    input: { Name: name, Size: size },
    options: {
      offlineCopy: true,
      offlineAnswer: fromLocalCards((cards) => {
        const data = searchTemplates(cards, name, size)
        return { data, total: data.TemplateTotal }
      }),
    },
  }
}

export const templateDetailRead = (id: string) => ({
  call: SHOP_CALLS.getProjectInfo,
  input: { ID: id },
  options: { offlineCopy: true },
})
export const rightListRead = (id: string) => ({
  call: SHOP_CALLS.getRightList,
  input: { ID: id },
  options: { offlineCopy: true },
})
export const bottomListRead = (id: string) => ({
  call: SHOP_CALLS.gettButtomList,
  input: { ID: id },
  options: { offlineCopy: true },
})
/** GET /api/ProjectAndTemplate/GetTemplateVersions: the author's versions of a released template. */
export const templateVersionsRead = (id: string) => ({
  call: SHOP_CALLS.getTemplateVersions,
  input: { ID: id },
  options: { offlineCopy: true },
})
/** GET /api/Shop/GetAuthor: the author's figures and one page of their released templates. */
export const authorRead = (id: string, page: { index: number; size: number }) => ({
  call: SHOP_CALLS.getAuthor,
  input: { ID: id, PageIndex: page.index, PageSize: page.size },
  options: { offlineCopy: true },
})

export function fetchTemplateList(query: TemplateListQuery, signal?: AbortSignal) {
  const r = templateListRead(query)
  return readCall(r.call, r.input, { ...r.options, signal })
}
export function fetchSearch(name: string, size = 8, signal?: AbortSignal) {
  const r = searchRead(name, size)
  return readCall(r.call, r.input, { ...r.options, signal })
}
export function fetchTemplateDetail(id: string, signal?: AbortSignal) {
  const r = templateDetailRead(id)
  return readCall(r.call, r.input, { ...r.options, signal })
}

/** GET /api/Shop/SetBroThumbs: like or unlike (idempotent per user). Refusals show in the wrapper's box. */
export function setThumbs(id: string, like: boolean) {
  return command(
    SHOP_CALLS.setBroThumbs,
    { ID: id, Type: like ? 'like' : 'unlike' },
    { online: true },
  )
}

/** GET /api/Shop/EscCollection: collect or cancel (idempotent per user). */
export function setCollected(id: string, collect: boolean) {
  return command(
    SHOP_CALLS.escCollection,
    { ID: id, Type: collect ? 'collect' : 'cancel' },
    { online: true },
  )
}

/** POST OperationShoppingCart Type checkout: copies the templates of these lines into my projects. */
export async function checkoutCart(lineIds: readonly string[]): Promise<CallOutcome<CheckoutData>> {
  const outcome = await command(
    SHOP_CALLS.operationShoppingCart,
    { Type: 'checkout', IDs: [...lineIds] },
    { online: true, fallback: '结算失败' },
  )
  if (!outcome.ok) return outcome
  const checked = checkoutData.safeParse(outcome.data)
  if (checked.success) return { ok: true, data: checked.data, total: outcome.total }
  console.error(
    '[api] OperationShoppingCart checkout: Data is not a checkout result',
    checked.error.issues.slice(0, 3),
  )
  return {
    ok: false,
    message: API_ERROR_MESSAGES.badBody,
    offline: false,
    refused: false,
    notified: false,
  }
}
