import type { TemplateCard, TemplateListQuery } from '@/domain/api/shop'
import { HOME_PATHS } from '@/domain/api/calls/home-paths'
import { isTemplateCardList } from '@/domain/api/home-shapes'
import { filterTemplates } from '@/domain/shop/filter'
import { guardedCall, type ReadAnswer, type ReadOptions } from './read'

/**
 * GET /api/SjyqList/GetProjectList, the trading centre's list, apart from ./shop.ts: its Data is
 * checked by the zod-free guard of the card's shape (src/domain/api/home-shapes.ts), so the
 * trading centre's first load carries no zod (issue 16); the registry call's zod schema derives
 * from the same shape. Offline, the answer is built from every cached card by ./shop.ts, loaded then.
 */
const TEMPLATE_LIST = guardedCall(HOME_PATHS.getProjectList, isTemplateCardList)

/** Released templates, filtered, sorted and paged; offline, filtered from every local card. */
export function templateListRead(query: TemplateListQuery) {
  const input = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as TemplateListQuery
  const options: ReadOptions<TemplateCard[]> = {
    offlineCopy: true,
    offlineAnswer: async (): Promise<ReadAnswer<TemplateCard[]>> => {
      const { localTemplateCards } = await import('./shop')
      const { cards, fetchedAt } = await localTemplateCards()
      const { rows, total } = filterTemplates(
        cards,
        {
          type: query.Type,
          city: query.City,
          year: query.Year,
          areaMin: query.AreaMin,
          areaMax: query.AreaMax,
          name: query.Name,
        },
        query.Sort ?? (query.Name ? 'relevance' : 'newest'),
        { index: query.PageIndex, size: query.PageSize },
      )
      return { data: rows, total, cachedAt: fetchedAt }
    },
  }
  return { call: TEMPLATE_LIST, input, options }
}
