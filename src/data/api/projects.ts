import { isApiError } from './errors'
import { uploadImage } from './account'
import { PROJECT_CALLS } from '@/domain/api/calls/projects'
import type { ProjectType } from '@/domain/projects/model'
import { callApi, CallRefused } from './call-api'
import { userMessage } from '@/lib/user-message'

/**
 * The online-only calls of "my projects" (everything else replays through the outbox,
 * src/domain/projects/calls.ts). Both answer a plain outcome the dialogs show in their own
 * message line, so the wrapper's message box stays quiet.
 */
export interface ReleaseInput {
  ID: string
  City: string
  ProjectType: string
  Year: number
  /** 元, at most 2 decimals. */
  Price: number
  ReleaseNotes: string
}

export type CallOutcome<T = unknown> = { ok: true; data: T } | { ok: false; message: string }

const QUIET = { notify: false } as const

function failure(error: unknown): { ok: false; message: string } {
  if (isApiError(error) && error.kind !== 'http') return { ok: false, message: '网络连接失败，请稍后重试' }
  return { ok: false, message: userMessage(error, '操作失败') }
}

/** POST /api/ProjectAndTemplate/ReleaseProject: publishes a template to the trading centre. */
export async function releaseProject(input: ReleaseInput): Promise<CallOutcome> {
  try {
    // ProjectType comes from the dialog's list of types; the server checks it again.
    const { data } = await callApi(PROJECT_CALLS.releaseProject, { ...input, ProjectType: input.ProjectType as ProjectType }, QUIET)
    return { ok: true, data }
  } catch (error) {
    if (error instanceof CallRefused) return { ok: false, message: error.message || '发布失败' }
    return failure(error)
  }
}

/** POST /api/Command/CommandUpload_Img with the cover picture; Data is its URL. */
export async function uploadCover(file: Blob): Promise<CallOutcome<string>> {
  try {
    const answer = await uploadImage(file, 'cover')
    if (String(answer.ErrorCode) === '0' && typeof answer.Data === 'string' && answer.Data !== '') return { ok: true, data: answer.Data }
    return { ok: false, message: answer.Message || '封面上传失败' }
  } catch (error) {
    return failure(error)
  }
}
