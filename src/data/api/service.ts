import { SERVICE_TIMEOUT_MS } from './constants'
import { type Payload, encodeQuery } from './encode'
import { API_ERROR_MESSAGES, ApiError } from './errors'
import { apiUrl, messageOf, send, withQuery } from './http'

/**
 * The 5000 ms client of SPEC §7 for quick calls (the login dialog's account calls). It resolves
 * to the parsed body whatever its ErrorCode, so the caller shows Message in its own place
 * (§8: the dialog's message line); it does not drive the global loading flag or message boxes.
 * It rejects with an ApiError carrying a Chinese message on a network failure (网络连接失败…),
 * a timeout (请求超时…), a cancellation or a non-2xx status.
 */
export interface ServiceOptions {
  headers?: Record<string, string>
  signal?: AbortSignal
}

async function exchange<T>(
  method: 'GET' | 'POST',
  url: string,
  json: unknown,
  opts: ServiceOptions,
): Promise<T> {
  const res = await send({
    method,
    url,
    ...(method === 'POST'
      ? { body: JSON.stringify(json ?? {}), contentType: 'application/json;charset=UTF-8' }
      : {}),
    headers: opts.headers,
    signal: opts.signal,
    timeoutMs: SERVICE_TIMEOUT_MS,
  })
  if (!res.ok) {
    throw new ApiError('http', messageOf(res.body) ?? API_ERROR_MESSAGES.http(res.status), {
      status: res.status,
      body: res.body,
    })
  }
  if (res.malformed)
    throw new ApiError('http', API_ERROR_MESSAGES.badBody, { status: res.status, body: res.body })
  return res.body as T
}

export const service = {
  /** GET with params as query parameters (same encoding as the wrapper). */
  get<T = unknown>(url: string, params?: Payload, opts: ServiceOptions = {}): Promise<T> {
    return exchange<T>('GET', withQuery(apiUrl(url), encodeQuery(params)), undefined, opts)
  },
  /** POST with a JSON body. */
  post<T = unknown>(url: string, data?: unknown, opts: ServiceOptions = {}): Promise<T> {
    return exchange<T>('POST', apiUrl(url), data, opts)
  },
}
