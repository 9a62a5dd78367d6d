import { vi } from 'vitest'

/**
 * Test support: replaces globalThis.fetch with a handler and records what the clients sent.
 * Only test files import this module.
 */
export interface SentRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
  credentials: RequestCredentials | undefined
  signal: AbortSignal | undefined
}

export type FetchHandler = (req: SentRequest) => Response | Promise<Response>

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

export function envelope(data: unknown, ErrorCode = '0', Message = ''): Response {
  return json({ ErrorCode, Message, Data: data })
}

/** A fetch that never answers and rejects like the real one when its signal aborts. */
export function hangingUntilAborted(req: SentRequest): Promise<Response> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
    if (req.signal?.aborted) abort()
    else req.signal?.addEventListener('abort', abort)
  })
}

export function stubFetch(handler: FetchHandler): SentRequest[] {
  const sent: SentRequest[] = []
  const fake = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value
    })
    const req: SentRequest = {
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    }
    sent.push(req)
    return Promise.resolve().then(() => handler(req))
  }
  vi.stubGlobal('fetch', vi.fn(fake))
  return sent
}

/** A response the test releases when it wants. */
export function deferred(): {
  promise: Promise<Response>
  resolve: (r: Response) => void
  reject: (e: unknown) => void
} {
  let resolve!: (r: Response) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<Response>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
