import { useLiveQuery } from 'dexie-react-hooks'
import { listCartLines, removeFromCart, type CartLine } from '@/data/repositories/cart'
import { onAppDb } from '@/data/app-db'

export type { CartLine }

/** The cart's lines, live (undefined while the first read runs). */
export function useCartLines(): CartLine[] | undefined {
  return useLiveQuery(() => onAppDb(listCartLines)(), [])
}

/** Removes one line (a local write that syncs later). */
export const removeCartLine = (id: string): Promise<void> => onAppDb(removeFromCart)(id)
