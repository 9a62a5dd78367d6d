/** The library screen's calls (components call these, not data/api). */
export {
  createPersonalPackage,
  deletePersonalPackage,
  fetchAllItems,
  fetchTrend,
  saveItems,
  type TrendPoint,
} from '@/data/api/materials'
export type { CachedPackage, PullState } from '@/data/repositories/material-cache'
export { useIsAdmin } from '@/data/api/use-is-admin'
