import { readWorkbookTable } from '../../xlsx/read'
import { parseNumberText } from '../../projects/xlsx-map'

/**
 * The shape of the standard bill forms as pricing tools export them (/work/shared/BILL-FORMS.md):
 * a cell grid per sheet, form titles, 工程名称 lines, one- or two-row headers and the rows to
 * skip. Pure text rules; ./parse.ts walks the rows with them.
 */

/** One sheet as text, each row with its Excel row number. */
export interface GridSheet {
  name: string
  rows: { row: number; cells: string[] }[]
}

/**
 * Reads every sheet of an .xlsx as a grid (merged areas give their text once, at the master),
 * with the small reader of src/domain/xlsx (the same grid as exceljs's readSheet, ~5× faster).
 */
export async function readBillGrid(bytes: Uint8Array): Promise<GridSheet[]> {
  const { sheets } = await readWorkbookTable(bytes, { maxRows: 1_000_000 })
  return sheets.map((s) => ({
    name: s.name,
    rows: [s.headers, ...s.rows].map((cells, i) => ({ row: s.headerRow + i, cells })),
  }))
}

/** 'other': a form not read (表-09 综合单价分析表, the 人材机 forms): its rows are skipped. */
export type FormKind = '08' | '11' | '12' | '13' | 'summary' | 'other'

/** The form a title names (表-08 …); null when the text is not a form title. */
export function formOfTitle(text: string): FormKind | null {
  const t = text.replace(/\s+/g, '')
  if (/分部分项工程(和单价措施项目)?清单与计价表|分部分项工程量清单与计价表/.test(t)) return '08'
  if (/总价措施项目清单与计价表/.test(t)) return '11'
  if (/其他项目清单与计价汇总表/.test(t)) return '12'
  if (/规费、?税金项目(清单与)?计价表|税金项目计价表|增值税项目计价表/.test(t)) return '13'
  if (/综合单价分析表|人材机汇总表|暂估单价及调整表|发包人提供材料/.test(t)) return 'other'
  if (/汇总表/.test(t)) return 'summary'
  return null
}

/** The 单位工程 named in a sheet name: the text of its last 【…】, or null. */
export function bracketName(text: string): string | null {
  const all = [...text.matchAll(/【([^【】]+)】/g)]
  const last = all[all.length - 1]?.[1]?.trim()
  return last === undefined || last === '' ? null : last
}

/** "工程名称：某小区1#楼【土建】  标段：一标段 第 1 页 共 3 页" (ideographic spaces too) → "某小区1#楼【土建】". */
export function projectLineName(text: string): string | null {
  if (!text.includes('工程名称')) return null
  const m = /^\s*工程名称\s*[:：]\s*(.*)$/s.exec(text)
  if (!m) return null
  const rest = (m[1] ?? '').split(/\s{2,}|\u3000|标段\s*[:：]|第\s*\d+\s*页/)[0] ?? ''
  return rest.trim()
}

/** Rows a bill form closes pages and sections with: never items. */
export function isSubtotal(text: string): boolean {
  if (text === '' || text.length > 20) return false
  return /^(本页小计|本页合计|合计|小计|总计|分部小计|分部合计|本分部小计|本表合计)/.test(
    text.replace(/\s+/g, ''),
  )
}

/** Page and form labels: "第 1 页 共 3 页", "表-08", "注：…". */
export function isPageNoise(text: string): boolean {
  if (text.length > 40) return false
  const t = text.replace(/\s+/g, '')
  return /^第\d+页(共\d+页)?$/.test(t) || /^表-\d+/.test(t) || /^注[:：]/.test(t)
}

/** Header text without spaces, line breaks and a trailing unit such as (元) or （%）. */
export function normalizeHeader(text: string): string {
  return text.replace(/\s+/g, '').replace(/[（(][^）)]*[）)]$/, '')
}

export type Field =
  | 'no'
  | 'code'
  | 'name'
  | 'features'
  | 'unit'
  | 'quantity'
  | 'price'
  | 'amount'
  | 'provisional'
  | 'labour'
  | 'material'
  | 'machine'
  | 'overhead'
  | 'profit'
  | 'note'
  | 'formula'
  | 'base'
  | 'baseAmount'
  | 'rate'
  | 'settled'

const SYNONYMS: readonly (readonly [Field, readonly string[]])[] = [
  ['no', ['序号']],
  ['code', ['项目编码', '编码']],
  ['name', ['项目名称', '名称', '汇总内容']],
  ['features', ['项目特征描述', '项目特征']],
  ['unit', ['计量单位', '单位']],
  ['quantity', ['工程量', '工程数量', '数量']],
  ['price', ['综合单价', '单价']],
  ['amount', ['合价', '金额']],
  ['provisional', ['其中：暂估价', '其中:暂估价', '其中暂估价', '暂估价']],
  ['base', ['计算基础']],
  ['baseAmount', ['计算基数']],
  ['rate', ['费率', '计算费率']],
  ['settled', ['结算（确认）金额', '结算(确认)金额', '结算金额', '调整后金额']],
  ['note', ['备注']],
  ['formula', ['计算式', '工程量计算式']],
]
const COMPOSITION: readonly (readonly [Field, string])[] = [
  ['labour', '人工费'],
  ['material', '材料费'],
  ['machine', '机械费'],
  ['overhead', '管理费'],
  ['profit', '利润'],
]

export type ColumnMap = Partial<Record<Field, number>>

/** True when a row is a form header: it names 项目名称 (or 汇总内容) and at least two other columns. */
export function isHeaderRow(cells: readonly string[]): boolean {
  if (!cells.some((c) => c.length < 16 && (c.includes('名称') || c.includes('汇总内容'))))
    return false
  const n = cells.map(normalizeHeader)
  const hasName = n.some((c) => c === '项目名称' || c === '汇总内容' || c === '名称')
  const others = n.filter((c) =>
    [
      '序号',
      '项目编码',
      '计量单位',
      '工程量',
      '工程数量',
      '金额',
      '计算基础',
      '费率',
      '项目特征描述',
      '项目特征',
    ].includes(c),
  ).length
  return hasName && others >= 2
}

/** True when the row under a header is its second header row (综合单价, 合价 … under 金额(元)). */
export function isSecondHeaderRow(cells: readonly string[]): boolean {
  const n = cells.map(normalizeHeader).filter((c) => c !== '')
  return (
    n.length > 0 &&
    n.every((c) =>
      /^(综合单价|单价|合价|其中[:：]?.*|暂估价|人工费|材料费|机械费|管理费|利润|费率|金额)$/.test(
        c,
      ),
    )
  )
}

/**
 * Columns of a one- or two-row header. In a two-row header a column is named by its second-row
 * text when it has one (综合单价 under 金额(元)), else by its first. The composition columns
 * (人工费 …) count only under a 综合单价组成 group, so an amount column such as 其中：定额人工费
 * is not read as a unit price part.
 */
export function mapColumns(first: readonly string[], second: readonly string[] | null): ColumnMap {
  const map: ColumnMap = {}
  const width = Math.max(first.length, second?.length ?? 0)
  let group = ''
  for (let c = 0; c < width; c++) {
    const top = normalizeHeader(first[c] ?? '')
    if (top !== '') group = top
    const label = normalizeHeader((second?.[c] ?? '') || (first[c] ?? ''))
    if (label === '') continue
    const part = COMPOSITION.find(([, word]) => label === word)
    if (part) {
      if (group.includes('组成') && map[part[0]] === undefined) map[part[0]] = c
      continue
    }
    for (const [field, words] of SYNONYMS) {
      if (map[field] !== undefined) continue
      if (words.some((w) => label === normalizeHeader(w))) {
        map[field] = c
        break
      }
    }
  }
  return map
}

/** A number cell: null when blank, undefined (with an error) when not a non-negative number. */
export function numberCell(
  text: string,
  label: string,
  issue: (level: 'error' | 'warning', message: string) => void,
): number | null | undefined {
  if (text === '' || text === '—' || text === '-' || text === '/') return null
  const n = parseNumberText(text)
  if (n === null) return null
  if (Number.isNaN(n)) {
    issue('error', `${label}"${text}"不是有效的数字`)
    return undefined
  }
  if (n < 0) {
    issue('error', `${label}不能为负数`)
    return undefined
  }
  return n
}
