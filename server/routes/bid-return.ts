import type { Hono } from 'hono'
import { BID_RETURN_CALLS as calls } from '@/domain/api/calls/bid-return.ts'
import { schemeState } from '@/domain/bid-return/scheme.ts'
import { decodeBill } from '@/domain/bid-return/stored.ts'
import { prepareBill } from '@/domain/bid-return/prepare.ts'
import { asFen, fenToDecimal, formatDecimal } from '@/domain/money/index.ts'
import { mount, paged } from '../lib/mount.ts'
import {
  analyse,
  correctionsOf,
  costsOf,
  costValueOf,
  countsOf,
  findingsOf,
  optionsWith,
} from '../services/bid-return/report.ts'
import {
  billProjects,
  copyScheme,
  listSchemes,
  ownScheme,
  participants,
  projectNames,
  schemeDoc,
} from '../services/bid-return/scheme-data.ts'
import type { Executor } from '../services/synced/store.ts'
import type { AppEnv } from '../types.ts'

/** A scheme of the caller with its bills (refused when missing, deleted or another user's). */
async function loadScheme(db: Executor, userId: string, id: string) {
  const scheme = schemeDoc(await ownScheme(db, userId, id))
  return { scheme, rows: await participants(db, userId, id) }
}

/**
 * 回标分析, /api/Benchmarking (src/domain/api/calls/bid-return.ts, docs/bid-return.md). The two
 * writes (EditScheme, EditProject_ComparisonScheme) are synced entity writes mounted by
 * entity-writes.ts; these are the reads and the copy.
 */
export function bidReturnRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getSchemes, async ({ db, userId, input }) => listSchemes(db, userId, input.Q))
  mount(app, calls.getSchemesById, async ({ db, userId, input }) => {
    const { scheme, rows } = await loadScheme(db, userId, input.SchemeID)
    const Participants = rows.map(({ Bill: _bill, ...r }) => r)
    return { Scheme: scheme, Participants }
  })
  mount(app, calls.copySchemes, async ({ db, userId, input }) => ({
    ID: await copyScheme(db, userId, input.SchemeID, input.SchemeName),
  }))
  mount(app, calls.checkState, async ({ db, userId, input }) =>
    schemeState((await loadScheme(db, userId, input.SchemeID)).rows),
  )
  mount(app, calls.getOriginalProject, async ({ db, userId }) => billProjects(db, userId))
  mount(app, calls.getAlreadyPro, async ({ db, userId, input }) => {
    const { rows } = await loadScheme(db, userId, input.SchemeID)
    const copied = rows.filter((r) => r.SourceProId !== '')
    const names = await projectNames(
      db,
      userId,
      copied.map((r) => r.SourceProId),
    )
    return copied.map((r) => ({
      ID: r.ID,
      Role: r.Role,
      Name: r.Name,
      SourceProId: r.SourceProId,
      Project_Name: names.get(r.SourceProId) ?? '（项目已删除）',
    }))
  })
  mount(app, calls.changeLevel, async ({ db, userId, input }) => {
    const { scheme, rows } = await loadScheme(db, userId, input.SchemeID)
    const options = optionsWith(scheme, input)
    return costsOf(analyse(scheme, rows, options).totals, options)
  })
  mount(app, calls.getProsInfo, async ({ db, userId, input }) => {
    const { rows } = await loadScheme(db, userId, input.SchemeID)
    return rows.map((r) => {
      const bill = decodeBill(r.Bill, r.BidTotal)
      return {
        ID: r.ID,
        Role: r.Role,
        Name: r.Name,
        UnitCount: bill.data.units.length,
        ItemCount: bill.data.items.length,
        StatedTotal: r.BidTotal === null ? null : formatDecimal(r.BidTotal, 2, false),
        ComputedTotal: fenToDecimal(asFen(prepareBill(r.ID, r.Name, { data: bill.data }).totalFen)),
      }
    })
  })
  mount(app, calls.getAll, async ({ db, userId, input }) => {
    const { scheme, rows } = await loadScheme(db, userId, input.SchemeID)
    const State = schemeState(rows)
    if (!State.Ready) return { State, Costs: null, Counts: [] }
    const options = optionsWith(scheme)
    const result = analyse(scheme, rows, options)
    return { State, Costs: costsOf(result.totals, options), Counts: countsOf(result) }
  })
  mount(app, calls.getCosts, async ({ db, userId, input }) => {
    const { scheme, rows } = await loadScheme(db, userId, input.SchemeID)
    const options = optionsWith(scheme)
    return costsOf(analyse(scheme, rows, options).totals, options)
  })
  mount(app, calls.getCostsValue, async ({ db, userId, input }) => {
    const { scheme, rows } = await loadScheme(db, userId, input.SchemeID)
    const result = analyse(scheme, rows, optionsWith(scheme))
    const ids = result.totals.bidders.map((b) => b.bidderId)
    const q = input.Q?.trim() ?? ''
    const list = result.items.filter(
      (it) =>
        (q === '' || it.code.includes(q) || it.name.includes(q)) &&
        (input.OutOfBand !== '1' || it.bids.some((c) => c?.outOfBand)),
    )
    const start = (input.PageIndex - 1) * input.PageSize
    return paged(
      list.slice(start, start + input.PageSize).map((it) => costValueOf(it, ids)),
      list.length,
    )
  })
  mount(app, calls.getDI, async ({ db, userId, input }) => {
    const { scheme, rows } = await loadScheme(db, userId, input.SchemeID)
    const all = findingsOf(analyse(scheme, rows, optionsWith(scheme)))
    return all.filter(
      (f) =>
        (input.Check === undefined || f.Check === input.Check) &&
        (input.BidderID === undefined || f.Bidders.includes(input.BidderID)),
    )
  })
  mount(app, calls.getResults, async ({ db, userId, input }) => {
    const { scheme, rows } = await loadScheme(db, userId, input.SchemeID)
    const options = optionsWith(scheme, input)
    const result = analyse(scheme, rows, options)
    return {
      Costs: costsOf(result.totals, options),
      Findings: findingsOf(result),
      Counts: countsOf(result),
      Corrections: correctionsOf(result),
    }
  })
}
