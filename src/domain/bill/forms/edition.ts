import type { StandardVersion } from '../../projects/model'
import { formOfTitle, type GridSheet } from './layout'
import type { ParsedWorkbook } from './parse'

/**
 * The edition of an imported bill workbook (docs/bid-return.md "Edition"): GB 50500-2013 bills
 * carry 规费 (表-13 规费、税金项目计价表, a 规费 line in 表-04) and a 税金 line; GB/T 50500-2024 bills
 * have no 规费 and a 增值税 line (表-13 增值税项目计价表). The first signal found decides, in this
 * order: the standard named in a title or cover, the 表-13 title, 规费 lines read, a 税金 or 增值税
 * line of 表-04 / 表-13. null when the workbook says nothing either way.
 */
export interface EditionGuess {
  version: StandardVersion | null
  /** Why, in Chinese, for the import's message and the scheme screen. */
  reason: string
}

const NAMED: readonly (readonly [RegExp, StandardVersion])[] = [
  [/GB\/?T?50500-?2013/i, 'GB 50500-2013'],
  [/GB\/?T?50500-?2024/i, 'GB/T 50500-2024'],
]

/** Rows of a sheet looked at for titles and covers. */
const HEAD_ROWS = 12

export function editionOfWorkbook(
  parsed: ParsedWorkbook,
  sheets: readonly GridSheet[],
): EditionGuess {
  const flat = (s: string) => s.replace(/\s+/g, '')
  for (const sheet of sheets) {
    const texts = [sheet.name, ...sheet.rows.slice(0, HEAD_ROWS).flatMap((r) => r.cells)]
    for (const text of texts) {
      const t = flat(text)
      for (const [re, version] of NAMED)
        if (re.test(t)) return { version, reason: `工作簿注明 ${version}` }
    }
  }
  for (const sheet of sheets) {
    const titles = [sheet.name, ...sheet.rows.slice(0, HEAD_ROWS).flatMap((r) => r.cells)].map(flat)
    if (titles.some((t) => /规费、?税金项目(清单与)?计价表/.test(t)))
      return { version: 'GB 50500-2013', reason: '表-13 为“规费、税金项目计价表”' }
    if (titles.some((t) => /增值税项目(清单与)?计价表/.test(t)))
      return { version: 'GB/T 50500-2024', reason: '表-13 为“增值税项目计价表”' }
  }
  if (parsed.units.some((u) => u.rates.some((r) => r.Kind === '规费')))
    return { version: 'GB 50500-2013', reason: '工作簿列有规费' }
  for (const sheet of sheets) {
    const form = formOfSheet(sheet)
    if (form !== '13' && form !== 'summary') continue
    for (const { cells } of sheet.rows) {
      const names = cells.map(flat)
      if (names.some((c) => c === '规费' || c === '税金'))
        return { version: 'GB 50500-2013', reason: '汇总表列有规费或税金' }
      if (names.some((c) => c === '增值税'))
        return { version: 'GB/T 50500-2024', reason: '汇总表列有增值税' }
    }
  }
  return { version: null, reason: '工作簿未显示规范版本' }
}

function formOfSheet(sheet: GridSheet): ReturnType<typeof formOfTitle> {
  for (const text of [sheet.name, ...sheet.rows.slice(0, HEAD_ROWS).flatMap((r) => r.cells)]) {
    const f = formOfTitle(text)
    if (f) return f
  }
  return null
}
