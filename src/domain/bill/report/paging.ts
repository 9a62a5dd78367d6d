import type { Cell, ReportForm, ReportModel } from './model'

/**
 * Pagination of the report on A4 (docs/bill.md "Report"), computed before rendering so every
 * page can print 第 N 页 共 M 页. Each form starts a new page; a form longer than a page goes on
 * over the next pages, each repeating the form's title, 工程名称 line and header row, so a header
 * is never left alone at a page bottom. Row heights are estimated from the cell texts and the
 * column widths with the print CSS's fixed metrics (./paging.ts LAYOUT and the screen's CSS agree),
 * slightly pessimistically so a page never overflows.
 */
export const LAYOUT = {
  /** A4 content box at 96 dpi: 186 mm × 267 mm (margins 12 mm, 14 mm; 1 mm of slack). */
  widthPx: 703,
  heightPx: 1009,
  /** Form title, 工程名称 line and gaps above the table. */
  formHeadPx: 62,
  /** The page number line at the bottom. */
  footerPx: 28,
  /** Table text: 12 px font, 16 px lines, 2 px padding, 1 px border. */
  linePx: 16,
  rowExtraPx: 5,
  cellPadPx: 9,
  wideCharPx: 12,
  narrowCharPx: 7,
} as const

export type Layout = typeof LAYOUT

const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

/** Width of a text in px, CJK and full-width characters counting as wide. */
export function textWidth(text: string, layout: Layout = LAYOUT): number {
  let w = 0
  for (const ch of text) w += WIDE.test(ch) ? layout.wideCharPx : layout.narrowCharPx
  return w
}

/** Lines a text takes in a column of `px` (its explicit line breaks kept). */
export function textLines(text: string, px: number, layout: Layout = LAYOUT): number {
  const room = Math.max(layout.wideCharPx, px - layout.cellPadPx)
  return text
    .split('\n')
    .reduce((sum, seg) => sum + Math.max(1, Math.ceil(textWidth(seg, layout) / room)), 0)
}

/** Height in px of a table row whose cells span the given column widths (percents). */
export function rowHeight(
  cells: readonly Cell[],
  widths: readonly number[],
  layout: Layout = LAYOUT,
): number {
  let col = 0
  let lines = 1
  for (const cell of cells) {
    const span = cell.span ?? 1
    const pct = widths.slice(col, col + span).reduce((a, b) => a + b, 0)
    col += span
    const indentPx = (cell.indent ?? 0) * 16
    lines = Math.max(lines, textLines(cell.t, (pct / 100) * layout.widthPx - indentPx, layout))
  }
  return lines * layout.linePx + layout.rowExtraPx
}

export interface Block {
  /** Height repeated on each page of the block (title, line, header row). */
  headPx: number
  rowPx: readonly number[]
  /** Rows that must not end a page (headings go over with the row they head). */
  keepWithNext?: readonly boolean[]
  /** Height kept free at the bottom of each page of the block (表-08's 本页小计 line). */
  tailPx?: number
}

/** One printed page: rows [from, to) of a block. */
export interface PageSlice {
  block: number
  from: number
  to: number
}

/**
 * Greedy pages: each block starts a page; rows fill the room left under the block's repeated
 * head; a page holds at least one row (a row taller than a page gets a page of its own). A
 * heading that would end a page (more rows follow) moves to the next one with its rows.
 */
export function paginate(blocks: readonly Block[], pagePx: number): PageSlice[] {
  const pages: PageSlice[] = []
  blocks.forEach((b, block) => {
    const room = pagePx - b.headPx - (b.tailPx ?? 0)
    let from = 0
    if (b.rowPx.length === 0) pages.push({ block, from: 0, to: 0 })
    while (from < b.rowPx.length) {
      let used = b.rowPx[from] ?? 0
      let to = from + 1
      while (to < b.rowPx.length && used + (b.rowPx[to] ?? 0) <= room) used += b.rowPx[to++] ?? 0
      while (to < b.rowPx.length && to - 1 > from && b.keepWithNext?.[to - 1]) to--
      pages.push({ block, from, to })
      from = to
    }
  })
  return pages
}

export const pageLabel = (no: number, of: number) => `第${no}页 共${of}页`

export type ReportPage = (
  { kind: 'cover' } | { kind: 'form'; form: number; from: number; to: number }
) & { no: number; of: number }

/** The report's pages, numbered: the cover (when chosen) then every form's slices. */
export function reportPages(model: ReportModel, layout: Layout = LAYOUT): ReportPage[] {
  const blocks = model.forms.map((f: ReportForm) => ({
    headPx:
      layout.formHeadPx +
      [...(f.preHead ?? []), f.head.map((t) => ({ t }))].reduce(
        (px, cells) => px + rowHeight(cells, f.widths, layout),
        0,
      ),
    rowPx: f.rows.map((r) => rowHeight(r.cells, f.widths, layout)),
    keepWithNext: f.rows.map((r) => r.keepWithNext === true),
    tailPx: f.pageSubtotal === true ? layout.linePx + layout.rowExtraPx : 0,
  }))
  const slices = paginate(blocks, layout.heightPx - layout.footerPx)
  const of = slices.length + (model.cover ? 1 : 0)
  const pages: ReportPage[] = model.cover ? [{ kind: 'cover', no: 1, of }] : []
  for (const s of slices)
    pages.push({ kind: 'form', form: s.block, from: s.from, to: s.to, no: pages.length + 1, of })
  return pages
}
