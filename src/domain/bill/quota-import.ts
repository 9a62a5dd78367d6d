import { refused } from '../entity/field'
import { parseShape } from '../entity/shape'
import type { SheetTable, WorkbookTable } from '../projects/xlsx'
import { QUOTA_LIMITS, QUOTA_LINE, quotaItems, type QuotaItemDoc } from './quota-entity'

/**
 * 定额库 from Excel (docs/bill.md "定额库 import"): every sheet with a header row naming 类别, 名称
 * and 单位 is read. A row of 类别 定额 (or 子目) starts a 定额子目 (编号, 名称, 单位, 基价, and
 * optionally 管理费费率 and 利润率); the rows of 类别 人工, 材料 or 机械 below it are its 人材机
 * (编码, 名称, 规格, 单位, 消耗量 per 定额 unit, 单价). A row with neither 类别 nor 消耗量 (a chapter
 * title, a note) is skipped. All or nothing: any bad row refuses the whole workbook, each
 * refusal naming its sheet and Excel row.
 */

export type QuotaImportItem = Omit<QuotaItemDoc, 'Library'>

export type QuotaImport =
  { ok: true; items: QuotaImportItem[]; lines: number } | { ok: false; messages: string[] }

/** The header titles each column is found by (the first title of a cell that contains one). */
const COLUMNS = {
  kind: ['类别', '类型'],
  code: ['编号', '编码'],
  name: ['名称'],
  spec: ['规格'],
  unit: ['单位'],
  consumption: ['消耗量', '含量'],
  price: ['单价', '基价'],
  overhead: ['管理费'],
  profit: ['利润'],
} as const
type Column = keyof typeof COLUMNS

const KINDS: Record<string, '定额' | '人工' | '材料' | '机械'> = {
  定额: '定额',
  子目: '定额',
  人工: '人工',
  人: '人工',
  材料: '材料',
  材: '材料',
  主材: '材料',
  设备: '材料',
  机械: '机械',
  机: '机械',
}

/** The most refusals listed (the rest are counted). */
const MAX_MESSAGES = 20

function headerColumns(cells: readonly string[]): Partial<Record<Column, number>> | null {
  const out: Partial<Record<Column, number>> = {}
  cells.forEach((raw, at) => {
    const cell = raw.replace(/\s/g, '')
    for (const [column, titles] of Object.entries(COLUMNS) as [Column, readonly string[]][])
      if (out[column] === undefined && titles.some((t) => cell.includes(t))) {
        out[column] = at
        return
      }
  })
  return out.kind !== undefined && out.name !== undefined && out.unit !== undefined ? out : null
}

/** Reads one sheet into `items`; refusals go to `messages`. */
function readSheet(sheet: SheetTable, items: QuotaImportItem[], messages: string[]): number {
  const grid = [sheet.headers, ...sheet.rows]
  const headerAt = grid.slice(0, 20).findIndex((r) => headerColumns(r) !== null)
  if (headerAt < 0) return 0
  const cols = headerColumns(grid[headerAt] ?? []) ?? {}
  let current: QuotaImportItem | null = null
  let lines = 0
  const say = (row: number, message: string) =>
    messages.push(`工作表「${sheet.name}」第 ${sheet.headerRow + row} 行：${message}`)
  const closeCurrent = (row: number) => {
    if (current && current.Lines.length === 0) say(row, `定额子目 ${current.Code} 没有人材机`)
  }
  let currentRow = 0
  // The lines of a refused 子目 row are not checked (its row is the refusal).
  let skipping = false
  for (let at = headerAt + 1; at < grid.length; at++) {
    const cells = grid[at] ?? []
    const cell = (c: Column) => (cols[c] === undefined ? '' : (cells[cols[c]] ?? '').trim())
    const kindText = cell('kind').replace(/\s/g, '')
    if (kindText === '' && cell('consumption') === '') continue
    const kind = KINDS[kindText]
    if (!kind) {
      say(at, `类别「${kindText}」无效，应为 定额、人工、材料 或 机械`)
      continue
    }
    if (kind === '定额') {
      closeCurrent(currentRow)
      const parsed = parseShape(
        {
          Code: quotaItems.fields.Code,
          Name: quotaItems.fields.Name,
          Unit: quotaItems.fields.Unit,
          Price: quotaItems.fields.Price,
          OverheadRate: quotaItems.fields.OverheadRate,
          ProfitRate: quotaItems.fields.ProfitRate,
        },
        {
          Code: cell('code'),
          Name: cell('name'),
          Unit: cell('unit'),
          Price: cell('price') || null,
          OverheadRate: cell('overhead') || null,
          ProfitRate: cell('profit') || null,
        },
      )
      currentRow = at
      current = refused(parsed) ? null : { ...parsed, Lines: [] }
      skipping = refused(parsed)
      if (refused(parsed)) say(at, parsed.message)
      else items.push(current as QuotaImportItem)
      continue
    }
    const line = parseShape(QUOTA_LINE, {
      Kind: kind,
      Code: cell('code'),
      Name: cell('name'),
      Spec: cell('spec'),
      Unit: cell('unit'),
      Consumption: cell('consumption') === '' ? undefined : cell('consumption'),
      Price: cell('price') || null,
    })
    if (skipping) continue
    if (refused(line)) say(at, line.message)
    else if (!current) say(at, '人材机行之前没有定额子目行')
    else if (current.Lines.length >= QUOTA_LIMITS.lines)
      say(at, `定额子目 ${current.Code} 的人材机不能超过 ${QUOTA_LIMITS.lines} 条`)
    else {
      current.Lines.push(line)
      lines++
    }
  }
  closeCurrent(currentRow)
  return lines
}

/** The 定额子目 of a workbook read as text (src/domain/xlsx/read.ts), or every refusal. */
export function parseQuotaTable(table: WorkbookTable): QuotaImport {
  const items: QuotaImportItem[] = []
  const messages: string[] = []
  let lines = 0
  for (const sheet of table.sheets) lines += readSheet(sheet, items, messages)
  const seen = new Set<string>()
  for (const item of items) {
    if (seen.has(item.Code)) messages.push(`定额编号 ${item.Code} 重复`)
    seen.add(item.Code)
  }
  if (messages.length === 0 && items.length === 0)
    messages.push('没有找到定额子目：需要含「类别、编号、名称、单位、消耗量、单价」列的工作表')
  if (messages.length > 0) {
    const more = messages.length - MAX_MESSAGES
    const shown = messages.slice(0, MAX_MESSAGES)
    return { ok: false, messages: more > 0 ? [...shown, `另有 ${more} 处错误`] : shown }
  }
  return { ok: true, items, lines }
}
