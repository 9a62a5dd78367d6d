import { useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import type { TemplateDetail } from '@/domain/api/shop'
import { setCollected, setThumbs } from '@/data/api/shop'
import type { CallFailure } from '@/data/api/command'
import { addToCart, listCartLines } from '@/data/repositories/cart'
import { findBoughtCopy } from '@/data/repositories/projects'
import { isLoggedIn, loginDialogStore, sessionStore } from '@/data/state/app-state'
import { useStoreSelector } from '@/data/state/store'
import { showConfirm } from '@/components/message-box-store'
import { showToast } from '@/components/ui/toast-store'
import { userMessage } from '@/lib/user-message'
import { onAppDb } from '@/data/app-db'

type Busy = 'like' | 'collect' | 'cart' | null

/** The server's refusal (server/services/shop/cart.ts), given at once on the client. */
export const OWN_TEMPLATE_MESSAGE = '不能购买自己发布的模板'

function report(error: unknown) {
  showToast(userMessage(error, '操作失败'), { kind: 'error' })
}

function reportFailure(failure: CallFailure) {
  // The request wrapper already showed server refusals (and opened the login dialog on 403).
  if (!failure.notified) showToast(failure.message, { kind: 'error' })
}

/**
 * Like, collect (online calls that update the shown counts from the server's answer) and add to
 * cart (a local write that syncs later, so it works offline).
 */
export function useTemplateActions(
  t: TemplateDetail | undefined,
  patch: (fn: (d: TemplateDetail) => TemplateDetail) => void,
) {
  const [busy, setBusy] = useState<Busy>(null)
  const inCart = useLiveQuery(
    async () => (t ? (await onAppDb(listCartLines)()).some((l) => l.TemplateID === t.ID) : false),
    [t?.ID],
    false,
  )
  // A checkout copies the template into my projects (TempId = template): that copy means 已购买.
  const bought = useLiveQuery(() => onAppDb(findBoughtCopy)(t?.ID ?? ''), [t?.ID])
  const userId = useStoreSelector(sessionStore, (s) => s.userId)
  const own = t !== undefined && userId !== null && t.AuthorID === userId

  async function run(kind: Exclude<Busy, null>, op: () => Promise<void>) {
    setBusy(kind)
    try {
      await op()
    } catch (error) {
      report(error)
    } finally {
      setBusy(null)
    }
  }

  // Likes and collections need an account: logged out, the login dialog is the one answer (no
  // call whose 403 would stack a second dialog on it).
  const needLogin = () => {
    if (isLoggedIn()) return false
    loginDialogStore.set({ open: true, mode: 1 })
    return true
  }

  const toggleLike = () =>
    run('like', async () => {
      if (!t || needLogin()) return
      const outcome = await setThumbs(t.ID, !t.IsLiked)
      if (!outcome.ok) return reportFailure(outcome)
      const r = outcome.data
      patch((d) => ({ ...d, Thumbs: r.Thumbs, IsLiked: r.IsLiked }))
    })

  const toggleCollect = () =>
    run('collect', async () => {
      if (!t || needLogin()) return
      const outcome = await setCollected(t.ID, !t.IsCollected)
      if (!outcome.ok) return reportFailure(outcome)
      const r = outcome.data
      patch((d) => ({ ...d, Collections: r.Collections, IsCollected: r.IsCollected }))
      showToast(r.IsCollected ? '已收藏' : '已取消收藏', { kind: 'success' })
    })

  const putInCart = () =>
    run('cart', async () => {
      if (!t) return
      if (own) {
        showToast(OWN_TEMPLATE_MESSAGE, { kind: 'error' })
        return
      }
      const copy = await onAppDb(findBoughtCopy)(t.ID)
      if (copy) {
        const again = await showConfirm(
          `您已购买过该模板，副本“${copy.Name}”在我的项目中。再次购买会在结算后再复制一份，确定加入购物车吗？`,
          { title: '再次购买', confirmText: '仍要加入' },
        )
        if (!again) return
      }
      const { added } = await onAppDb(addToCart)({
        TemplateID: t.ID,
        Name: t.Name,
        Price: t.Price,
        Cover: t.Cover,
        AuthorName: t.AuthorName,
      })
      showToast(added ? '已加入购物车' : '该模板已在购物车中', { kind: added ? 'success' : 'info' })
    })

  return { busy, inCart, bought, own, toggleLike, toggleCollect, putInCart }
}
