import type { AnyCall, CallData, CallInput } from '@/domain/api/registry/define'
import { userMessage } from '@/lib/user-message'
import { CallRefused, callApi, failureMessage } from './call-api'
import { isApiError } from './errors'
import type { RequestOptions } from './request'

/** What an online-only action says when there is no network. */
export const NEED_NETWORK_MESSAGE = '需要联网：当前离线，请连接网络后再试'

/** Why a call failed, in the words the user reads. */
export interface CallFailure {
  ok: false
  message: string
  /** No answer (network down or timeout). */
  offline: boolean
  /** The server answered and refused (ErrorCode ≠ "0"): trying again gives the same answer. */
  refused: boolean
  /** The wrapper already told the user (message box, or the login dialog on 403). */
  notified: boolean
}

export type CallOutcome<T> = { ok: true; data: T; total: number | undefined } | CallFailure

export interface CommandOptions extends RequestOptions {
  /** The message of a refusal without a Message, or of an unexpected error. */
  fallback?: string
  /** An online-only action: offline (or no answer) it fails at once with NEED_NETWORK_MESSAGE. */
  online?: boolean
}

/** Turns a rejection of callApi into the failure a screen shows. */
export function failureOf(
  error: unknown,
  options: Pick<CommandOptions, 'fallback' | 'online' | 'notify'> = {},
): CallFailure {
  const fallback = options.fallback ?? '操作失败'
  const notify = options.notify !== false
  if (error instanceof CallRefused)
    return {
      ok: false,
      message: error.message || fallback,
      offline: false,
      refused: true,
      notified: notify,
    }
  if (isApiError(error)) {
    const offline = error.kind === 'network' || error.kind === 'timeout'
    const message =
      offline && options.online ? NEED_NETWORK_MESSAGE : failureMessage(error, fallback)
    const badData = error.kind === 'http' && error.status === 200
    return {
      ok: false,
      message,
      offline,
      refused: false,
      notified: error.status === 403 || (badData && notify),
    }
  }
  return {
    ok: false,
    message: userMessage(error, fallback),
    offline: false,
    refused: false,
    notified: false,
  }
}

/**
 * The one command helper: makes a registry call and answers an outcome instead of throwing, so
 * a form shows `message` in its own line (pass notify: false then) and a button's handler can
 * skip its toast when the wrapper already showed the refusal (`notified`).
 */
export async function command<C extends AnyCall>(
  call: C,
  input: CallInput<C>,
  options: CommandOptions = {},
): Promise<CallOutcome<CallData<C>>> {
  const { fallback, online, ...requestOptions } = options
  if (online && typeof navigator !== 'undefined' && !navigator.onLine)
    return {
      ok: false,
      message: NEED_NETWORK_MESSAGE,
      offline: true,
      refused: false,
      notified: false,
    }
  try {
    const { data, total } = await callApi(call, input, requestOptions)
    return { ok: true, data, total }
  } catch (error) {
    return failureOf(error, { fallback, online, notify: requestOptions.notify })
  }
}
