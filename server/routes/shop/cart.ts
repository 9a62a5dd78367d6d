import type { Hono } from 'hono'
import { SHOP_CALLS as calls } from '@/domain/api/calls/shop.ts'
import { cartCheckoutRequest, cartFields } from '@/domain/api/shop.ts'
import { mount, paged, Stored } from '../../lib/mount.ts'
import { Rejection } from '../../lib/refusal.ts'
import { describeIssue } from '../../lib/validate.ts'
import { cartLines, checkCartWrite, checkout } from '../../services/shop/cart.ts'
import { applyMutation } from '../../services/synced/mutations.ts'
import type { AppEnv } from '../../types.ts'

const OPS = { add: 'create', update: 'update', delete: 'delete' } as const
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Shopping cart calls of /api/ProjectAndTemplate (docs/api-shop.md "Cart"). */
export function cartRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getShoppingCartList, async ({ db, userId, input }) => {
    // Only the caller's own cart is readable; naming another user is refused, not ignored.
    if (input.UserID !== undefined && input.UserID !== '' && input.UserID !== userId)
      throw new Rejection('无权操作该记录', '403')
    const lines = await cartLines(db, userId)
    return paged(lines, lines.length)
  })

  mount(app, calls.operationShoppingCart, async ({ db, userId, input, sync }) => {
    if (input.Type === 'checkout') {
      const parsed = cartCheckoutRequest.safeParse(input)
      if (!parsed.success) throw new Rejection(describeIssue(parsed.error.issues, input))
      const result = await checkout(db, userId, parsed.data.IDs)
      if (!result.ok) throw new Rejection(result.message, result.code)
      return result.data
    }
    const { Type: type, ID: id, ...rest } = input
    if (typeof id !== 'string' || !uuid.test(id)) throw new Rejection('购物车记录编号无效')
    const op = OPS[type]
    let fields: Record<string, unknown> = {}
    let rejection: string | undefined
    if (op !== 'delete') {
      const parsed = cartFields.safeParse(rest)
      if (!parsed.success) rejection = describeIssue(parsed.error.issues, rest)
      else {
        const checked = await checkCartWrite(db, userId, id, op, parsed.data)
        if ('message' in checked) rejection = checked.message
        else fields = checked.fields
      }
    }
    // A replay's bad input is recorded like any answer (its retry gets the same rejection); a
    // direct call's bad input writes nothing at all.
    if (rejection !== undefined && !sync) throw new Rejection(rejection)
    return new Stored(
      await applyMutation(db, {
        userId,
        entity: 'cart',
        entityId: id,
        op,
        fields,
        sync,
        rejection,
      }),
    )
  })
}
