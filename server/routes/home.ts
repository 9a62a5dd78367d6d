import { Hono } from 'hono'
import { getNewProjectListQuery } from '../../src/domain/api/home.ts'
import { templateListQuery } from '../../src/domain/api/shop.ts'
import { ok } from '../lib/envelope.ts'
import { readInput } from '../lib/validate.ts'
import { getIndexTypeCount, getSum, getTypeSummary, listTemplates } from '../services/home.ts'
import type { AppEnv } from '../types.ts'

/** Home and lists (SPEC §7). Paths keep SPEC's spelling; any case is accepted (see app.ts). */
export const homeRoutes = new Hono<AppEnv>()

homeRoutes.get('/index/GetSum', async (c) => ok(c, await getSum(c.var.db)))

homeRoutes.get('/Index/GetTypeSummary', async (c) => ok(c, await getTypeSummary(c.var.db)))

homeRoutes.get('/Index/GetIndexTypeCount', async (c) => ok(c, await getIndexTypeCount(c.var.db)))

homeRoutes.get('/Index/GetNewProjectList', async (c) => {
  const input = await readInput(c, getNewProjectListQuery)
  if (!input.success) return input.response
  const { rows, total } = await listTemplates(c.var.db, {}, { index: input.data.PageIndex, size: input.data.PageSize })
  return ok(c, rows, total)
})

/** The trading-centre list (docs/api-shop.md): filters, sort, paging; Total = all matches. */
homeRoutes.get('/SjyqList/GetProjectList', async (c) => {
  const input = await readInput(c, templateListQuery)
  if (!input.success) return input.response
  const { Type, City, Name, Year, AreaMin, AreaMax, Sort, PageIndex, PageSize } = input.data
  const filter = { type: Type, city: City, name: Name, year: Year, areaMin: AreaMin, areaMax: AreaMax }
  const { rows, total } = await listTemplates(c.var.db, filter, { index: PageIndex, size: PageSize }, Sort)
  return ok(c, rows, total)
})
