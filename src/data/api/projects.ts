import { isApiError } from './errors'
import { uploadImage } from './account'
import { request } from './request'
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
    const answer = await request.post('/ProjectAndTemplate/ReleaseProject', { ...input }, QUIET)
    return String(answer.ErrorCode) === '0' ? { ok: true, data: answer.Data } : { ok: false, message: answer.Message || '发布失败' }
  } catch (error) {
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
