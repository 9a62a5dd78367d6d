import { API_ERROR_MESSAGES, isApiError } from '@/data/api/errors'

/** The dialog line for a call that rejected (no answer, timeout, HTTP error with no envelope). */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body as { Message?: unknown } | undefined
    if (body && typeof body.Message === 'string' && body.Message !== '') return body.Message
    return error.message || API_ERROR_MESSAGES.network
  }
  return API_ERROR_MESSAGES.network
}
