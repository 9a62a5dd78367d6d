import { version } from '../../package.json'

/**
 * Facts about the service shown in the footer and the help page. The operator sets the contact
 * at build time (VITE_SUPPORT_EMAIL, VITE_SUPPORT_PHONE); the version is package.json's.
 */
const env = import.meta.env as Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

export const APP_VERSION: string = version
export const SUPPORT_EMAIL = text(env.VITE_SUPPORT_EMAIL) || 'support@smartboq.cn'
export const SUPPORT_PHONE = text(env.VITE_SUPPORT_PHONE) || '400-820-6688'
export const SUPPORT_HOURS = '工作日 9:00–18:00'

/**
 * Build-time account settings (Vite env, see docs/accounts.md):
 * - VITE_ADMIN_USER: the special user name of SPEC §3/§6 that marks an admin (default "admin");
 * - VITE_ADMIN_URL: where an admin lands after login and what the user menu's 后台管理 opens
 *   (default the back office of this app, /Backstage; an absolute URL is an external page).
 */
export const ADMIN_USER = text(env.VITE_ADMIN_USER) || 'admin'
export const ADMIN_URL = text(env.VITE_ADMIN_URL) || '/Backstage'
