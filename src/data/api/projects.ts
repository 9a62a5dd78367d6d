import { uploadImage } from './account'
import { PROJECT_CALLS } from '@/domain/api/calls/projects'
import type { ProjectType } from '@/domain/projects/model'
import { command, type CallOutcome } from './command'

/**
 * The online-only calls of "my projects" (everything else replays through the outbox,
 * src/domain/projects/calls.ts). Both answer an outcome the dialogs show in their own message
 * line, so the wrapper's message box stays quiet.
 */
export interface ReleaseInput {
  ID: string
  City: string
  ProjectType: string
  Year: number
  /** 元, at most 2 decimals. */
  Price: number
  ReleaseNotes: string
  /** 更新发布 of this released template (the caller's); else the one released from the project before, else a new one. */
  TemplateID?: string
}

/** POST /api/ProjectAndTemplate/ReleaseProject: publishes a template to the trading centre. */
export function releaseProject(input: ReleaseInput) {
  // ProjectType comes from the dialog's list of types; the server checks it again.
  return command(
    PROJECT_CALLS.releaseProject,
    { ...input, ProjectType: input.ProjectType as ProjectType },
    { notify: false, fallback: '发布失败' },
  )
}

/**
 * 复制为项目 (TemplateOperation with AsProject 1): a copy of one's released template in 我的项目.
 * A template released before versions existed takes the copy as its project (docs/api-shop.md).
 */
export function copyAsProject(id: string) {
  return command(
    PROJECT_CALLS.templateOperation,
    { ID: id, NewID: crypto.randomUUID(), AsProject: 1 },
    { notify: false, fallback: '复制失败' },
  )
}

/** POST /api/Command/CommandUpload_Img with the cover picture; Data is its URL. */
export function uploadCover(file: Blob): Promise<CallOutcome<string>> {
  return uploadImage(file, '封面上传失败')
}
