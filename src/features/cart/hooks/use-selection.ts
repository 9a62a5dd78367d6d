import { useEffect, useMemo, useRef, useState } from 'react'
import type { Flag } from '@/domain/projects/model'
import { selectAllLines, setLineSelected, type CartLine } from '@/data/repositories/cart'
import { onAppDb } from '@/data/app-db'

interface Pending {
  flag: Flag
  /** The write has been stored (the live query may still show the old value for a moment). */
  stored: boolean
}

/**
 * The checkboxes show the user's click at once and keep showing it until the stored line agrees.
 * A click in the first seconds after opening the app waits for its write behind the first
 * sync's pull transactions (they hold the cart table); meanwhile the controlled checkbox showed
 * the stored, old value, so the click looked reverted by the sync, and clicking again undid it.
 */
export function useSelection(stored: CartLine[] | undefined, onError: (error: unknown) => void) {
  const [pending, setPending] = useState<ReadonlyMap<string, Pending>>(new Map())
  // A write may settle after the screen has gone (the user left the cart): nothing to mark then.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (!stored) return
    setPending((prev) => {
      const next = new Map(prev)
      for (const line of stored) {
        const p = next.get(line.id)
        if (p?.stored === true && p.flag === line.Selected) next.delete(line.id)
      }
      return next.size === prev.size ? prev : next
    })
  }, [stored])

  const lines = useMemo(
    () =>
      stored?.map((l) => {
        const p = pending.get(l.id)
        return p === undefined ? l : { ...l, Selected: p.flag }
      }),
    [stored, pending],
  )

  function write(ids: readonly string[], flag: Flag, op: () => Promise<void>) {
    const mark = (update: (id: string, next: Map<string, Pending>) => void) =>
      mounted.current &&
      setPending((prev) => {
        const next = new Map(prev)
        for (const id of ids) update(id, next)
        return next
      })
    mark((id, next) => next.set(id, { flag, stored: false }))
    op().then(
      () => mark((id, next) => next.get(id)?.flag === flag && next.set(id, { flag, stored: true })),
      (error: unknown) => {
        mark((id, next) => next.delete(id))
        onError(error)
      },
    )
  }

  return {
    lines,
    select: (id: string, on: boolean) =>
      write([id], on ? 1 : 0, () => onAppDb(setLineSelected)(id, on)),
    selectAll: (on: boolean) =>
      write(
        (stored ?? []).map((l) => l.id),
        on ? 1 : 0,
        () => onAppDb(selectAllLines)(on),
      ),
  }
}
