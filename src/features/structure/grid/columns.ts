import { formatArea } from '@/domain/format/money'
import { LIMITS } from '@/domain/projects/model'
import type { AreaTotals, StructureIssue } from '@/domain/projects/structure'
import { roundTo } from '@/domain/money'
import { isUsageTag, USAGE_TAGS } from '@/domain/projects/usage'

/** The columns of the structure grid, left to right (index = grid column). */
export type ColumnKey =
  'Num' | 'Project_Name' | 'BuiltArea' | 'InArea' | 'SellArea' | 'MultNum' | 'Usage' | 'TenderID'
export type EditableKey = 'Project_Name' | 'BuiltArea' | 'InArea' | 'SellArea' | 'MultNum' | 'Usage'

export interface Column {
  key: ColumnKey
  title: string
  width: string
  editable: boolean
  numeric: boolean
}

export const COLUMNS: readonly Column[] = [
  { key: 'Num', title: '序号', width: '5rem', editable: false, numeric: false },
  {
    key: 'Project_Name',
    title: '单项工程名称',
    width: 'minmax(14rem, 2fr)',
    editable: true,
    numeric: false,
  },
  { key: 'BuiltArea', title: '建筑面积(m²)', width: '9rem', editable: true, numeric: true },
  { key: 'InArea', title: '套内面积(m²)', width: '9rem', editable: true, numeric: true },
  { key: 'SellArea', title: '可售面积(m²)', width: '9rem', editable: true, numeric: true },
  { key: 'MultNum', title: '栋数', width: '5rem', editable: true, numeric: true },
  { key: 'Usage', title: '业态/部位', width: '7rem', editable: true, numeric: false },
  { key: 'TenderID', title: '标段', width: '8rem', editable: false, numeric: false },
]

export const GRID_TEMPLATE = COLUMNS.map((c) => c.width).join(' ')
export const NAME_COL = 1

export const columnAt = (col: number): Column | undefined => COLUMNS[col]
export const isEditableCol = (col: number): boolean => COLUMNS[col]?.editable === true

export type CellValue = { ok: true; value: string | number | null } | { ok: false; message: string }

/**
 * Text typed or pasted into a cell → the stored value. Empty → null (the check then marks it);
 * thousands separators, spaces and a trailing m² are accepted because Excel copies them.
 */
export function parseCell(key: EditableKey, text: string): CellValue {
  const t = text.trim()
  if (key === 'Project_Name') {
    if (t.length > LIMITS.nameMax)
      return { ok: false, message: `名称不能超过 ${LIMITS.nameMax} 个字` }
    return { ok: true, value: t }
  }
  if (key === 'Usage') {
    // Blank (or 自动) keeps the guess from the name; anything else must be one of the tags.
    if (t === '' || t === '自动') return { ok: true, value: '' }
    if (isUsageTag(t)) return { ok: true, value: t }
    return { ok: false, message: `请填写 ${USAGE_TAGS.join('、')} 之一，留空按名称推测` }
  }
  if (t === '') return { ok: true, value: null }
  const cleaned = t.replace(/[,，\s]/g, '').replace(/(m²|m2|㎡|栋)$/i, '')
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: '请输入数字' }
  const n = Number(cleaned)
  if (n < 0) return { ok: false, message: '不能为负数' }
  if (key === 'MultNum') {
    if (!Number.isInteger(n) || n < 1) return { ok: false, message: '栋数必须是正整数' }
    if (n > LIMITS.multNumMax) return { ok: false, message: `栋数不能超过 ${LIMITS.multNumMax}` }
    return { ok: true, value: n }
  }
  if (n > LIMITS.amountMax) return { ok: false, message: '面积过大' }
  return { ok: true, value: roundTo(n, 2) ?? 0 }
}

/** Editable text of a stored value (what the editor starts with and Ctrl+C copies). */
export function editText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

export const areaText = (v: number | null): string => (v === null ? '' : formatArea(v))

/** Display of the totals row and of roll-ups: always 2 decimals. */
export const totalText = (t: AreaTotals, key: 'BuiltArea' | 'InArea' | 'SellArea'): string =>
  formatArea(t[key])

/** Issues by "rowId:field"; a cycle (ParentID) is shown on the name cell. */
export function issueMap(issues: readonly StructureIssue[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const i of issues) {
    const field = i.field === 'ParentID' ? 'Project_Name' : i.field
    const key = `${i.ID}:${field}`
    out.set(key, out.has(key) ? `${out.get(key) ?? ''}；${i.message}` : i.message)
  }
  return out
}
