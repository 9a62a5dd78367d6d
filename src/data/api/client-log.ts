import { CLIENT_ERROR_LIMITS, CLIENT_LOG_CALLS } from '@/domain/api/calls/client-log'
import { callApi } from './call-api'

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

/**
 * Logs a render error in the console and sends it to the server log (POST /api/Log/ClientError),
 * quietly: no loading flag, no message box; offline or refused, the console line is what stays.
 */
export async function reportClientError(id: string, error: unknown, path: string): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error))
  console.error(`[render error ${id}] ${path}`, error)
  try {
    await callApi(
      CLIENT_LOG_CALLS.clientError,
      {
        ErrorId: id,
        Message: cut(err.message || err.name, CLIENT_ERROR_LIMITS.message),
        Stack: cut(err.stack ?? '', CLIENT_ERROR_LIMITS.stack),
        Path: cut(path, CLIENT_ERROR_LIMITS.path),
      },
      { silent: true, notify: false, loading: false },
    )
  } catch {
    // Offline or the server refused: the console line above keeps the error and its id.
  }
}
