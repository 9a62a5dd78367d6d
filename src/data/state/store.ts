import { useSyncExternalStore } from 'react'

/** A tiny external store: the client state of SPEC §3 lives in a few of these. */
export interface Store<T> {
  get: () => T
  set: (next: T | ((prev: T) => T)) => void
  subscribe: (listener: () => void) => () => void
}

export function createStore<T>(initial: T, onChange?: (value: T) => void): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(value) : next
      if (Object.is(resolved, value)) return
      value = resolved
      onChange?.(value)
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

export function useStoreSelector<T, S>(store: Store<T>, select: (value: T) => S): S {
  const get = () => select(store.get())
  return useSyncExternalStore(store.subscribe, get, get)
}
