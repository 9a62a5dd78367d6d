import type { Envelope } from '@/domain/api/envelope'
import { loginDialogStore } from '@/data/state/app-state'
import { LOGIN_REQUIRED_MESSAGE, NOT_LOGGED_IN_MESSAGE, REQUEST_TIMEOUT_MS } from './constants'
import { type Payload, encodeForm, encodeQuery } from './encode'
import { API_ERROR_MESSAGES, ApiError } from './errors'
import { type RawResponse, apiUrl, messageOf, send, withQuery } from './http'
import { beginLoading } from './loading'
import { notifier } from './notify'

/**
 * The wrapper client of SPEC §7 (120,000,000 ms timeout) with the loading flag of §4 and the
 * error catalogue of §8:
 * - HTTP 2xx with ErrorCode ≠ "0": a message box with Message (none when Message is exactly
 *   请先登录!); the promise still resolves to the envelope so the caller can read it;
 * - HTTP 403: the login dialog opens (loginDialogStore, mode 1, since a 403 means the session is
 *   gone) and the promise rejects with ApiError{kind:'http', status:403, message 请先登录}. The
 *   dialog takes the place of §8's 请先登录 message box: both at once stacked two modals (issue 16);
 * - any other non-2xx status: console.error only, rejection with ApiError{kind:'http', status};
 * - network failure or timeout: no message, rejection with ApiError{kind:'network'|'timeout'};
 *   every failure above turns the loading flag off 500 ms later.
 */
export interface RequestOptions {
  /** A background call: does not turn the loading flag on while other requests are pending. */
  silent?: boolean
  /** POST only: false sends nested fields in bracket notation instead of JSON strings. */
  serialize?: boolean
  signal?: AbortSignal
  /** Extra headers, e.g. X-Client-Id and X-Mutation-Id from the sync engine. */
  headers?: Record<string, string>
  /** false keeps the message boxes of §8 quiet (the sync engine reports on its own). Default true. */
  notify?: boolean
  /** false leaves the loading flag alone entirely (background sync). Default true. */
  loading?: boolean
}

export type RequestPayload = Payload

function envelopeFailure(body: unknown): { message: string } | null {
  if (typeof body !== 'object' || body === null || !('ErrorCode' in body)) return null
  const code = body.ErrorCode
  if (String(code) === '0') return null
  return { message: messageOf(body) ?? '操作失败' }
}

function settle<T>(res: RawResponse, url: string): Envelope<T> {
  if (res.status === 403) {
    if (!loginDialogStore.get().open) loginDialogStore.set({ open: true, mode: 1 })
    throw new ApiError('http', LOGIN_REQUIRED_MESSAGE, { status: 403, body: res.body })
  }
  if (!res.ok) {
    console.error(`[api] ${url} → HTTP ${res.status}`, res.body)
    const message = messageOf(res.body) ?? API_ERROR_MESSAGES.http(res.status)
    throw new ApiError('http', message, { status: res.status, body: res.body })
  }
  if (res.malformed) {
    console.error(`[api] ${url} → not JSON`, res.body)
    throw new ApiError('http', API_ERROR_MESSAGES.badBody, { status: res.status, body: res.body })
  }
  return res.body as Envelope<T>
}

async function run<T>(
  method: 'GET' | 'POST',
  url: string,
  body: { body?: BodyInit; contentType?: string },
  opts: RequestOptions,
): Promise<Envelope<T>> {
  const notify = opts.notify !== false
  const endLoading = opts.loading === false ? () => undefined : beginLoading(opts.silent === true)
  let failed = false
  try {
    const res = await send({
      method,
      url,
      ...body,
      headers: opts.headers,
      signal: opts.signal,
      timeoutMs: REQUEST_TIMEOUT_MS,
    })
    const envelope = settle<T>(res, url)
    const failure = envelopeFailure(envelope)
    if (failure) {
      failed = true
      if (notify && failure.message !== NOT_LOGGED_IN_MESSAGE)
        notifier().messageBox(failure.message)
    }
    return envelope
  } catch (error) {
    failed = !(error instanceof ApiError && error.kind === 'abort')
    throw error
  } finally {
    endLoading(failed)
  }
}

export const request = {
  /** GET with the payload as query parameters (undefined/null left out, objects as JSON). */
  get<T = unknown>(
    url: string,
    params?: RequestPayload,
    opts: RequestOptions = {},
  ): Promise<Envelope<T>> {
    return run<T>('GET', withQuery(apiUrl(url), encodeQuery(params)), {}, opts)
  },
  /**
   * POST as application/x-www-form-urlencoded, each top-level object or array field a JSON
   * string unless opts.serialize === false. A FormData payload (file uploads) is sent as is.
   */
  post<T = unknown>(
    url: string,
    data?: RequestPayload | FormData,
    opts: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const body =
      data instanceof FormData
        ? { body: data }
        : {
            body: encodeForm(data, opts.serialize !== false),
            contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
          }
    return run<T>('POST', apiUrl(url), body, opts)
  },
}
