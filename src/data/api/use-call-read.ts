import { useCallback, useEffect, useRef, useState } from 'react'
import { type ReadableCall, type ReadAnswer, type ReadData, type ReadInput, type ReadOptions, ReadFailed, readCall } from './read'

/** What a screen knows about one read: loading, its answer, or why it failed. */
export type ReadState<T> =
  | { status: 'loading' }
  | ({ status: 'ready' } & ReadAnswer<T>)
  | { status: 'error'; offline: boolean; message: string; refused?: boolean }

export type CallReadOptions<D> = Omit<ReadOptions<D>, 'signal'> & {
  /** false waits (no call) until the input is known. */
  enabled?: boolean
}

const EARLY_READ_TTL_MS = 30_000
const earlyReads = new Map<string, { answer: Promise<ReadAnswer<unknown>>; startedAt: number }>()
const readKey = (call: ReadableCall, input: unknown) => `${call.path}?${JSON.stringify(input ?? {})}`

/**
 * Starts a read before its screen renders (issue 16): a route loader calls it while the router
 * resolves the page, so the request goes out beside the screen's code instead of after the first
 * render and commit. The screen's useCallRead of the same call and input then takes the answer
 * over (once, within 30 s); otherwise it reads as usual.
 */
export function startRead<C extends ReadableCall>(call: C, input: ReadInput<C>, options: CallReadOptions<ReadData<C>> = {}): void {
  const key = readKey(call, input)
  const now = Date.now()
  const held = earlyReads.get(key)
  if (held && now - held.startedAt < EARLY_READ_TTL_MS) return
  const answer = readCall(call, input, options) as Promise<ReadAnswer<unknown>>
  // Handled where it is taken over; an answer nobody takes must not count as unhandled.
  answer.catch(() => undefined)
  earlyReads.set(key, { answer, startedAt: now })
}

function takeEarlyRead(key: string): Promise<ReadAnswer<unknown>> | undefined {
  const held = earlyReads.get(key)
  earlyReads.delete(key)
  return held && Date.now() - held.startedAt < EARLY_READ_TTL_MS ? held.answer : undefined
}

/**
 * The one read hook for online reads (readCall: quiet, checked, with the offline copy when
 * asked). It reads again whenever the call or its input changes (compared by value) and on
 * reload(); a newer read cancels the older one. `patch` edits the ready data in place (a like).
 */
export function useCallRead<C extends ReadableCall>(call: C, input: ReadInput<C>, options: CallReadOptions<ReadData<C>> = {}) {
  type D = ReadData<C>
  const [state, setState] = useState<ReadState<D>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef({ call, input, options })
  latest.current = { call, input, options }
  const key = readKey(call, input)
  const enabled = options.enabled !== false

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const { call: c, input: i, options: o } = latest.current
    setState({ status: 'loading' })
    // The first read of a key may already be under way (startRead in the route's loader).
    const early = attempt === 0 ? (takeEarlyRead(key) as Promise<ReadAnswer<D>> | undefined) : undefined
    const answer = early ?? readCall(c, i, { ...o, signal: controller.signal })
    answer
      .then((answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', ...answer })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const failed = error instanceof ReadFailed ? error : new ReadFailed(o.failed ?? '加载失败', !navigator.onLine)
        setState({ status: 'error', offline: failed.offline, message: failed.message, ...(failed.refused ? { refused: true } : {}) })
      })
    return () => controller.abort()
  }, [key, attempt, enabled])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const patch = useCallback((fn: (data: D) => D) => {
    setState((s) => (s.status === 'ready' ? { ...s, data: fn(s.data) } : s))
  }, [])
  return { state, reload, patch }
}
