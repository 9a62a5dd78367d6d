import { useCallback, useEffect, useState } from 'react'
import { ReadFailed, readCall } from '@/data/api/read'
import { onAppDb } from '@/data/app-db'
import { localData, type LocalData } from '@/data/repositories/local-data'
import { HOME_CALLS } from '@/domain/api/calls/home'

export { useSyncStatus } from '@/data/sync'
export { sessionStore } from '@/data/state/app-state'
export { useStore } from '@/data/state/store'
export { useOnline } from '@/data/state/use-online'
export type { LocalData }

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string }

/** This device's data for 测试页, read once and again on reload() (the numbers are a snapshot). */
export function useLocalData(userId: string | null) {
  const [state, setState] = useState<Loaded<LocalData>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!userId) return
    let live = true
    setState({ status: 'loading' })
    onAppDb(localData)().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('测试页: reading the local data failed', error)
        if (live) setState({ status: 'error', message: '读取本机数据失败，请刷新页面后重试' })
      },
    )
    return () => {
      live = false
    }
  }, [userId, attempt])
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) }
}

export type ServerCheck = { ok: true; ms: number } | { ok: false; message: string }

/** One request to the server (the home page's counts, public): how long it took, or why it failed. */
export async function checkServer(): Promise<ServerCheck> {
  const started = performance.now()
  try {
    await readCall(
      HOME_CALLS.getSum,
      {},
      { failed: '服务器没有正常应答', offline: '当前离线，无法连接服务器' },
    )
    // eslint-disable-next-line guard/money -- milliseconds, not money
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      ok: false,
      message: error instanceof ReadFailed ? error.message : '服务器没有正常应答',
    }
  }
}

export interface DeviceFacts {
  /** Bytes used and allowed for this site, when the browser tells. */
  storage: { usage: number; quota: number } | null
  /** A service worker controls the page: the app opens without a network. */
  offlineReady: boolean
}

export async function deviceFacts(): Promise<DeviceFacts> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return {
    storage:
      estimate && typeof estimate.usage === 'number' && typeof estimate.quota === 'number'
        ? { usage: estimate.usage, quota: estimate.quota }
        : null,
    offlineReady: Boolean(navigator.serviceWorker?.controller),
  }
}
