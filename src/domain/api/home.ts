import { z } from 'zod'

/**
 * Contracts of the home calls (SPEC §7 "Home and lists"). Money fields are 元 with two decimals,
 * converted from integer 分 on the server; areas are m² with two decimals.
 */
export const pagingQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const templateCard = z.object({
  ID: z.string(),
  Name: z.string(),
  AuthorID: z.string(),
  AuthorName: z.string(),
  City: z.string(),
  ProjectType: z.string(),
  Year: z.number().int().nullable(),
  BuiltArea: z.number(),
  UnitCost: z.number().nullable(),
  TotalCost: z.number(),
  Price: z.number(),
  Thumbs: z.number().int(),
  Cover: z.string(),
  ReleaseTime: z.string(),
})
export type TemplateCard = z.infer<typeof templateCard>

/** GET /api/index/GetSum */
export const getSumData = z.object({
  TemplateCount: z.number().int(),
  AuthorCount: z.number().int(),
  ProjectCount: z.number().int(),
  CityCount: z.number().int(),
})
export type GetSumData = z.infer<typeof getSumData>

/** GET /api/Index/GetTypeSummary: one row per project type of released templates. */
export const typeSummaryRow = z.object({
  Type: z.string(),
  TemplateCount: z.number().int(),
  TotalBuiltArea: z.number(),
  AvgUnitCost: z.number().nullable(),
})
export const getTypeSummaryData = z.array(typeSummaryRow)
export type TypeSummaryRow = z.infer<typeof typeSummaryRow>

/** GET /api/Index/GetIndexTypeCount: template counts by type and by (hot) city. */
export const getIndexTypeCountData = z.object({
  Types: z.array(z.object({ Type: z.string(), Count: z.number().int() })),
  Cities: z.array(z.object({ City: z.string(), Count: z.number().int() })),
})
export type IndexTypeCount = z.infer<typeof getIndexTypeCountData>

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
