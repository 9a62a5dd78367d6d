// Build-time account settings (Vite env, docs/accounts.md), kept in src/lib/site.ts because the
// shell's user menu reads them too (后台管理 for the administrator).
export { ADMIN_URL, ADMIN_USER } from '@/lib/site'

/**
 * The page reloads after a login (SPEC §4) this long after the 登录成功！ toast appears, so the
 * toast is seen before the reload replaces the page.
 */
export const LOGIN_RELOAD_DELAY_MS = 1000
