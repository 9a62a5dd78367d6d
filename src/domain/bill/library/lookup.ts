import { nextFreeCode, normalizeCode } from '../codes'
import type { BillLibrary, LibraryItem } from './types'

/** A typed code resolved to its 清单库 item: `suffix` is the 自编 part of a 12-digit code ('' for 9). */
export interface CodeMatch {
  item: LibraryItem
  code9: string
  suffix: string
}

/**
 * The item of a 9- or 12-digit code as typed or pasted: spaces and full-width digits are
 * cleaned, and a code Excel stored as a number (leading zero lost: 10101001, 10101001001) gets
 * its zero back. null when the code is not in the library (a 补充项目, another 规范, a typo).
 */
export function lookupCode(library: BillLibrary, raw: string): CodeMatch | null {
  let { code } = normalizeCode(raw)
  if (/^\d{8}$/.test(code)) code = '0' + code
  if (!/^\d{9}(\d{3})?$/.test(code)) return null
  const code9 = code.slice(0, 9)
  const item = library.byCode.get(code9)
  return item ? { item, code9, suffix: code.slice(9) } : null
}

/** The 项目特征 as pricing tools start it: one numbered line per 特征, "1. 混凝土种类：". */
export function featureTemplate(item: Pick<LibraryItem, 'features'>): string {
  return item.features.map((feature, i) => `${i + 1}. ${feature}：`).join('\n')
}

/** What typing a code into the bill fills in: the full code, 项目名称, 计量单位, 项目特征. */
export interface LibraryFill {
  code: string
  name: string
  unit: string
  features: string
  item: LibraryItem
}

/**
 * The fill for a typed code, or null when the library does not know it. A 9-digit code gets the
 * next free 自编 digits among `usedCodes` (the 单位工程's codes: 010505001 → 010505001001, or …002
 * when 001 is taken); a 12-digit code is kept as typed (the 编码 check reports a repeat). null
 * too when all 999 自编 numbers of the item are used.
 */
export function libraryFill(
  library: BillLibrary,
  raw: string,
  usedCodes: ReadonlySet<string>,
): LibraryFill | null {
  const match = lookupCode(library, raw)
  if (!match) return null
  const code = match.suffix ? match.code9 + match.suffix : nextFreeCode(match.code9, usedCodes)
  if (code === null) return null
  const { item } = match
  return {
    code,
    name: item.name,
    unit: item.units[0] ?? '',
    features: featureTemplate(item),
    item,
  }
}

/** The name 新增清单项 gives a row until it is named: it counts as no name for the 清单库 fill. */
export const UNNAMED_ITEM = '未命名清单项'

/**
 * The fields a 清单库 fill writes over an item (docs/bill.md "清单库 in the grid"): always the
 * code; the name and the 项目特征 only where they are empty (an unnamed row's placeholder counts
 * as empty); the unit only when `unitTyped` is false and the row has no name yet (the unit a
 * new row took from the row above is a placeholder too). Never what the user typed.
 */
export function fillFields(
  fill: LibraryFill,
  current: { Name: string; Unit: string; Features: string },
  unitTyped: boolean,
): Record<string, string> {
  const unnamed = current.Name.trim() === '' || current.Name === UNNAMED_ITEM
  return {
    Code: fill.code,
    ...(unnamed ? { Name: fill.name } : {}),
    ...((unnamed && !unitTyped) || current.Unit.trim() === '' ? { Unit: fill.unit } : {}),
    ...(current.Features.trim() === '' && fill.features !== '' ? { Features: fill.features } : {}),
  }
}
