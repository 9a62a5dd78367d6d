/**
 * Validation of the project fields a replayed EditProject carries (docs/sync.md). The wrapper
 * posts form-encoded bodies, so numbers arrive as strings: known numeric fields are turned back
 * into numbers here, or the pulled document would differ from what the client stored.
 */
const NUMERIC: Record<string, string> = {
  BuiltArea: '建筑面积',
  InArea: '地上面积',
  SellArea: '可售面积',
  TotalCost: '总造价',
  UnitCost: '单方造价',
  Price: '价格',
}
const MAX_AMOUNT = 1e12
const MAX_FIELDS = 100
const MAX_TEXT = 2000
/** Fields of the call itself, not of the row. */
const CALL_FIELDS = new Set(['ID', 'Type'])

export type FieldsResult = { ok: true; fields: Record<string, unknown> } | { ok: false; message: string }

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim())
  return undefined
}

/** Checks and normalises the changed fields; `create` also requires a project name. */
export function projectFields(raw: Record<string, unknown>, create: boolean): FieldsResult {
  const fields: Record<string, unknown> = {}
  const entries = Object.entries(raw).filter(([key]) => !CALL_FIELDS.has(key))
  if (entries.length > MAX_FIELDS) return { ok: false, message: '修改的字段过多' }
  for (const [key, value] of entries) {
    if (key === 'Project_Name') {
      if (typeof value !== 'string' || value.trim() === '') return { ok: false, message: '项目名称不能为空' }
      if (value.trim().length > 100) return { ok: false, message: '项目名称不能超过100个字' }
      fields[key] = value.trim()
    } else if (key in NUMERIC) {
      const n = toNumber(value)
      if (n === undefined || n < 0 || n > MAX_AMOUNT) return { ok: false, message: `${NUMERIC[key] ?? key}必须是不小于0的数字` }
      fields[key] = n
    } else if (key === 'MultNum') {
      const n = toNumber(value)
      if (n === undefined || !Number.isInteger(n) || n < 1 || n > 10_000) return { ok: false, message: '栋数必须是正整数' }
      fields[key] = n
    } else if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(key)) {
      return { ok: false, message: `字段名无效：${key.slice(0, 50)}` }
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (typeof value === 'string' && value.length > MAX_TEXT) return { ok: false, message: `字段 ${key} 过长` }
      fields[key] = value
    } else if (value !== null) {
      return { ok: false, message: `字段 ${key} 的值无效` }
    }
  }
  if (create && typeof fields['Project_Name'] !== 'string') return { ok: false, message: '项目名称不能为空' }
  return { ok: true, fields }
}

/** numeric(14,2) text for the projects table mirror. */
export function areaText(value: unknown): string {
  return typeof value === 'number' && value >= 0 && value < 1e12 ? value.toFixed(2) : '0'
}
