import type { Envelope } from '@/domain/api/envelope'
import type { AnyCall, CallInput } from '@/domain/api/registry/define'
import { userMessage } from '@/lib/user-message'
import { CallRefused, checkEnvelope, failureMessage, sendCall } from './call-api'
import { isApiError } from './errors'
import type { RequestOptions, RequestPayload } from './request'

/** What a read needs of its call: a registry call, or a light one for the first-load chunk. */
export interface DataCheck<D> {
  safeParse(
    value: unknown,
  ): { success: true; data: D } | { success: false; error: { issues: readonly unknown[] } }
}
export interface ReadableCall<D = unknown> {
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly multipart: boolean
  readonly data: DataCheck<D>
}
export type ReadInput<C> = C extends AnyCall ? CallInput<C> : RequestPayload | undefined
export type ReadData<C> = C extends ReadableCall<infer D> ? D : never

/**
 * A call checked by a hand-written guard instead of its zod schema: the home screen's reads, so
 * that the first-load chunk of /newIndex does not carry zod (the server checks the same Data
 * with the registry's schemas).
 */
export function guardedCall<D>(
  path: string,
  guard: (value: unknown) => value is D,
): ReadableCall<D> {
  return {
    method: 'GET',
    path,
    multipart: false,
    data: {
      safeParse: (value) =>
        guard(value) ? { success: true, data: value } : { success: false, error: { issues: [] } },
    },
  }
}

/** A read's answer; cachedAt is set when it is the offline copy (ms since epoch, when fetched). */
export interface ReadAnswer<D> {
  data: D
  total: number
  cachedAt?: number
}

/** Why a read failed, in the words the screen shows. */
export class ReadFailed extends Error {
  override readonly name = 'ReadFailed'
  constructor(
    message: string,
    /** No answer and no offline copy. */
    readonly offline: boolean,
    /** The server answered and refused (bad or unknown id): trying again gives the same answer. */
    readonly refused = false,
  ) {
    super(message)
  }
}

export const NO_OFFLINE_COPY_MESSAGE = '当前离线，本机还没有这部分数据的离线副本'

export interface ReadMessages {
  /** No network and no offline copy. */
  offline?: string
  /** Anything else without a message of its own (a refusal without Message). */
  failed?: string
  /** Data that does not match the call's schema (logged; default 服务器返回的数据格式不正确). */
  badData?: string
}

export interface ReadOptions<D> extends ReadMessages {
  /** Keep each good answer in IndexedDB and answer from that copy when the network fails. */
  offlineCopy?: boolean
  /** Offline without a copy of this very read: build an answer from other copies. */
  offlineAnswer?: () => Promise<ReadAnswer<D>>
  signal?: AbortSignal
  request?: RequestOptions
}

/** The key of one read in the local copy: the call (any case, without /api) and its query. */
export const cacheKey = (path: string, params?: unknown) =>
  `${cacheKeyPrefix(path)}${JSON.stringify(params ?? {})}`

/** The start shared by every key of one call, whatever its query (for reading all its copies). */
export const cacheKeyPrefix = (path: string) => `${path.replace(/^\/api/i, '').toLowerCase()}?`

// Loaded on demand so that the IndexedDB store stays out of the first-load chunk of /newIndex;
// the service worker precaches that chunk, so the fallback works offline too.
const copies = () => import('../repositories/home-cache')

const isNetworkFailure = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')

async function storedCopy<C extends ReadableCall>(
  call: C,
  key: string,
): Promise<ReadAnswer<ReadData<C>> | undefined> {
  const hit = await copies()
    .then((m) => m.loadCached(key))
    .catch(() => undefined)
  if (!hit) return undefined
  const parsed = call.data.safeParse((hit.data as Partial<Envelope> | null)?.Data)
  if (!parsed.success) return undefined
  return {
    data: parsed.data as ReadData<C>,
    total: (hit.data as Partial<Envelope>).Total ?? 0,
    cachedAt: hit.fetchedAt,
  }
}

/**
 * The one online read: a registry call made quietly (no loading flag, no message box: the screen
 * says what went wrong in place), its Data checked against the call's schema; with offlineCopy,
 * a good answer is kept locally and a network failure answers from that copy. Rejects only with
 * ReadFailed, whose message is for the user.
 */
export async function readCall<C extends ReadableCall>(
  call: C,
  input: ReadInput<C>,
  options: ReadOptions<ReadData<C>> = {},
): Promise<ReadAnswer<ReadData<C>>> {
  const requestOptions: RequestOptions = {
    silent: true,
    notify: false,
    loading: false,
    signal: options.signal,
    ...options.request,
  }
  const offlineMessage = options.offline ?? NO_OFFLINE_COPY_MESSAGE
  const key = cacheKey(call.path, input)
  try {
    const envelope = await sendCall(call as unknown as AnyCall, input as never, requestOptions)
    const { data, total } = checkEnvelope(call as unknown as AnyCall, envelope, requestOptions)
    if (options.offlineCopy) {
      copies()
        .then((m) => m.storeCached(key, envelope))
        .catch((error: unknown) =>
          console.warn('Could not keep an offline copy of', call.path, error),
        )
    }
    return { data: data as ReadData<C>, total: total ?? 0 }
  } catch (error) {
    if (error instanceof CallRefused)
      throw new ReadFailed(error.message || (options.failed ?? '加载失败'), false, true)
    if (isApiError(error) && error.kind === 'http' && error.status === 200 && options.badData)
      throw new ReadFailed(options.badData, false)
    if (!isNetworkFailure(error)) {
      throw new ReadFailed(
        isApiError(error)
          ? failureMessage(error, options.failed)
          : userMessage(error, options.failed ?? '加载失败'),
        false,
      )
    }
    const copy = options.offlineCopy ? await storedCopy(call, key) : undefined
    if (copy) return copy
    if (options.offlineAnswer) {
      try {
        return await options.offlineAnswer()
      } catch {
        throw new ReadFailed(offlineMessage, true)
      }
    }
    throw new ReadFailed(offlineMessage, true)
  }
}

/** "离线数据，更新于 2025/1/2 10:00:00": what every screen says over an offline copy. */
export function offlineCopyText(cachedAt: number): string {
  return `离线数据，更新于 ${new Date(cachedAt).toLocaleString('zh-CN', { hour12: false })}`
}
