import type { Hono } from 'hono'
import { BILL_CALLS as calls } from '@/domain/api/calls/bill.ts'
import { mount } from '../../lib/mount.ts'
import { readTeamQuotas } from '../../services/bill/quota-shares.ts'
import { readTemplateBill, readTemplateBillItems } from '../../services/bill/template-bill.ts'
import type { AppEnv } from '../../types.ts'

/** The bill's reads (its writes are the synced entity writes of ../entity-writes.ts). */
export function billRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getTemplateBill, ({ db, input }) => readTemplateBill(db, input.ID))
  mount(app, calls.getTemplateBillItems, ({ db, input, user }) =>
    readTemplateBillItems(db, input, user?.id),
  )
  mount(app, calls.getTeamQuotas, ({ db, userId, input }) =>
    readTeamQuotas(db, userId, input.TeamId),
  )
}
