import { z } from 'zod'
import { zodShapeData } from '../entity/zod'
import { SUM_DATA, TEMPLATE_CARD, TYPE_COUNT, TYPE_SUMMARY_ROW } from './home-shapes'

export type { GetSumData, IndexTypeCount, TemplateCard, TypeSummaryRow } from './home-shapes'

/**
 * Contracts of the home calls (SPEC §7 "Home and lists"). The answers' data derive from the
 * zod-free shapes of ./home-shapes.ts (the first load checks them without zod). Money fields are
 * 元 with two decimals, converted from integer 分 on the server; areas are m² with two decimals.
 */
export const pagingQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const templateCard = zodShapeData(TEMPLATE_CARD)
export const getSumData = zodShapeData(SUM_DATA)
export const typeSummaryRow = zodShapeData(TYPE_SUMMARY_ROW)
export const getTypeSummaryData = z.array(typeSummaryRow)
export const getIndexTypeCountData = zodShapeData(TYPE_COUNT)

/** GET /api/Index/GetNewProjectList: newest released templates (Total = all released). */
export const getNewProjectListQuery = pagingQuery.extend({
  PageSize: z.coerce.number().int().min(1).max(50).default(8),
})
export const getNewProjectListData = z.array(templateCard)

/** GET /api/SjyqList/GetProjectList: released templates, filtered and paged. */
export const getProjectListQuery = pagingQuery.extend({
  Type: z.string().trim().max(20).optional(),
  City: z.string().trim().max(20).optional(),
  Name: z.string().trim().max(50).optional(),
})
export const getProjectListData = z.array(templateCard)
