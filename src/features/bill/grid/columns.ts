import { COMPOSITION_FIELDS, COMPOSITION_LABELS, type CompositionField } from '@/domain/bill/model'

/**
 * The bill grid's columns: the 表-08 columns always, and two optional sets the column chooser
 * shows (hidden by default): the 综合单价 composition (人工费 … 利润) and a 主材 summary. Every
 * function of ./lines.ts takes the shown columns, so a column index always means the same cell
 * for the keyboard model, paste, copy and clear.
 */
export type ColumnKey =
  | 'num'
  | 'Code'
  | 'Name'
  | 'Features'
  | 'Unit'
  | 'Formula'
  | 'Quantity'
  | 'UnitPrice'
  | CompositionField
  | 'amount'
  | 'ProvisionalAmount'
  | 'materials'
  | 'Note'

export interface BillColumn {
  key: ColumnKey
  title: string
  numeric?: boolean
  editable: boolean
  /** CSS grid track. */
  width: string
  /** Its minimum in rem (the grid's min-width when optional columns are shown). */
  minRem: number
  /** Kept in view at the grid's right edge while the columns scroll sideways (合价). */
  pinned?: boolean
}

const col = (
  key: ColumnKey,
  title: string,
  width: string,
  minRem: number,
  editable = true,
  numeric = false,
): BillColumn => ({ key, title, width, minRem, editable, ...(numeric ? { numeric } : {}) })

const BASE_HEAD: readonly BillColumn[] = [
  col('num', '序号', '2.5rem', 2.5, false),
  col('Code', '项目编码', '7rem', 7),
  col('Name', '项目名称', 'minmax(5rem,1.4fr)', 5),
  col('Features', '项目特征', 'minmax(4rem,1.6fr)', 4),
  col('Unit', '计量单位', '3rem', 3),
  col('Quantity', '工程量', '5rem', 5, true, true),
  col('UnitPrice', '综合单价', '5rem', 5, true, true),
]
const COMPOSITION_COLUMNS: readonly BillColumn[] = COMPOSITION_FIELDS.map((f) =>
  col(f, COMPOSITION_LABELS[f], '4.25rem', 4.25, true, true),
)
// 合价 grows with the screen: a 单位工程's 合计 (the footer, "7,708,689.91") needs about 6.5 rem.
// Where the grid is narrower than its columns (1024 px with the side menu open) it scrolls
// sideways in its own box and 合价 stays pinned at the right edge: the key figure stays in view.
const BASE_TAIL: readonly BillColumn[] = [
  { ...col('amount', '合价', 'minmax(6.5rem,0.8fr)', 6.5, false, true), pinned: true },
  col('ProvisionalAmount', '其中暂估价', '4.5rem', 4.5, true, true),
]
const MATERIALS_COLUMN = col('materials', '主材', 'minmax(4rem,1fr)', 4, false)
const NOTE_COLUMN = col('Note', '备注', 'minmax(2.5rem,0.6fr)', 2.5)
// 工程量计算式 (工程量 follows it, docs/bill.md "工程量计算式"): last, so a 表-08 block pasted
// from Excel (编码 … 综合单价, 合价, 暂估价, 备注) still lands column for column.
const FORMULA_COLUMN = col('Formula', '计算式', 'minmax(5rem,1fr)', 5)

export interface ColumnChoice {
  composition: boolean
  materials: boolean
}

export const DEFAULT_CHOICE: ColumnChoice = { composition: false, materials: false }

export function billColumns(choice: ColumnChoice = DEFAULT_CHOICE): BillColumn[] {
  return [
    ...BASE_HEAD,
    ...(choice.composition ? COMPOSITION_COLUMNS : []),
    ...BASE_TAIL,
    ...(choice.materials ? [MATERIALS_COLUMN] : []),
    NOTE_COLUMN,
    FORMULA_COLUMN,
  ]
}

/** The 表-08 columns (no optional ones). */
export const BILL_COLUMNS: readonly BillColumn[] = billColumns()

export const gridTemplate = (columns: readonly BillColumn[]) =>
  columns.map((c) => c.width).join(' ')

/**
 * The grid's min-width, the sum of its columns' minimums: where the grid's box is narrower (a
 * 1024-wide screen with the side menu open, optional columns shown) the grid scrolls sideways
 * inside its own box instead of cutting the 合价 column or widening the page.
 */
export const gridMinWidth = (columns: readonly BillColumn[]): string =>
  `${columns.reduce((s, c) => s + c.minRem, 0)}rem`

export const isCompositionKey = (key: ColumnKey | undefined): key is CompositionField =>
  (COMPOSITION_FIELDS as readonly string[]).includes(key ?? '')
