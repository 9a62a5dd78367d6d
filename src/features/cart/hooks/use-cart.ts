import { useLiveQuery } from 'dexie-react-hooks'
import { listCartLines, removeFromCart, type CartLine } from '@/data/repositories/cart'

export type { CartLine }

/** The cart's lines, live (undefined while the first read runs). */
export function useCartLines(): CartLine[] | undefined {
  return useLiveQuery(() => listCartLines(), [])
}

/** Removes one line (a local write that syncs later). */
export const removeCartLine = (id: string): Promise<void> => removeFromCart(id)
