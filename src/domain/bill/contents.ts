import { unitMultiple } from './quantity'

/**
 * 含量 (main quantities per m²) recognised from 项目编码 and 计量单位 (docs/bill.md "含量").
 * An item counts in the rule with the longest matching code prefix whose units include the
 * item's unit; its 工程量 is multiplied by the unit's factor (t → kg: 1,000; a unit counted in
 * multiples, 10m2 or 100m3, times its multiple). Items of other units (e.g. 混凝土 in m2) are left
 * out rather than mixed.
 */
export interface ContentRule {
  key: string
  label: string
  /** Unit of the summed quantity; the indicator is this per m² of area. */
  unit: string
  prefixes: readonly string[]
  /** Accepted item units (normalised) and their factor to `unit`. */
  factors: Readonly<Record<string, number>>
}

export const CONTENT_RULES: readonly ContentRule[] = [
  { key: 'earth', label: '土石方', unit: 'm³', prefixes: ['0101'], factors: { m3: 1 } },
  { key: 'masonry', label: '砌体', unit: 'm³', prefixes: ['0104'], factors: { m3: 1 } },
  { key: 'concrete', label: '混凝土', unit: 'm³', prefixes: ['0105'], factors: { m3: 1 } },
  { key: 'rebar', label: '钢筋', unit: 'kg', prefixes: ['010515'], factors: { t: 1000, kg: 1 } },
  { key: 'steel', label: '钢结构', unit: 'kg', prefixes: ['0106'], factors: { t: 1000, kg: 1 } },
  { key: 'doors', label: '门窗', unit: 'm²', prefixes: ['0108'], factors: { m2: 1 } },
  // 门窗 counted in 樘 cannot join the m² figure: they get their own (樘 per m² of area).
  { key: 'doorCount', label: '门窗樘数', unit: '樘', prefixes: ['0108'], factors: { 樘: 1 } },
  { key: 'roofing', label: '屋面及防水', unit: 'm²', prefixes: ['0109'], factors: { m2: 1 } },
  { key: 'insulation', label: '保温隔热', unit: 'm²', prefixes: ['0110'], factors: { m2: 1 } },
  { key: 'floor', label: '楼地面', unit: 'm²', prefixes: ['0111'], factors: { m2: 1 } },
  { key: 'wall', label: '墙柱面', unit: 'm²', prefixes: ['0112'], factors: { m2: 1 } },
  { key: 'ceiling', label: '天棚', unit: 'm²', prefixes: ['0113'], factors: { m2: 1 } },
  { key: 'scaffold', label: '脚手架', unit: 'm²', prefixes: ['011701'], factors: { m2: 1 } },
  { key: 'formwork', label: '模板', unit: 'm²', prefixes: ['011702'], factors: { m2: 1 } },
]

export const CONTENT_COUNT = CONTENT_RULES.length

/** The rules (indexes into CONTENT_RULES) of each code prefix. */
const byPrefix: ReadonlyMap<string, readonly number[]> = new Map(
  [...new Set(CONTENT_RULES.flatMap((r) => r.prefixes))].map((p) => [
    p,
    CONTENT_RULES.flatMap((r, i) => (r.prefixes.includes(p) ? [i] : [])),
  ]),
)
// A memo of a pure function (the answer is the same without it): thousands of items share a few
// code prefixes and units.
// eslint-disable-next-line guard/domain-state
const cache = new Map<string, { index: number; factor: number } | null>()

/** The content rule an item counts in (index into CONTENT_RULES) and its factor; null if none. */
export function classifyContent(
  code: string,
  unit: string,
): { index: number; factor: number } | null {
  const key = code.slice(0, 6) + '|' + unit
  const known = cache.get(key)
  if (known !== undefined) return known
  const { base, multiple } = unitMultiple(unit)
  let found: { index: number; factor: number } | null = null
  for (let len = 6; len >= 2 && found === null; len--) {
    for (const index of byPrefix.get(code.slice(0, len)) ?? []) {
      const factor = CONTENT_RULES[index]?.factors[base]
      if (factor !== undefined) {
        found = { index, factor: factor * multiple }
        break
      }
    }
  }
  if (cache.size > 10_000) cache.clear()
  cache.set(key, found)
  return found
}

/**
 * 主材 that feed 含量 (docs/bill.md): a main material named with one of these words, in one of
 * the rule's units, counts consumption × 工程量 in the rule. First match wins (钢筋 before 钢管, 加气混凝土砌块 is 砌体).
 */
const MATERIAL_WORDS: readonly { key: string; words: readonly string[] }[] = [
  { key: 'rebar', words: ['钢筋', '螺纹钢', '圆钢'] },
  { key: 'steel', words: ['型钢', '钢板', '钢结构', '钢构件', '钢管'] },
  { key: 'masonry', words: ['砌块', '砖'] },
  { key: 'concrete', words: ['混凝土', '砼'] },
  { key: 'formwork', words: ['模板'] },
  { key: 'doors', words: ['门', '窗'] },
  { key: 'doorCount', words: ['门', '窗'] },
  { key: 'insulation', words: ['保温'] },
]

/** The content rule a main material counts in, and its unit factor; null if none. */
export function classifyMaterial(
  name: string,
  unit: string,
): { index: number; factor: number } | null {
  const { base, multiple } = unitMultiple(unit)
  for (const { key, words } of MATERIAL_WORDS) {
    if (!words.some((w) => name.includes(w))) continue
    const index = CONTENT_RULES.findIndex((r) => r.key === key)
    const factor = CONTENT_RULES[index]?.factors[base]
    if (factor !== undefined) return { index, factor: factor * multiple }
  }
  return null
}
