/**
 * The home calls' paths, apart from their zod schemas (./home.ts) so that the first-load chunk
 * of /newIndex can name them without carrying zod (src/features/home checks Data with guards).
 */
export const HOME_PATHS = {
  getSum: '/index/GetSum',
  getTypeSummary: '/Index/GetTypeSummary',
  getIndexTypeCount: '/Index/GetIndexTypeCount',
  getNewProjectList: '/Index/GetNewProjectList',
  /** The trading centre's list (src/data/api/template-list.ts reads it without zod). */
  getProjectList: '/SjyqList/GetProjectList',
} as const
