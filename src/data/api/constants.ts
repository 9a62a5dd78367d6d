/** Business constants of SPEC §9 that the data layer and the screens share. */

/** The base path of every call (SPEC §7). */
export const API_BASE = '/api'

/** Timeout of the small client used for quick calls (SPEC §7, §9). */
export const SERVICE_TIMEOUT_MS = 5000

/** Timeout of the wrapper client: 120,000,000 ms (about 33 hours), as SPEC §9 states it. */
export const REQUEST_TIMEOUT_MS = 120_000_000

/** After an error response the loading flag turns off this much later (SPEC §4, §9). */
export const LOADING_ERROR_DELAY_MS = 500

/** Toast durations of SPEC §9. */
export const TOAST_MS = 2000
export const TOAST_RESET_SUCCESS_MS = 1000
export const TOAST_ERROR_MS = 5000

/** The server message that means "log in first"; the wrapper does not show it (SPEC §8). */
export const NOT_LOGGED_IN_MESSAGE = '请先登录!'
/** What the wrapper shows on HTTP 403 (SPEC §8). */
export const LOGIN_REQUIRED_MESSAGE = '请先登录'

/** Success code of the template's generic interceptor and its "logged out" codes (SPEC §8). */
export const GENERIC_SUCCESS_CODE = 20000
export const GENERIC_LOGOUT_CODES: readonly number[] = [50008, 50012, 50014]
