/**
 * Keyboard (and pointer) reordering of a list, as a pure reducer: Space picks an item up, the
 * arrows move it, Space drops it, Escape puts it back. Each step says what happened in Chinese
 * for the aria-live region. `drop` reports where the item ended up so the caller can save it.
 */
export interface SortItem {
  id: string
  name: string
}

export interface SortState {
  order: string[]
  /** The item being moved, and where it started. */
  grabbed: { id: string; from: number } | null
  announcement: string
}

export type SortAction =
  | { type: 'sync'; ids: string[] }
  | { type: 'pickup'; id: string }
  | { type: 'move'; delta: number }
  | { type: 'moveTo'; index: number }
  | { type: 'drop' }
  | { type: 'cancel' }

export interface SortResult {
  state: SortState
  /** Set by a drop that changed the position: save `id` at `index`. */
  moved?: { id: string; index: number }
}

export const initialSort = (ids: string[]): SortState => ({
  order: ids,
  grabbed: null,
  announcement: '',
})

const label = (names: ReadonlyMap<string, string>, id: string) =>
  `“${names.get(id) || '未命名单项'}”`

function place(order: readonly string[], id: string, index: number): string[] {
  const rest = order.filter((x) => x !== id)
  const at = Math.max(0, Math.min(index, rest.length))
  return [...rest.slice(0, at), id, ...rest.slice(at)]
}

export function sortReducer(
  state: SortState,
  action: SortAction,
  names: ReadonlyMap<string, string>,
): SortResult {
  const n = state.order.length
  switch (action.type) {
    case 'sync':
      // New data from the database; keep a drag in progress where the user has it.
      if (state.grabbed) return { state }
      return { state: { ...state, order: action.ids } }
    case 'pickup': {
      const from = state.order.indexOf(action.id)
      if (from < 0) return { state }
      return {
        state: {
          ...state,
          grabbed: { id: action.id, from },
          announcement: `已拿起${label(names, action.id)}，当前第 ${from + 1} 项，共 ${n} 项。用上下方向键移动，空格键放下，Esc 键取消。`,
        },
      }
    }
    case 'move':
    case 'moveTo': {
      if (!state.grabbed) return { state }
      const { id } = state.grabbed
      const current = state.order.indexOf(id)
      const target = Math.max(
        0,
        Math.min(n - 1, action.type === 'move' ? current + action.delta : action.index),
      )
      if (target === current)
        return {
          state:
            action.type === 'move'
              ? { ...state, announcement: target === 0 ? '已在第一项' : '已在最后一项' }
              : state,
        }
      return {
        state: {
          ...state,
          order: place(state.order, id, target),
          announcement: `${label(names, id)}移到第 ${target + 1} 项，共 ${n} 项`,
        },
      }
    }
    case 'drop': {
      if (!state.grabbed) return { state }
      const { id, from } = state.grabbed
      const index = state.order.indexOf(id)
      const next: SortState = {
        ...state,
        grabbed: null,
        announcement: `${label(names, id)}已放在第 ${index + 1} 项`,
      }
      return index === from ? { state: next } : { state: next, moved: { id, index } }
    }
    case 'cancel': {
      if (!state.grabbed) return { state }
      const { id, from } = state.grabbed
      return {
        state: {
          order: place(state.order, id, from),
          grabbed: null,
          announcement: `已取消移动，${label(names, id)}回到第 ${from + 1} 项`,
        },
      }
    }
  }
}
