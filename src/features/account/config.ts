/**
 * Build-time account settings (Vite env, see docs/accounts.md):
 * - VITE_ADMIN_USER: the special user name of SPEC §3/§6 that marks an admin (default "admin");
 * - VITE_ADMIN_URL: where an admin lands after login (default the back office's account page of
 *   this app, /Backstage; an absolute URL sends the admin to an external page).
 */
const env = import.meta.env as Record<string, unknown>

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

export const ADMIN_USER = text(env.VITE_ADMIN_USER) || 'admin'
export const ADMIN_URL = text(env.VITE_ADMIN_URL) || '/Backstage'

/**
 * The page reloads after a login (SPEC §4) this long after the 登录成功！ toast appears, so the
 * toast is seen before the reload replaces the page.
 */
export const LOGIN_RELOAD_DELAY_MS = 1000
