import { benchmarkStats } from '../src/domain/benchmark/stats'
import { billIndicators } from '../src/domain/bill/indicators'
import { buildBillWorkbook, type BillExportInput } from '../src/domain/bill/forms/export'
import { readBillGrid } from '../src/domain/bill/forms/layout'
import { parseBillGrid, type ParsedWorkbook } from '../src/domain/bill/forms/parse'
import {
  type NumericInput,
  fixed2,
  fixed6,
  formatArea,
  formatMoney,
  formatMoneyUnit,
  formatPercent,
  tenderName,
  toChineseOrdinal,
} from '../src/domain/format'

/**
 * What the compute worker offers over comlink. Kept apart from the worker entry so tests (and
 * any caller that wants the functions in-thread) can import it without the expose() side effect.
 * Imports src/domain only.
 */
export type FormatKind = 'money' | 'moneyUnit' | 'fixed2' | 'fixed6' | 'area' | 'percent' | 'ordinal' | 'tender'

const ordinal = (v: NumericInput) => toChineseOrdinal(Number(v))
const tender = (v: NumericInput) => tenderName(Number(v))

const FORMATTERS: Record<FormatKind, (value: NumericInput) => string> = {
  money: formatMoney,
  moneyUnit: formatMoneyUnit,
  fixed2,
  fixed6,
  area: (v) => formatArea(v),
  percent: (v) => formatPercent(v),
  ordinal,
  tender,
}

/** Formats a whole column in one message instead of one round trip per cell. */
function formatMany(kind: FormatKind, values: readonly NumericInput[]): string[] {
  const format = FORMATTERS[kind]
  return values.map((v) => format(v))
}

/** Reads and parses a bill workbook (the standard forms) off the main thread. */
async function parseBillWorkbook(bytes: Uint8Array): Promise<ParsedWorkbook> {
  return parseBillGrid(await readBillGrid(bytes))
}

/** The standard forms of a bill as .xlsx bytes, built off the main thread. */
function exportBillWorkbook(input: BillExportInput): Promise<Uint8Array> {
  return buildBillWorkbook(input)
}

/** A liveness check for start-up and tests. */
function ping(): 'pong' {
  return 'pong'
}

export const computeApi = {
  formatMoney,
  formatMoneyUnit,
  fixed2,
  fixed6,
  formatArea,
  formatPercent,
  toChineseOrdinal,
  tenderName,
  formatMany,
  benchmarkStats,
  /** Summaries (单位/单项/建设项目) and indicators of a whole bill: never on the main thread for a big bill. */
  billIndicators,
  parseBillWorkbook,
  exportBillWorkbook,
  ping,
}

export type ComputeApi = typeof computeApi
