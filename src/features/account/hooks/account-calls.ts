/**
 * The account calls and session helpers as the account screens use them: components import
 * these, never '@/data/api' (ESLint enforces it). Each call answers a CallOutcome whose
 * `message` goes to the form's message line.
 */
export {
  changePassword,
  checkCode,
  editAccountInformation,
  getAccountInformation,
  getSessions,
  login,
  logoutOthers,
  register,
  resetPassword,
  updatePhone,
  updateStoredUser,
  uploadImage,
  type LoginInput,
} from '@/data/api/account'
export { TOAST_MS, TOAST_RESET_SUCCESS_MS } from '@/data/api/constants'
export { isApiError } from '@/data/api/errors'
export { notifier } from '@/data/api/notify'
