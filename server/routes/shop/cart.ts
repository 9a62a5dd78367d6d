import { Hono } from 'hono'
import { z } from 'zod'
import { cartCheckoutRequest, cartFields } from '../../../src/domain/api/shop.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { describeIssue, readInput } from '../../lib/validate.ts'
import { cartLines, checkCartWrite, checkout } from '../../services/shop/cart.ts'
import { applyMutation } from '../../services/sync/mutations.ts'
import type { AppEnv } from '../../types.ts'
import { reader, readSyncHeaders, writer } from '../projects/guard.ts'

/** Shopping cart calls of /api/ProjectAndTemplate (docs/api-shop.md "Cart"). */
export const cartRoutes = new Hono<AppEnv>()

const FORBIDDEN = '无权操作该记录'
const uuid = z.uuid()
const rawFields = z.record(z.string(), z.unknown())
const OPS = { add: 'create', update: 'update', delete: 'delete' } as const

cartRoutes.get('/ProjectAndTemplate/GetShoppingCartList', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  // Only the caller's own cart is readable; naming another user is refused, not ignored.
  const asked = c.req.query('UserID')
  if (asked !== undefined && asked !== '' && asked !== who.userId) return fail(c, FORBIDDEN, '403')
  const lines = await cartLines(c.var.db, who.userId)
  return ok(c, lines, lines.length)
})

cartRoutes.post('/ProjectAndTemplate/OperationShoppingCart', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const raw = await readInput(c, rawFields)
  if (!raw.success) return raw.response
  const type = raw.data['Type']
  if (type === 'checkout') {
    const parsed = cartCheckoutRequest.safeParse(raw.data)
    if (!parsed.success) return fail(c, describeIssue(parsed.error.issues, raw.data))
    const result = await checkout(c.var.db, who.userId, parsed.data.IDs)
    return result.ok ? ok(c, result.data) : fail(c, result.message, result.code)
  }
  if (type !== 'add' && type !== 'update' && type !== 'delete') return fail(c, '操作类型无效')
  const headers = readSyncHeaders(c)
  if (headers.kind === 'response') return headers.response
  const id = raw.data['ID']
  if (typeof id !== 'string' || !uuid.safeParse(id).success) return fail(c, '购物车记录编号无效')
  const op = OPS[type]
  const sync = headers.kind === 'sync' ? headers.value : undefined
  let fields: Record<string, unknown> = {}
  let rejection: string | undefined
  if (op !== 'delete') {
    const { Type: _type, ID: _id, ...rest } = raw.data
    const parsed = cartFields.safeParse(rest)
    if (!parsed.success) rejection = describeIssue(parsed.error.issues, rest)
    else {
      const checked = await checkCartWrite(c.var.db, who.userId, id, op, parsed.data)
      if ('message' in checked) rejection = checked.message
      else fields = checked.fields
    }
  }
  // A replay's bad input is recorded like any answer (its retry gets the same rejection); a
  // direct call's bad input writes nothing at all.
  if (rejection !== undefined && !sync) return fail(c, rejection)
  const result = await applyMutation(c.var.db, { userId: who.userId, entity: 'cart', entityId: id, op, fields, sync, rejection })
  return c.json(result, 200)
})
