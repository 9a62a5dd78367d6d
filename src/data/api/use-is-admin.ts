import { ACCOUNT_CALLS } from '@/domain/api/calls/account'
import { useCallRead } from './use-call-read'

/** true / false once GetUser_Authority answers; undefined meanwhile (the back office, publishing 信息价). */
export function useIsAdmin(): boolean | undefined {
  const { state } = useCallRead(ACCOUNT_CALLS.getUserAuthority, {}, { failed: '权限查询失败' })
  if (state.status === 'loading') return undefined
  return state.status === 'ready' && state.data.some((a) => a.Code === 'admin')
}
