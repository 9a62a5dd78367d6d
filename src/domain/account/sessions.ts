import { z } from 'zod'

/**
 * 个人中心 "登录设备" (issue 34): the signed-in user's live sessions and 退出其他设备. Calls beyond
 * SPEC: GET /api/Command/GetSessions, POST /api/Command/LogoutOthers (docs/accounts.md).
 */

export const sessionItem = z.object({
  ID: z.string(),
  /** The session this request was made with. */
  Current: z.boolean(),
  /** Browser and system, as describeDevice() reads the User-Agent of the sign-in. */
  Device: z.string(),
  /** The client address the sign-in came from ('' when unknown). */
  Ip: z.string(),
  CreateTime: z.string(),
  ExpireTime: z.string(),
})
export type SessionItem = z.output<typeof sessionItem>
export const sessionListData = z.array(sessionItem)

/** LogoutOthers: how many other sessions ended. */
export const logoutOthersData = z.object({ Count: z.number().int().nonnegative() })

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/MicroMessenger\//, '微信'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* .*Safari\//, 'Safari'],
]
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome 130 · Windows" from a User-Agent; 未知设备 when it says nothing readable. */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))
  const version = browser ? browser[0].exec(userAgent)?.[1] : undefined
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1]
  const name = browser ? `${browser[1]}${version ? ` ${version}` : ''}` : undefined
  const parts = [name, system].filter((p): p is string => p !== undefined)
  return parts.length > 0 ? parts.join(' · ') : '未知设备'
}
