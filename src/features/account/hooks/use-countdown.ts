import * as React from 'react'

/**
 * A one-second countdown driven by setInterval (so tests can use vi.useFakeTimers()). `onExpire`
 * runs once when it reaches 0; unmounting stops it without calling onExpire.
 */
export function useCountdown(onExpire: () => void) {
  const [remaining, setRemaining] = React.useState(0)
  const timerRef = React.useRef<ReturnType<typeof setInterval> | null>(null)
  const expireRef = React.useRef(onExpire)

  React.useEffect(() => {
    expireRef.current = onExpire
  }, [onExpire])

  const stop = React.useCallback(() => {
    if (timerRef.current !== null) clearInterval(timerRef.current)
    timerRef.current = null
  }, [])

  const start = React.useCallback(
    (seconds: number) => {
      stop()
      let left = seconds
      setRemaining(left)
      timerRef.current = setInterval(() => {
        left -= 1
        setRemaining(left)
        if (left <= 0) {
          stop()
          expireRef.current()
        }
      }, 1000)
    },
    [stop],
  )

  React.useEffect(() => stop, [stop])

  return { remaining, running: remaining > 0, start, stop }
}
