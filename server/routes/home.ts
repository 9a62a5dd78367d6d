import type { Hono } from 'hono'
import { HOME_CALLS as calls } from '@/domain/api/calls/home.ts'
import { mount, paged } from '../lib/mount.ts'
import { getIndexTypeCount, getSum, getTypeSummary, listTemplates } from '../services/home.ts'
import type { AppEnv } from '../types.ts'

/** Home and lists (src/domain/api/calls/home.ts). */
export function homeRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getSum, ({ db }) => getSum(db))
  mount(app, calls.getTypeSummary, ({ db }) => getTypeSummary(db))
  mount(app, calls.getIndexTypeCount, ({ db }) => getIndexTypeCount(db))
  mount(app, calls.getNewProjectList, async ({ db, input }) => {
    const { rows, total } = await listTemplates(
      db,
      {},
      { index: input.PageIndex, size: input.PageSize },
    )
    return paged(rows, total)
  })
  mount(app, calls.getProjectList, async ({ db, input }) => {
    const { Type, City, Name, Year, AreaMin, AreaMax, Sort, PageIndex, PageSize } = input
    const filter = {
      type: Type,
      city: City,
      name: Name,
      year: Year,
      areaMin: AreaMin,
      areaMax: AreaMax,
    }
    const { rows, total } = await listTemplates(
      db,
      filter,
      { index: PageIndex, size: PageSize },
      Sort,
    )
    return paged(rows, total)
  })
}
