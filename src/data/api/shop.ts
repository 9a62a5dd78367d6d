import { useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { isSuccess, type Envelope } from '@/domain/api/envelope'
import {
  authorData,
  bottomListData,
  checkoutData,
  collectionData,
  rightListData,
  searchData,
  setThumbsData,
  templateCard,
  templateDetail,
  templateListData,
  type AuthorData,
  type BottomListData,
  type CheckoutData,
  type CollectionData,
  type SearchData,
  type SetThumbsData,
  type TemplateCard,
  type TemplateDetail,
  type TemplateListQuery,
} from '@/domain/api/shop'
import { filterTemplates, mergeCards, searchTemplates } from '@/domain/shop/filter'
import { cachedGet, cacheKeyPrefix } from '@/data/cached-get'
import { loadCachedWithPrefixes } from '@/data/repositories/home-cache'
import { isApiError } from './errors'
import { request } from './request'
import { userMessage } from '@/lib/user-message'

/**
 * The trading centre's calls (docs/api-shop.md has the server side). Reads go through cachedGet:
 * online they come from the server and are kept in IndexedDB; offline the list and the search
 * are answered by filtering every cached template list in memory (src/domain/shop/filter.ts),
 * and the other reads by their own last copy. Likes, collections and checkout need the network.
 */
export const SHOP_CALLS = {
  list: '/api/SjyqList/GetProjectList',
  newest: '/api/Index/GetNewProjectList',
  search: '/api/Shop/Search',
  detail: '/api/Shop/GetProjectInfo',
  right: '/api/Shop/GetRightList',
  bottom: '/api/Shop/GettButtomList',
  author: '/api/Shop/GetAuthor',
  thumbs: '/api/Shop/SetBroThumbs',
  collect: '/api/Shop/EscCollection',
  cart: '/api/ProjectAndTemplate/OperationShoppingCart',
} as const

export const NEED_NETWORK_MESSAGE = '需要联网：当前离线，请连接网络后再试'
export const NO_OFFLINE_COPY_MESSAGE = '当前离线，本机还没有这部分数据的离线副本'
const BAD_DATA_MESSAGE = '服务器返回的数据格式不正确'

/** A read's answer; cachedAt is set when it is the offline copy (ms since epoch, when fetched). */
export interface ShopRead<T> {
  data: T
  total: number
  cachedAt?: number
}

/** Why a shop call failed; `notified` when the request wrapper already showed a message box. */
export class ShopError extends Error {
  override readonly name = 'ShopError'
  constructor(
    message: string,
    readonly offline: boolean,
    readonly notified = false,
    /** The server answered and refused (bad or unknown id): trying again gives the same answer. */
    readonly refused = false,
  ) {
    super(message)
  }
}

const isNetworkFailure = (e: unknown) => isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data)
  if (!result.success) throw new ShopError(BAD_DATA_MESSAGE, false)
  return result.data
}

async function read<T>(url: string, params: Record<string, unknown>, schema: z.ZodType<T>, signal?: AbortSignal): Promise<ShopRead<T>> {
  let answer: Awaited<ReturnType<typeof cachedGet<unknown>>>
  try {
    answer = await cachedGet<unknown>(url, params, { silent: true, notify: false, loading: false, signal })
  } catch (error) {
    if (isNetworkFailure(error)) throw new ShopError(NO_OFFLINE_COPY_MESSAGE, true)
    throw new ShopError(userMessage(error, '加载失败'), false)
  }
  const { envelope, cachedAt } = answer
  if (!isSuccess(envelope)) throw new ShopError(envelope.Message || '加载失败', false, false, true)
  return { data: parse(schema, envelope.Data), total: envelope.Total ?? 0, cachedAt }
}

// Every cached answer that holds template cards, and where the cards sit in its Data.
const CARD_SOURCES = [SHOP_CALLS.list, SHOP_CALLS.newest, SHOP_CALLS.search, SHOP_CALLS.author, SHOP_CALLS.right, SHOP_CALLS.bottom, SHOP_CALLS.detail]

function cardsIn(data: unknown): unknown[] {
  if (Array.isArray(data)) return data
  if (typeof data !== 'object' || data === null) return []
  const d = data as Record<string, unknown>
  const lists = ['Templates', 'ByAuthor', 'Similar'].flatMap((k) => (Array.isArray(d[k]) ? (d[k] as unknown[]) : []))
  // A template detail is itself a card (plus more fields, which parsing drops).
  return typeof d['ID'] === 'string' ? [data, ...lists] : lists
}

/** All template cards this browser has seen, one per ID (the newest copy), and when they were fetched. */
export async function localTemplateCards(): Promise<{ cards: TemplateCard[]; fetchedAt: number }> {
  const records = await loadCachedWithPrefixes(CARD_SOURCES.map(cacheKeyPrefix))
  if (records.length === 0) throw new ShopError(NO_OFFLINE_COPY_MESSAGE, true)
  records.sort((a, b) => a.fetchedAt - b.fetchedAt)
  const lists = records.map((r) =>
    cardsIn((r.data as Partial<Envelope> | null)?.Data).flatMap((item) => {
      const card = templateCard.safeParse(item)
      return card.success ? [card.data] : []
    }),
  )
  return { cards: mergeCards(lists), fetchedAt: records.at(-1)?.fetchedAt ?? Date.now() }
}

/** Offline answers are built from the local copy whenever the network is unreachable. */
async function orLocal<T>(online: () => Promise<ShopRead<T>>, local: (cards: TemplateCard[]) => ShopRead<T>): Promise<ShopRead<T>> {
  try {
    return await online()
  } catch (error) {
    if (!(error instanceof ShopError && error.offline)) throw error
    const { cards, fetchedAt } = await localTemplateCards()
    return { ...local(cards), cachedAt: fetchedAt }
  }
}

/** GET /api/SjyqList/GetProjectList: released templates, filtered, sorted and paged. */
export function fetchTemplateList(query: TemplateListQuery, signal?: AbortSignal): Promise<ShopRead<TemplateCard[]>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''))
  return orLocal(
    () => read(SHOP_CALLS.list, params, templateListData, signal),
    (cards) => {
      const { rows, total } = filterTemplates(
        cards,
        { type: query.Type, city: query.City, year: query.Year, areaMin: query.AreaMin, areaMax: query.AreaMax, name: query.Name },
        query.Sort ?? (query.Name ? 'relevance' : 'newest'),
        { index: query.PageIndex, size: query.PageSize },
      )
      return { data: rows, total }
    },
  )
}

/** GET /api/Shop/Search: the three groups of the header search. */
export function fetchSearch(name: string, size = 8, signal?: AbortSignal): Promise<ShopRead<SearchData>> {
  return orLocal(
    () => read(SHOP_CALLS.search, { Name: name, Size: size }, searchData, signal),
    (cards) => {
      const data = searchTemplates(cards, name, size)
      return { data, total: data.TemplateTotal }
    },
  )
}

export function fetchTemplateDetail(id: string, signal?: AbortSignal): Promise<ShopRead<TemplateDetail>> {
  return read(SHOP_CALLS.detail, { ID: id }, templateDetail, signal)
}

export function fetchRightList(id: string, signal?: AbortSignal): Promise<ShopRead<TemplateCard[]>> {
  return read(SHOP_CALLS.right, { ID: id }, rightListData, signal)
}

export function fetchBottomList(id: string, signal?: AbortSignal): Promise<ShopRead<BottomListData>> {
  return read(SHOP_CALLS.bottom, { ID: id }, bottomListData, signal)
}

/** GET /api/Shop/GetAuthor: the author's figures and one page of their released templates. */
export function fetchAuthor(id: string, page: { index: number; size: number }, signal?: AbortSignal): Promise<ShopRead<AuthorData>> {
  return read(SHOP_CALLS.author, { ID: id, PageIndex: page.index, PageSize: page.size }, authorData, signal)
}

/**
 * An online-only action. Server refusals were already shown by the wrapper's message box
 * (403 also opens the login dialog), so they come back as notified errors.
 */
async function act<T>(send: () => Promise<Envelope<unknown>>, schema: z.ZodType<T>): Promise<T> {
  if (!navigator.onLine) throw new ShopError(NEED_NETWORK_MESSAGE, true)
  let envelope: Envelope<unknown>
  try {
    envelope = await send()
  } catch (error) {
    if (isNetworkFailure(error)) throw new ShopError(NEED_NETWORK_MESSAGE, true)
    const status = isApiError(error) ? error.status : undefined
    throw new ShopError(userMessage(error, '操作失败'), false, status === 403)
  }
  if (!isSuccess(envelope)) throw new ShopError(envelope.Message || '操作失败', false, true)
  return parse(schema, envelope.Data)
}

/** GET /api/Shop/SetBroThumbs: like or unlike (idempotent per user). */
export function setThumbs(id: string, like: boolean): Promise<SetThumbsData> {
  return act(() => request.get(SHOP_CALLS.thumbs, { ID: id, Type: like ? 'like' : 'unlike' }), setThumbsData)
}

/** GET /api/Shop/EscCollection: collect or cancel (idempotent per user). */
export function setCollected(id: string, collect: boolean): Promise<CollectionData> {
  return act(() => request.get(SHOP_CALLS.collect, { ID: id, Type: collect ? 'collect' : 'cancel' }), collectionData)
}

/** POST OperationShoppingCart Type checkout: copies the templates of these lines into my projects. */
export function checkoutCart(lineIds: readonly string[]): Promise<CheckoutData> {
  return act(() => request.post(SHOP_CALLS.cart, { Type: 'checkout', IDs: [...lineIds] }), checkoutData)
}

/** "离线数据，更新于 2025/1/2 10:00:00": what every screen says over an offline copy. */
export function offlineCopyText(cachedAt: number): string {
  return `离线数据，更新于 ${new Date(cachedAt).toLocaleString('zh-CN', { hour12: false })}`
}

/** What a screen knows about one read: loading, its answer, or why it failed. */
export type ReadState<T> =
  | { status: 'loading' }
  | ({ status: 'ready' } & ShopRead<T>)
  | { status: 'error'; offline: boolean; message: string; refused?: boolean }

/**
 * Runs `load` whenever `key` changes (the screens build the key from their query) and on
 * reload(); a newer run cancels the older one. `patch` edits the ready data in place (a like).
 */
export function useShopRead<T>(key: string, load: (signal: AbortSignal) => Promise<ShopRead<T>>) {
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    loadRef
      .current(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', ...answer })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const offline = error instanceof ShopError ? error.offline : !navigator.onLine
        const refused = error instanceof ShopError && error.refused
        setState({ status: 'error', offline, message: userMessage(error, '加载失败'), ...(refused ? { refused } : {}) })
      })
    return () => controller.abort()
  }, [key, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const patch = useCallback((fn: (data: T) => T) => {
    setState((s) => (s.status === 'ready' ? { ...s, data: fn(s.data) } : s))
  }, [])
  return { state, reload, patch }
}

