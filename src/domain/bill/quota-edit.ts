import { parseShape } from '../entity/shape'
import { refused } from '../entity/field'
import { QUOTA_LINE, quotaItems, type QuotaItem, type QuotaItemDoc } from './quota-entity'

/**
 * A 定额子目 edited by hand on the 定额库 screen (docs/bill.md "定额子目"): the fields as typed
 * (text), read by the entity's own field rules (the ones the import and the server apply), with
 * each refused 人材机 line named by its row. A 子目 needs at least one line, as on import.
 */

type Text<T> = { [K in keyof T]-?: string }

export type QuotaLineDraft = Text<QuotaItem['Lines'][number]>
export type QuotaDraft = Text<Omit<QuotaItemDoc, 'Lines'>> & { Lines: QuotaLineDraft[] }

const shown = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v)

export const emptyQuotaLine = (): QuotaLineDraft => ({
  Kind: '材料',
  Code: '',
  Name: '',
  Spec: '',
  Unit: '',
  Consumption: '',
  Price: '',
})

/** The draft of a stored 子目, or of a new one in the 定额库 `library`. */
export function quotaDraft(quota: QuotaItem | null, library = ''): QuotaDraft {
  if (!quota)
    return {
      Library: library,
      Code: '',
      Name: '',
      Unit: '',
      Price: '',
      OverheadRate: '',
      ProfitRate: '',
      Lines: [emptyQuotaLine()],
    }
  return {
    Library: quota.Library,
    Code: quota.Code,
    Name: quota.Name,
    Unit: quota.Unit,
    Price: shown(quota.Price),
    OverheadRate: shown(quota.OverheadRate),
    ProfitRate: shown(quota.ProfitRate),
    Lines: quota.Lines.map((l) => ({
      Kind: l.Kind,
      Code: l.Code,
      Name: l.Name,
      Spec: l.Spec,
      Unit: l.Unit,
      Consumption: String(l.Consumption),
      Price: shown(l.Price),
    })),
  }
}

/** The 子目 a draft gives, or the first refusal in Chinese (a line's names its row). */
export function parseQuotaDraft(
  draft: QuotaDraft,
): { ok: true; value: QuotaItemDoc } | { ok: false; message: string } {
  const { Lines, ...head } = draft
  const fields = parseShape(quotaItems.fields, { ...head, Lines: [] })
  if (refused(fields)) return { ok: false, message: fields.message }
  if (Lines.length === 0) return { ok: false, message: `定额子目 ${fields.Code} 没有人材机` }
  const lines: QuotaItemDoc['Lines'] = []
  for (const [k, raw] of Lines.entries()) {
    const line = parseShape(QUOTA_LINE, raw)
    if (refused(line)) return { ok: false, message: `第 ${k + 1} 行人材机：${line.message}` }
    lines.push(line)
  }
  const whole = parseShape(quotaItems.fields, { ...fields, Lines: lines })
  return refused(whole) ? { ok: false, message: whole.message } : { ok: true, value: whole }
}
