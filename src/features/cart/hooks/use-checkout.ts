import { useState } from 'react'
import type { CheckoutData } from '@/domain/api/shop'
import { checkoutCart } from '@/data/api/shop'
import { removeCheckedOut, unsyncedLineIds } from '@/data/repositories/cart'
import { isLoggedIn, loginDialogStore } from '@/data/state/app-state'
import { syncNow } from '@/data/sync'
import { showToast } from '@/components/ui/toast-store'
import { userMessage } from '@/lib/user-message'
import { onAppDb } from '@/data/app-db'

export const STILL_SYNCING_MESSAGE = '购物车还有未同步到服务器的修改，请稍后再结算'
export const LOGIN_TO_CHECKOUT_MESSAGE = '请先登录后再结算：购物车会同步到您的账号'

export type CheckoutState =
  { status: 'idle' } | { status: 'busy' } | { status: 'done'; result: CheckoutData }

/**
 * 结算: the lines must be on the server first (a line added offline is sent by a sync), then one
 * OperationShoppingCart Type checkout call copies their templates into my projects. The server
 * tombstones the checked-out lines; they are removed here at once rather than at the next pull.
 */
export function useCheckout() {
  const [state, setState] = useState<CheckoutState>({ status: 'idle' })

  async function checkout(lineIds: string[]): Promise<void> {
    if (lineIds.length === 0 || state.status === 'busy') return
    // Lines reach the server only by a signed-in sync; without a session checkout cannot work.
    if (!isLoggedIn()) {
      showToast(LOGIN_TO_CHECKOUT_MESSAGE, { kind: 'info' })
      loginDialogStore.set({ open: true, mode: 1 })
      return
    }
    setState({ status: 'busy' })
    try {
      if ((await onAppDb(unsyncedLineIds)(lineIds)).length > 0) {
        await syncNow()
        if ((await onAppDb(unsyncedLineIds)(lineIds)).length > 0)
          throw new Error(STILL_SYNCING_MESSAGE)
      }
      const outcome = await checkoutCart(lineIds)
      if (!outcome.ok) {
        setState({ status: 'idle' })
        // The request wrapper already showed server refusals (and opened the login dialog on 403).
        if (!outcome.notified) showToast(outcome.message, { kind: 'error' })
        return
      }
      const result = outcome.data
      await onAppDb(removeCheckedOut)(result.Projects.map((p) => p.CartID))
      setState({ status: 'done', result })
      // The copies live on the server only: pull now so they are in 我的项目 at once, not at the
      // next timer sync (30 s).
      if (result.Projects.length > 0) void syncNow().catch(() => undefined)
    } catch (error) {
      setState({ status: 'idle' })
      showToast(userMessage(error, '结算失败'), { kind: 'error' })
    }
  }

  return { state, checkout, reset: () => setState({ status: 'idle' }) }
}
