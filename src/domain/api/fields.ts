import { z } from 'zod'

/**
 * Field schemas shared by the write contracts (projects, bill …). Form bodies carry numbers as
 * strings and null as '', so they accept both. Messages are the Chinese text the user sees.
 */
export const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

/** A finite number or plain numeric text; undefined otherwise. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && NUMBER_TEXT.test(v.trim())) return Number(v.trim())
  return undefined
}

/** A finite number (Sort). */
export const sortField = z.unknown().transform((v, ctx): number => {
  const n = toNumber(v)
  if (n === undefined) {
    ctx.addIssue({ code: 'custom', message: '排序号无效' })
    return z.NEVER
  }
  return n
})

export const text = (label: string, max: number) =>
  z
    .string({ error: `${label}无效` })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, `${label}不能超过${max}个字`))
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, `${label}不能为空`).max(max, `${label}不能超过${max}个字`))
/**
 * Text from a form, an Excel cell or a number (trimmed; blank is ''), with the usual messages:
 * 格式不正确 for anything else, 不能为空 when required, 不能超过N个字 beyond `max`.
 */
export const cellText = (label: string, max: number, required = false) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = isBlank(v)
        ? ''
        : typeof v === 'string' || typeof v === 'number'
          ? String(v).trim()
          : null
      if (s === null) {
        ctx.addIssue({ code: 'custom', message: `${label}格式不正确` })
        return z.NEVER
      }
      if (required && s === '') {
        ctx.addIssue({ code: 'custom', message: `${label}不能为空` })
        return z.NEVER
      }
      if (s.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label}不能超过${max}个字` })
        return z.NEVER
      }
      return s
    })
export const uuidField = (label: string) => z.uuid({ error: `${label}无效` })
/** '' (none / top level) or a uuid. */
export const refField = (label: string) =>
  z.union([z.literal(''), z.uuid()], { error: `${label}无效` })
