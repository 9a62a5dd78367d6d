import {
  ExcelReadError,
  looksLikeXlsx,
  NOT_XLSX_MESSAGE,
  type SheetTable,
  type WorkbookTable,
} from '../projects/xlsx'
import { parseDateStyles, parseSharedStrings } from './parts'
import { openZip, type ZipArchive } from './unzip'
import { XmlScanner } from './xml-scan'
import { readSheetCells, type SheetCells, type Styles } from './sheet-xml'

/**
 * A small, fast .xlsx reader for the imports (docs/bill.md "Import speed"): it gives exactly the
 * text grid `readSheet` (exceljs) gives — same cell texts, same merged-cell blanks, same first
 * row, same trimming — at a fraction of the time and memory. Zip central directory + native
 * inflate (./unzip.ts), then a string scanner over workbook.xml, its rels, sharedStrings.xml,
 * styles.xml (date formats) and each worksheet (./sheet-xml.ts).
 */
export async function readWorkbookTable(
  bytes: Uint8Array,
  options: { maxRows?: number } = {},
): Promise<WorkbookTable> {
  if (!looksLikeXlsx(bytes)) throw new ExcelReadError(NOT_XLSX_MESSAGE)
  try {
    return await readTable(openZip(bytes), options.maxRows ?? 20_001)
  } catch {
    throw new ExcelReadError(NOT_XLSX_MESSAGE)
  }
}

const utf8 = new TextDecoder()

async function readText(zip: ZipArchive, name: string): Promise<string | null> {
  const data = await zip.read(name)
  return data === null ? null : utf8.decode(data)
}

/** A rels part as Id → package path ("xl/worksheets/sheet1.xml"), targets resolved against `base`. */
function parseRels(xml: string, base: string): Map<string, { type: string; path: string }> {
  const out = new Map<string, { type: string; path: string }>()
  const sc = new XmlScanner(xml)
  while (sc.next()) {
    if (sc.closing || sc.name !== 'Relationship') continue
    const a = sc.attrs()
    if (a['Id'] === undefined || a['Target'] === undefined || a['TargetMode'] === 'External')
      continue
    out.set(a['Id'], { type: a['Type'] ?? '', path: resolvePath(base, a['Target']) })
  }
  return out
}

function resolvePath(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').filter((p) => p !== '')
  for (const p of target.split('/')) {
    if (p === '' || p === '.') continue
    if (p === '..') parts.pop()
    else parts.push(p)
  }
  return parts.join('/')
}

async function readTable(zip: ZipArchive, maxRows: number): Promise<WorkbookTable> {
  const rootRels = parseRels((await readText(zip, '_rels/.rels')) ?? '', '')
  const bookPath =
    [...rootRels.values()].find((r) => r.type.endsWith('/officeDocument'))?.path ??
    'xl/workbook.xml'
  const dir = bookPath.slice(0, bookPath.lastIndexOf('/') + 1)
  const bookXml = await readText(zip, bookPath)
  if (bookXml === null) throw new Error('no workbook part')
  const rels = parseRels(
    (await readText(zip, `${dir}_rels/${bookPath.slice(dir.length)}.rels`)) ?? '',
    dir,
  )
  const partOf = (kind: string, fallback: string) =>
    [...rels.values()].find((r) => r.type.endsWith(`/${kind}`))?.path ?? fallback

  const sheets: { name: string; path: string }[] = []
  let date1904 = false
  const sc = new XmlScanner(bookXml)
  while (sc.next()) {
    if (sc.closing) continue
    if (sc.name === 'workbookPr') date1904 = sc.attr('date1904') === '1'
    else if (sc.name === 'sheet') {
      const a = sc.attrs()
      const rid = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1]
      const rel = rid === undefined ? undefined : rels.get(rid)
      if (rel && rel.type.endsWith('/worksheet') && zip.has(rel.path))
        sheets.push({ name: a['name'] ?? '', path: rel.path })
    }
  }
  const [sharedXml, stylesXml] = await Promise.all([
    readText(zip, partOf('sharedStrings', `${dir}sharedStrings.xml`)),
    readText(zip, partOf('styles', `${dir}styles.xml`)),
  ])
  const shared = sharedXml === null ? [] : parseSharedStrings(sharedXml)
  const styles: Styles = {
    dateStyle: stylesXml === null ? [] : parseDateStyles(stylesXml),
    date1904,
  }
  const texts = await Promise.all(sheets.map((s) => readText(zip, s.path)))
  return {
    sheets: sheets.map((s, i) =>
      toTable(s.name, readSheetCells(texts[i] ?? '', shared, styles), maxRows),
    ),
  }
}

/**
 * readSheet's shaping: rows from the first one exceljs counts (a value, or a merged area's cell)
 * to the last with text, each as wide as the widest; at most maxRows rows after the first.
 */
function toTable(name: string, cells: SheetCells, maxRows: number): SheetTable {
  const numbers = [...cells.counted].sort((a, b) => a - b)
  const first = numbers[0] ?? 0
  let count = 0
  let truncated = false
  for (const n of numbers) {
    if (n - first > maxRows) {
      truncated = true
      break
    }
    count = n - first + 1
  }
  // Rows outside `counted` read as empty rows, as exceljs's eachRow skips them.
  const take = (index: number): string[] =>
    cells.counted.has(first + index) ? (cells.rows.get(first + index) ?? []) : []
  let last = count - 1
  let width = 0
  for (let i = 0; i < count; i++) width = Math.max(width, lastFilled(take(i)) + 1)
  while (last >= 0 && lastFilled(take(last)) < 0) last--
  const fitted: string[][] = []
  for (let i = 0; i <= last; i++) {
    const src = take(i)
    const row = new Array<string>(width)
    for (let c = 0; c < width; c++) row[c] = src[c] ?? ''
    fitted.push(row)
  }
  return {
    name,
    headerRow: first === 0 ? 1 : first,
    headers: fitted[0] ?? [],
    rows: fitted.slice(1),
    truncated,
  }
}

function lastFilled(row: readonly (string | undefined)[]): number {
  for (let i = row.length - 1; i >= 0; i--) if (row[i] !== undefined && row[i] !== '') return i
  return -1
}
