import type { LoginUserRow } from '@/domain/account/schemas'
import { applyLoginResult, pageNavigation } from '@/data/api/account'
import { TOAST_MS } from '@/data/api/constants'
import { notifier } from '@/data/api/notify'
import { loginDialogStore } from '@/data/state/app-state'
import { ADMIN_URL, ADMIN_USER, LOGIN_RELOAD_DELAY_MS } from './config'

export const LOGIN_SUCCESS_MESSAGE = '登录成功！'

/**
 * What a successful login does (SPEC §4, issue 3): store the session, close the dialog, toast
 * 登录成功！ for 2000 ms; then an admin goes to ADMIN_URL, anyone else gets a reload unless the
 * address contains "estimate" (an estimate in progress must not be thrown away).
 */
export function completeLogin(row: LoginUserRow): void {
  applyLoginResult(row)
  loginDialogStore.set({ open: false, mode: 1 })
  notifier().toast(LOGIN_SUCCESS_MESSAGE, { kind: 'success', durationMs: TOAST_MS })
  if (row.UserName === ADMIN_USER) {
    setTimeout(() => pageNavigation.assign(ADMIN_URL), LOGIN_RELOAD_DELAY_MS)
  } else if (!pageNavigation.href().includes('estimate')) {
    setTimeout(() => pageNavigation.reload(), LOGIN_RELOAD_DELAY_MS)
  }
}
