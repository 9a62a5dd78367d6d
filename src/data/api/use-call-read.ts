import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type ReadableCall,
  type ReadAnswer,
  type ReadData,
  type ReadInput,
  type ReadOptions,
  ReadFailed,
  readCall,
} from './read'

/** What a screen knows about one read: loading, its answer, or why it failed. */
export type ReadState<T> =
  | { status: 'loading' }
  | ({ status: 'ready' } & ReadAnswer<T>)
  | { status: 'error'; offline: boolean; message: string; refused?: boolean }

export type CallReadOptions<D> = Omit<ReadOptions<D>, 'signal'> & {
  /** false waits (no call) until the input is known. */
  enabled?: boolean
}

/**
 * The one read hook for online reads (readCall: quiet, checked, with the offline copy when
 * asked). It reads again whenever the call or its input changes (compared by value) and on
 * reload(); a newer read cancels the older one. `patch` edits the ready data in place (a like).
 */
export function useCallRead<C extends ReadableCall>(
  call: C,
  input: ReadInput<C>,
  options: CallReadOptions<ReadData<C>> = {},
) {
  type D = ReadData<C>
  const [state, setState] = useState<ReadState<D>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef({ call, input, options })
  latest.current = { call, input, options }
  const key = `${call.path}?${JSON.stringify(input ?? {})}`
  const enabled = options.enabled !== false

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const { call: c, input: i, options: o } = latest.current
    setState({ status: 'loading' })
    readCall(c, i, { ...o, signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', ...answer })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const failed =
          error instanceof ReadFailed
            ? error
            : new ReadFailed(o.failed ?? '加载失败', !navigator.onLine)
        setState({
          status: 'error',
          offline: failed.offline,
          message: failed.message,
          ...(failed.refused ? { refused: true } : {}),
        })
      })
    return () => controller.abort()
  }, [key, attempt, enabled])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const patch = useCallback((fn: (data: D) => D) => {
    setState((s) => (s.status === 'ready' ? { ...s, data: fn(s.data) } : s))
  }, [])
  return { state, reload, patch }
}
