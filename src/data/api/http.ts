import { getToken } from '@/data/state/app-state'
import { API_BASE } from './constants'
import { API_ERROR_MESSAGES, ApiError } from './errors'

/**
 * The transport both clients of SPEC §7 share: base path, credentials, X-Token, timeout and
 * cancellation, and reading the answer. It turns transport failures into ApiError
 * (network / timeout / abort) and leaves status handling to each client.
 */
export interface ApiConfig {
  /** '/api' in the app; tests and in-process integration runs point it at an absolute URL. */
  baseUrl: string
  /** null means the global fetch at call time (so tests can stub globalThis.fetch). */
  fetch: typeof fetch | null
}

const defaults: ApiConfig = { baseUrl: API_BASE, fetch: null }
let config: ApiConfig = { ...defaults }

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next }
}

export function resetApiConfig(): void {
  config = { ...defaults }
}

/**
 * Paths are written as SPEC §7 lists them, with or without the base: '/index/GetSum' and
 * '/api/index/GetSum' both go to {base}/index/GetSum. Absolute http(s) URLs pass unchanged.
 */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  const base = config.baseUrl.replace(/\/+$/, '')
  let rest = path.startsWith('/') ? path : `/${path}`
  if (rest === API_BASE || rest.startsWith(`${API_BASE}/`) || rest.startsWith(`${API_BASE}?`)) {
    rest = rest.slice(API_BASE.length)
  }
  return base + rest
}

/** Appends an encoded query string to a URL that may already carry one. */
export function withQuery(url: string, query: string): string {
  if (query === '') return url
  return url + (url.includes('?') ? '&' : '?') + query
}

export interface SendInit {
  method: 'GET' | 'POST'
  url: string
  body?: BodyInit
  contentType?: string
  headers?: Record<string, string>
  signal?: AbortSignal
  timeoutMs: number
}

export interface RawResponse {
  status: number
  ok: boolean
  /** Parsed JSON, or undefined for an empty answer. */
  body: unknown
  /** The answer was not JSON. */
  malformed: boolean
}

export function buildHeaders(
  contentType: string | undefined,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' }
  if (contentType) headers['Content-Type'] = contentType
  const token = getToken()
  if (token) headers['X-Token'] = token
  return { ...headers, ...extra }
}

function parse(text: string): { body: unknown; malformed: boolean } {
  if (text.trim() === '') return { body: undefined, malformed: false }
  try {
    return { body: JSON.parse(text) as unknown, malformed: false }
  } catch {
    return { body: text, malformed: true }
  }
}

/** One HTTP exchange with the timeout; rejects only with ApiError. */
export async function send(init: SendInit): Promise<RawResponse> {
  const { signal } = init
  if (signal?.aborted) throw new ApiError('abort', API_ERROR_MESSAGES.abort)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, init.timeoutMs)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  const doFetch = config.fetch ?? globalThis.fetch
  try {
    const res = await doFetch(init.url, {
      method: init.method,
      credentials: 'include',
      headers: buildHeaders(init.contentType, init.headers),
      body: init.body,
      signal: controller.signal,
    })
    const { body, malformed } = parse(await res.text())
    return { status: res.status, ok: res.ok, body, malformed }
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', API_ERROR_MESSAGES.timeout, { cause: error })
    if (signal?.aborted) throw new ApiError('abort', API_ERROR_MESSAGES.abort, { cause: error })
    throw new ApiError('network', API_ERROR_MESSAGES.network, { cause: error })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** The Message of an envelope-shaped body, if any. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('Message' in body)) return undefined
  const message = body.Message
  return typeof message === 'string' && message !== '' ? message : undefined
}
