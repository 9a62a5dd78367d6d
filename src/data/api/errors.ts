/** Why a call failed: no answer, too slow, a non-2xx answer, or cancelled by the caller. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'abort'

/** User-facing messages of transport failures (Chinese, shown as they are). */
export const API_ERROR_MESSAGES = {
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  abort: '请求已取消',
  badBody: '服务器返回的数据格式不正确',
  http: (status: number) => `请求失败（${status}）`,
} as const

/**
 * The rejection of both clients. `status` is set for kind 'http'; `body` holds the parsed
 * answer when the server sent one (our server answers errors with an envelope).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly body: unknown

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.kind = kind
    this.status = options.status
    this.body = options.body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
