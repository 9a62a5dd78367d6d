import { defineEntity, typedWrites } from '../entity/define'
import { id } from '../entity/field'
import type { DocOf } from '../entity/shape'
import { quotaItems } from './quota-entity'

/**
 * A user's 定额库 shared with one of their teams (docs/bill.md "团队定额库"): a small document
 * owned by the sharer, synced like their 定额子目; deleting it stops the sharing. The server
 * refuses a TeamId of a team the user is not a member of (server/services/bill/quota-shares.ts).
 * The team's members read the shared 子目 with GET /api/Bill/GetTeamQuotas while the sharer is a
 * member; the 子目 themselves stay the sharer's (never copied to the members' rows).
 */
export const quotaShares = defineEntity({
  label: '定额库共享',
  idLabel: '共享编号',
  writes: typedWrites('POST', '/Bill/EditQuotaShare'),
  index: {},
  since: 11,
  wholeCreate: true,
  fields: {
    /** The shared 定额库: the `Library` of the sharer's 定额子目. */
    Library: quotaItems.fields.Library,
    /** The team it is shared with (a team the sharer belongs to). */
    TeamId: id('团队编号'),
  },
  required: ['Library', 'TeamId'],
})
export type QuotaShareDoc = DocOf<typeof quotaShares.fields>
export type QuotaShare = QuotaShareDoc & { ID: string }
