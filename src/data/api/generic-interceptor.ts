import { sessionStore } from '@/data/state/app-state'
import { GENERIC_LOGOUT_CODES, GENERIC_SUCCESS_CODE, TOAST_ERROR_MS } from './constants'
import { notifier } from './notify'
import { userMessage } from '@/lib/user-message'

/**
 * The generic interceptor from the admin template (SPEC §8), for calls that answer
 * {code, message, data} instead of the envelope: code 20000 is success; anything else shows an
 * error toast for 5 s and rejects; 50008 / 50012 / 50014 (illegal token, logged in elsewhere,
 * token expired) also offer a re-login confirmation which, when confirmed, clears the session and
 * reloads the page. The rejection does not wait for the confirmation, as in the template.
 */
export interface GenericBody<T = unknown> {
  code: number
  message?: string
  data?: T
}

export interface GenericInterceptorDeps {
  reload: () => void
}

const defaultDeps: GenericInterceptorDeps = {
  reload: () => globalThis.location.reload(),
}

export const RELOGIN_PROMPT = {
  message: '您已登出，可以取消以留在此页面，或重新登录',
  title: '确认登出',
  confirmText: '重新登录',
  cancelText: '取消',
} as const

function toastError(message: string): void {
  notifier().toast(message, { kind: 'error', durationMs: TOAST_ERROR_MS })
}

function offerRelogin(deps: GenericInterceptorDeps): void {
  const { message, ...options } = RELOGIN_PROMPT
  notifier()
    .confirm(message, options)
    .then((confirmed) => {
      if (!confirmed) return
      sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
      deps.reload()
    })
    .catch((error: unknown) => console.error('[generic-interceptor] confirm failed', error))
}

/** Resolves to data on code 20000; otherwise toasts, maybe offers re-login, and rejects. */
export function genericInterceptor<T>(
  body: GenericBody<T>,
  deps: GenericInterceptorDeps = defaultDeps,
): Promise<T> {
  if (Number(body.code) === GENERIC_SUCCESS_CODE) return Promise.resolve(body.data as T)
  const message = body.message || '请求失败'
  toastError(message)
  if (GENERIC_LOGOUT_CODES.includes(Number(body.code))) offerRelogin(deps)
  return Promise.reject(new Error(message))
}

/** Network errors: a 5 s error toast with their message, then the same rejection. */
export function genericErrorInterceptor(error: unknown): Promise<never> {
  const message = userMessage(error, '网络连接失败')
  toastError(message)
  return Promise.reject(error instanceof Error ? error : new Error(message))
}
