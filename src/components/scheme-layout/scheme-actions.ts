import { useEffect, useRef } from 'react'
import { createStore, useStore } from '@/data/state/store'

/**
 * What the header's 保存, 导出 and 刷新 do on the current benchmark screen. Screens register
 * their handlers with useSchemeActions; an icon without a handler is disabled (刷新 then falls
 * back to re-mounting the screen).
 */
export interface SchemeActions {
  onSave?: () => void | Promise<void>
  onExport?: () => void | Promise<void>
  onRefresh?: () => void | Promise<void>
}

export const schemeActionsStore = createStore<SchemeActions>({})

export function useRegisteredSchemeActions(): SchemeActions {
  return useStore(schemeActionsStore)
}

/** Registers the screen's handlers while it is mounted; the latest closures are always called. */
export function useSchemeActions(actions: SchemeActions): void {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  const hasSave = actions.onSave !== undefined
  const hasExport = actions.onExport !== undefined
  const hasRefresh = actions.onRefresh !== undefined
  useEffect(() => {
    schemeActionsStore.set({
      onSave: hasSave ? () => latest.current.onSave?.() : undefined,
      onExport: hasExport ? () => latest.current.onExport?.() : undefined,
      onRefresh: hasRefresh ? () => latest.current.onRefresh?.() : undefined,
    })
    return () => schemeActionsStore.set({})
  }, [hasSave, hasExport, hasRefresh])
}
