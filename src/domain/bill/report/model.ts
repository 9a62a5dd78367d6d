import type { ReportSection } from './sections'

/**
 * A printed form as plain data (docs/bill.md "Report"): the screen renders it, the paging
 * (./paging.ts) measures it. Widths are percents of the page width.
 */
export interface Cell {
  t: string
  /** Columns this cell spans (default 1). */
  span?: number
  /** Right-aligned figure. */
  num?: boolean
  /** Indent level (sub-lines, nested 单项). */
  indent?: number
}

export interface FormRow {
  cells: Cell[]
  bold?: boolean
  /** A heading (分部分项工程, 单价措施项目, a 分部): never the last row of a page. */
  keepWithNext?: boolean
  /** An item row's 合价 in 分 (表-08), summed into its printed page's 本页小计. */
  amountFen?: number
}

export interface ReportForm {
  /** Unique in the report (React key, page anchor). */
  id: string
  section: ReportSection
  code: string
  title: string
  line: string
  /** Rows printed above the header row on every page of the form (表-09: the item and the groups). */
  preHead?: Cell[][]
  head: string[]
  widths: number[]
  rows: FormRow[]
  /**
   * 表-08: every printed page closes with its 本页小计 (the 合价 of the items on it); the paging
   * keeps a line for it (./paging.ts), the page's rows come from `pageRows` (./forms-unit.ts).
   */
  pageSubtotal?: boolean
}

export interface ReportCover {
  projectName: string
  total: string
  unit: string
  /** The 建设项目 total in words, always in 元: 人民币壹仟…元整 (src/domain/format/capital.ts). */
  capital: string
  version: string
  /** 编制时间 as printed. */
  date: string
  compiler: string
  reviewer: string
}

/** The cover's signatures as the project stores them (编制时间 '' = the day of printing). */
export interface CoverSigns {
  compiler: string
  reviewer: string
  date: string
}

export interface ReportModel {
  cover: ReportCover | null
  forms: ReportForm[]
}

export const c = (t: string | number, extra: Omit<Cell, 't'> = {}): Cell => ({
  t: String(t),
  ...extra,
})
export const n = (t: string, extra: Omit<Cell, 't' | 'num'> = {}): Cell => ({
  t,
  num: true,
  ...extra,
})
