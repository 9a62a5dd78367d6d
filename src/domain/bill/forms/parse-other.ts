import {
  OTHER_KINDS,
  RATE_BASES,
  type BillRateDoc,
  type OtherKind,
  type RateBase,
  type RateKind,
} from '../model'
import { roundYuan } from '../../money'
import { numberCell, type Field } from './layout'
import type { FormIssue } from './parse'

/**
 * Rows of 表-11 总价措施项目清单与计价表, 表-12 其他项目清单与计价汇总表 and 表-13 规费、税金项目计价表.
 */

/**
 * A 总价措施 or 规费 line as read, with where it stood and the 金额 the file states (kept for the
 * 回标 import, bid-return/returned.ts; not stored on the rate documents).
 */
export type ParsedRate = { sheet: string; row: number; StatedAmount?: number | null } & Omit<
  BillRateDoc,
  'ProId' | 'UnitId' | 'Sort'
>

export interface ParsedOther {
  sheet: string
  row: number
  Kind: OtherKind
  Name: string
  Amount: number | null
  Note: string
}

type Get = (f: Field) => string
type Issue = (level: FormIssue['level'], message: string) => void

/** 计算基础 text → RateBase: the exact label, else by its words; unknown → 固定金额. */
export function rateBaseOf(text: string): RateBase {
  const t = text.replace(/\s+/g, '')
  const exact = RATE_BASES.find((b) => b === t)
  if (exact) return exact
  if (t.includes('人工费') && t.includes('机械')) return '分部分项人工费+机械费'
  if (t.includes('单价措施') && t.includes('人工')) return '分部分项+单价措施人工费'
  if (t.includes('单价措施')) return '分部分项+单价措施费'
  if (t.includes('人工费')) return '分部分项人工费'
  if (t.includes('分部分项')) return '分部分项工程费'
  return '固定金额'
}

export function parseRateRow(
  get: Get,
  sheet: string,
  row: number,
  Kind: RateKind,
  issue: Issue,
): ParsedRate | null {
  const name = get('name')
  if (name === '') return null
  let failed = false
  const fail: Issue = (level, message) => {
    if (level === 'error') failed = true
    issue(level, message)
  }
  const rate = numberCell(get('rate'), '费率', fail)
  const amount = numberCell(get('settled') || get('amount'), '金额', fail)
  if (failed) return null
  let base = rateBaseOf(get('base'))
  if (base !== '固定金额' && (rate === null || rate === undefined)) base = '固定金额'
  if (base === '固定金额' && (amount === null || amount === undefined) && get('base') !== '')
    issue('warning', `计算基础"${get('base')}"无法识别，且没有金额`)
  return {
    sheet,
    row,
    Kind,
    Code: get('code'),
    Name: name,
    Base: base,
    Rate: base === '固定金额' ? null : (rate ?? null),
    Amount: base === '固定金额' ? roundYuan(amount ?? 0) : null,
    IsSafety: /安全文明|安全生产/.test(name) ? 1 : 0,
    Note: get('note'),
    StatedAmount: amount === null || amount === undefined ? null : roundYuan(amount),
  }
}

const OTHER_WORDS: readonly (readonly [OtherKind, RegExp])[] = [
  ['暂列金额', /暂列金额/],
  ['材料暂估价', /材料.*暂估|设备.*暂估/],
  ['专业工程暂估价', /专业工程暂估/],
  ['计日工', /计日工/],
  ['总承包服务费', /总承包服务费/],
]

export function parseOtherRow(
  get: Get,
  sheet: string,
  row: number,
  issue: Issue,
): ParsedOther | null {
  const text = get('name')
  if (text === '') return null
  const prefixed = OTHER_KINDS.find((k) => text.startsWith(`${k}：`))
  const kind = prefixed ?? OTHER_WORDS.find(([, re]) => re.test(text))?.[0]
  if (kind === undefined) {
    // 暂估价 (the parent of 材料 and 专业工程 lines) is a subtotal; anything else is not modelled.
    if (text.replace(/\s+/g, '') !== '暂估价') issue('warning', `其他项目"${text}"无法识别，未导入`)
    return null
  }
  const amount = numberCell(get('amount'), '金额', issue)
  if (amount === undefined) return null
  return {
    sheet,
    row,
    Kind: kind,
    Name: prefixed ? text.slice(prefixed.length + 1) : text,
    Amount: amount === null ? null : roundYuan(amount),
    Note: get('note'),
  }
}

/** 表-13: 规费 lines, or the 税金/增值税 line with its rate. The parent 规费 line is a subtotal. */
export function parseTaxRow(
  get: Get,
  sheet: string,
  row: number,
  issue: Issue,
): { kind: 'tax'; rate: number | null } | { kind: 'fee'; line: ParsedRate } | null {
  const name = get('name').replace(/\s+/g, '')
  if (name === '' || name === '规费') return null
  if (/^(税金|增值税)/.test(name)) {
    const rate = numberCell(get('rate'), '税率', issue)
    return { kind: 'tax', rate: rate ?? null }
  }
  const line = parseRateRow(get, sheet, row, '规费', issue)
  return line ? { kind: 'fee', line } : null
}
