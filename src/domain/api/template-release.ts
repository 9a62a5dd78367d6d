import { z } from 'zod'

/**
 * Released templates' versions and paid content (docs/api-shop.md "Versions" and "Paid
 * content"): the contracts shared by the client and the server.
 */

/**
 * Before purchase a paid template shows its summaries, indicators and structure, and only this
 * many items of each 单位工程 (the first ones in grid order: 分部分项 before 单价措施). The server
 * cuts the pages; the client says how many more there are.
 */
export const PREVIEW_ITEMS_PER_UNIT = 10

/**
 * What the caller may read of a template's bill: `full` (the author, a buyer of any version, or
 * anyone when the template is free) or `preview` (the first PREVIEW_ITEMS_PER_UNIT items of each
 * 单位工程).
 */
export const templateAccess = z.enum(['full', 'preview'])
export type TemplateAccess = z.infer<typeof templateAccess>

/** One published version of a template (GET /api/ProjectAndTemplate/GetTemplateVersions). */
export const templateVersionInfo = z.object({
  Version: z.number().int(),
  Name: z.string(),
  /** The project it was published from ('' for templates released before versions existed). */
  SourceID: z.string(),
  Price: z.number(),
  TotalCost: z.number(),
  BuiltArea: z.number(),
  ReleaseNotes: z.string(),
  ReleaseTime: z.string(),
  /** Users who bought this version. */
  Buyers: z.number().int(),
})
export type TemplateVersionInfo = z.infer<typeof templateVersionInfo>
export const templateVersionsData = z.array(templateVersionInfo)

/** What ReleaseProject answers: the template (new or updated), its new version and indicators. */
export const releaseData = z.object({
  /** The released template's id (a new one on the first release, the same on 更新发布). */
  ID: z.string(),
  Version: z.number(),
  /** The version this call published (1 on the first release). */
  TemplateVersion: z.number().int(),
  /** The project it was published from. */
  SourceID: z.string(),
  Indicators: z.unknown(),
})
