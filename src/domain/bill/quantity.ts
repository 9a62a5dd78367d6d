import { VALUE_MAX } from '../entity/field'
import { roundTo, type NumericInput } from '../money'
import { evaluateFormula, fractionToNumber } from './formula'

/**
 * 工程量 by 计量单位 (docs/bill.md "Money"): how many decimals a quantity keeps and how unit
 * spellings compare. The money arithmetic on quantities (thousandths × 分) is src/domain/money's.
 */

/**
 * Decimals of 工程量 by 计量单位: the 计量规范 rule (GB 50854-2013 and its siblings: t keeps 3
 * decimals; m, m2, m3 and kg keep 2; 个, 件, 根, 组, 系统 are whole numbers), extended to the
 * other counted units of real bills.
 */
export const QUANTITY_DECIMALS: Readonly<Record<string, number>> = {
  t: 3,
  m: 2,
  m2: 2,
  m3: 2,
  kg: 2,
  km: 3,
  hm2: 3,
  // Counted units: whole numbers.
  ...Object.fromEntries(
    [
      '个',
      '件',
      '根',
      '组',
      '系统',
      '台',
      '套',
      '樘',
      '块',
      '只',
      '座',
      '处',
      '项',
      '株',
      '棵',
      '丛',
      '副',
      '支',
      '把',
      '盏',
      '口',
      '眼',
      '孔',
      '部',
      '站',
      '点',
      '回路',
      '扇',
      '榀',
      '付',
      '头',
      '对',
      '户',
      '间',
      '段',
      // Counted units the 清单库 (GB 50854/50856 items) needs besides the above.
      '条',
      '芯',
      '端口',
      '链路',
      '片',
      '具',
      '节',
      '基',
      '箱',
      '组件',
      '次',
      '台次',
      '天',
      '昼夜',
    ].map((u) => [u, 0]),
  ),
}
/** Decimals for a unit not in the table. */
export const DEFAULT_QUANTITY_DECIMALS = 2

const UNIT_ALIASES: Readonly<Record<string, string>> = {
  'm²': 'm2',
  '㎡': 'm2',
  平方米: 'm2',
  'm³': 'm3',
  '㎥': 'm3',
  立方米: 'm3',
  吨: 't',
  米: 'm',
  延长米: 'm',
  千克: 'kg',
  公斤: 'kg',
  公里: 'km',
}

/** The canonical spelling of a 计量单位: "M³", "立方米" → "m3"; unknown units trimmed as given. */
export function normalizeUnit(unit: string): string {
  const t = unit.trim()
  const lower = t.toLowerCase()
  return UNIT_ALIASES[t] ?? UNIT_ALIASES[lower] ?? (/^[a-z0-9]+$/.test(lower) ? lower : t)
}

/**
 * A unit counted in multiples of a base unit, as 定额 units are written (10m2, 100m3, 1000kg):
 * the base unit (normalised) and the multiple; a plain unit is its own base with multiple 1.
 * "10m2" is a different unit from "m2" (5 of 10m2 are 50 m²), so normalizeUnit keeps it apart.
 */
export function unitMultiple(unit: string): { base: string; multiple: number } {
  const u = normalizeUnit(unit)
  const m = /^(10|100|1000)([^0-9].*)$/.exec(u)
  return m
    ? { base: normalizeUnit(m[2] as string), multiple: Number(m[1]) }
    : { base: u, multiple: 1 }
}

export function quantityDecimals(unit: string): number {
  return QUANTITY_DECIMALS[normalizeUnit(unit)] ?? DEFAULT_QUANTITY_DECIMALS
}

/** 工程量 rounded to its unit's decimals, half away from zero (1.2345 m3 → 1.23; 2.5 个 → 3). */
export function roundQuantity(quantity: NumericInput, unit: string): number | null {
  return roundTo(quantity, quantityDecimals(unit))
}

/**
 * What a user is told when 工程量 loses digits to its unit's decimals (86.4 樘 → 86): the bill
 * import and the grid's edits say the same. Binary noise of a stored number (12.340000000001) is
 * rounded silently. `original` is the text as typed or read; null when nothing was lost.
 */
export function quantityRoundingNote(
  quantity: number,
  unit: string,
  original: string = String(quantity),
): string | null {
  const q = roundQuantity(quantity, unit)
  if (q === null || Math.abs(q - quantity) <= 1e-9) return null
  return `工程量按计量单位"${unit}"取 ${q}（原为 ${original}）`
}

/** 工程量 from a 计算式: its exact value rounded to the unit's decimals, or the Chinese refusal. */
export function formulaQuantity(
  formula: string,
  unit: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const r = evaluateFormula(formula)
  if (!r.ok) return r
  const value = fractionToNumber(r.value, quantityDecimals(unit))
  if (value < 0) return { ok: false, message: `计算式的结果为 ${value}，工程量不能为负数` }
  if (value > VALUE_MAX) return { ok: false, message: `计算式的结果 ${value} 超出工程量上限` }
  return { ok: true, value: value === 0 ? 0 : value }
}

/**
 * An item's changed fields with what its 计算式 implies (docs/bill.md "工程量计算式"): a written
 * 计算式 sets 工程量 (rounded to the unit, the new one when both change); an empty one leaves 工程量
 * as typed; a 工程量 typed by hand clears the 计算式 it no longer follows; a new unit re-rounds the
 * 计算式's exact value. The grid completes its edits with this before recording them (so undo puts
 * 工程量 back too) and the repository applies it again on every write.
 */
export function withFormula(
  fields: Readonly<Record<string, unknown>>,
  current: { Unit: string; Formula?: string | undefined } | undefined,
): { ok: true; fields: Record<string, unknown> } | { ok: false; message: string } {
  const out: Record<string, unknown> = { ...fields }
  const unit = typeof fields['Unit'] === 'string' ? fields['Unit'] : (current?.Unit ?? '')
  const typed = 'Formula' in fields
  const given = fields['Formula']
  const formula = typed
    ? (typeof given === 'string' || typeof given === 'number' ? String(given) : '').trim()
    : (current?.Formula ?? '')
  if (typed) out['Formula'] = formula
  if (!typed && 'Quantity' in fields) {
    if (formula !== '') out['Formula'] = ''
    return { ok: true, fields: out }
  }
  if (formula === '' || (!typed && !('Unit' in fields))) return { ok: true, fields: out }
  const q = formulaQuantity(formula, unit)
  if (!q.ok) return q
  out['Quantity'] = q.value
  return { ok: true, fields: out }
}
