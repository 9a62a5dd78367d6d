import { isSuccess, type Envelope } from '@/domain/api/envelope'
import { isApiError } from './api/errors'
import { request, type RequestOptions } from './api/request'

/** A read that falls back to the last good answer stored in IndexedDB when the network fails. */
export interface CachedResult<T> {
  envelope: Envelope<T>
  /** Set when the envelope came from the local copy: when it was fetched (ms since epoch). */
  cachedAt?: number
}

/** The key of one read in the local copy: the call (any case, without /api) and its query. */
export const cacheKey = (url: string, params?: Record<string, unknown>) => `${cacheKeyPrefix(url)}${JSON.stringify(params ?? {})}`

/** The start shared by every key of one call, whatever its query (for reading all its copies). */
export const cacheKeyPrefix = (url: string) => `${url.replace(/^\/api/i, '').toLowerCase()}?`

function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

// Dexie is loaded on demand so that it stays out of the first-load chunk of /newIndex; the
// service worker precaches that chunk, so the fallback works offline too.
const cacheStore = () => import('./repositories/home-cache')

/**
 * GET through the wrapper client; a successful answer is stored locally, and a network failure
 * answers from the stored copy (or rethrows when there is none).
 */
export async function cachedGet<T>(
  url: string,
  params?: Record<string, unknown>,
  options?: RequestOptions,
): Promise<CachedResult<T>> {
  const key = cacheKey(url, params)
  try {
    const envelope = await request.get<T>(url, params, options)
    if (isSuccess(envelope)) {
      cacheStore()
        .then((m) => m.storeCached(key, envelope))
        .catch((error: unknown) => console.warn('Could not keep an offline copy of', url, error))
    }
    return { envelope }
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const hit = await cacheStore()
      .then((m) => m.loadCached(key))
      .catch(() => undefined)
    if (!hit) throw error
    return { envelope: hit.data as Envelope<T>, cachedAt: hit.fetchedAt }
  }
}
