import { z } from 'zod'
import { refused, requiredText as requiredTextKind, text as textKind } from '../entity/field'

/**
 * Field schemas shared by the write contracts (projects, bill …). Form bodies carry numbers as
 * strings and null as '', so they accept both. Messages are the Chinese text the user sees.
 */
export { isBlank, toNumber } from '../entity/field'

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
 * 不能为空 when required, 不能超过N个字 beyond `max`: the text kinds' rule (../entity/field.ts).
 */
export const cellText = (label: string, max: number, required = false) => {
  const rule = (required ? requiredTextKind : textKind)(label, max).parse
  return z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const r = rule(v)
      if (!refused(r)) return r
      ctx.addIssue({ code: 'custom', message: r.message })
      return z.NEVER
    })
}
export const uuidField = (label: string) => z.uuid({ error: `${label}无效` })
/** '' (none / top level) or a uuid. */
export const refField = (label: string) =>
  z.union([z.literal(''), z.uuid()], { error: `${label}无效` })
