/**
 * The online-only calls of 我的项目 (release, cover upload: each answers a CallOutcome the
 * dialog shows in its own line) and the record types the components render. Components import
 * these, never '@/data/api' or the repositories (ESLint enforces it).
 */
export { uploadCover, type ReleaseInput } from '@/data/api/projects'
export { copyToProjects, publish } from './publish'
export type { FolderKind, FolderRecord } from '@/data/repositories/folders'
export type { ProjectRecord } from '@/data/repositories/projects'
export { NO_BILL_MESSAGE } from '@/domain/bill/release'
