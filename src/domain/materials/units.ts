/**
 * Units of measure (计量单位) a material price may carry. Spellings seen in bulletins and Excel
 * files are folded to one canonical form (吨 → t, 立方米 → m³), so the same material in two
 * packages compares equal; anything not listed is refused with 未知的计量单位.
 */
export const UNITS = [
  't',
  'kg',
  'g',
  'm³',
  'm²',
  'm',
  'km',
  'L',
  '个',
  '件',
  '块',
  '千块',
  '千匹',
  '根',
  '套',
  '樘',
  '组',
  '台',
  '只',
  '片',
  '卷',
  '桶',
  '袋',
  '包',
  '张',
  '把',
  '副',
  '对',
  '盏',
  '支',
  '条',
  '节',
  '株',
  '丛',
  '座',
  '付',
  '项',
  '百米',
  '延长米',
  '系统',
  '部',
  'kW',
  'kW·h',
  'kVA',
] as const
export type Unit = (typeof UNITS)[number]

const ALIASES: Record<string, Unit> = {
  吨: 't',
  T: 't',
  公斤: 'kg',
  KG: 'kg',
  Kg: 'kg',
  克: 'g',
  立方米: 'm³',
  立方: 'm³',
  方: 'm³',
  m3: 'm³',
  M3: 'm³',
  'm^3': 'm³',
  平方米: 'm²',
  平米: 'm²',
  m2: 'm²',
  M2: 'm²',
  'm^2': 'm²',
  米: 'm',
  M: 'm',
  公里: 'km',
  升: 'L',
  l: 'L',
  千克: 'kg',
}

const KNOWN: ReadonlySet<string> = new Set(UNITS)

/** Canonical unit for a spelling, or null when the unit is unknown. */
export function normalizeUnit(text: string): Unit | null {
  const t = text.trim()
  if (KNOWN.has(t)) return t as Unit
  return ALIASES[t] ?? null
}
