import { computeScheme } from '@/domain/benchmark/scheme'
import { traceFigure } from '@/domain/benchmark/figures'
import {
  benchmarkClear,
  benchmarkLoad,
  benchmarkMissing,
  benchmarkProjectValues,
  benchmarkRun,
  benchmarkSamples,
  benchmarkTraceRows,
} from '@/domain/benchmark/worker-cache'
import { benchmarkStats } from '@/domain/benchmark/stats'
import { bidReturnAnalysis } from '@/domain/bid-return/analysis'
import {
  runForScreens,
  screenFindingRows,
  screenItemQuery,
  screenItems,
} from '@/domain/bid-return/screen-run'
import { returnedBillFromGrid, storedProjectBill } from '@/domain/bid-return/returned'
import {
  loadBill,
  loadBillSlice,
  runScheme,
  schemeReport,
  schemeRows,
} from '@/domain/bid-return/scheme-run'
import { stopWarmUp, warmUp } from '@/domain/bid-return/warm-up'
import { billIndicators, billIndicatorsFromTotals, unitTotals } from '@/domain/bill/indicators'
import { billReport } from '@/domain/bill/report'
import { priceAdjustment } from '@/domain/adjust/compute'
import { adjustForms, type FormTable } from '@/domain/adjust/forms'
import { buildAdjustWorkbook } from '@/domain/adjust/excel'
import {
  adjustCached,
  adjustInfoPage,
  adjustMaterialsChunk,
  adjustScheme,
  exportAdjustScheme,
} from './adjust-session'
import type { AdjustTitleData } from '@/domain/adjust/model'
import { readSheet } from '@/domain/projects/xlsx'
import { estimateFigures, smartListPreview } from '@/domain/estimate/preview'
import {
  smartListChosen,
  smartListLines,
  smartListPrepare,
  smartListStage,
} from '@/domain/estimate/preview-store'
import { buildBillWorkbook, type BillExportInput } from '@/domain/bill/forms/export'
import { readBillGrid } from '@/domain/bill/forms/layout'
import { parseBillGrid, type ParsedWorkbook } from '@/domain/bill/forms/parse'
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
} from '@/domain/format'

/**
 * What the compute worker offers over comlink. Kept apart from the worker entry so tests (and
 * any caller that wants the functions in-thread) can import it without the expose() side effect.
 * Imports src/domain only.
 */
export type FormatKind =
  'money' | 'moneyUnit' | 'fixed2' | 'fixed6' | 'area' | 'percent' | 'ordinal' | 'tender'

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

/** 回标: a returned bill's workbook parsed and encoded as a scheme stores it (bid-return/returned.ts). */
async function returnedBillFromBytes(bytes: Uint8Array) {
  return returnedBillFromGrid(await readBillGrid(bytes))
}

/** A liveness check for start-up and tests. */
function ping(): 'pong' {
  return 'pong'
}

/** Price readjustment (issue 15): a scheme computed and its forms laid out in one message. */
function priceAdjustmentWithForms(raw: unknown, title: AdjustTitleData) {
  const out = priceAdjustment(raw)
  return out.ok ? { ...out, forms: adjustForms(out.result, title) } : out
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
  /** 对标: a scheme's results (src/domain/benchmark/scheme.ts), and the bill rows behind one figure. */
  benchmarkScheme: computeScheme,
  benchmarkTrace: traceFigure,
  /** 回标 / 清标: the whole analysis of the bidders' returned bills (src/domain/bid-return/analysis.ts). */
  bidReturnAnalysis,
  parseBillWorkbook,
  exportBillWorkbook,
  ping,
  /** 调价: validates and computes a scheme (methods A.1/A.2, ±15 %, VAT); logic in src/domain/adjust. */
  priceAdjustment,
  priceAdjustmentWithForms,
  /** 估算: the point figure per function and system and the range (src/domain/estimate). */
  estimateFigures,
  /** 智能清单: the items a generation would add, update or remove, hand edits kept. */
  smartListPreview,
  /** 回标: a scheme's stored bills analysed, the rows behind a figure, a workbook or a project's bill as a stored bill. */
  bidReturnScheme: runScheme,
  bidReturnRows: schemeRows,
  bidReturnReport: schemeReport,
  returnedBillFromBytes,
  storedProjectBill,
  /**
   * 调价: a stored scheme (src/domain/adjust/builders.ts schemeInput) computed and kept by revision
   * in the worker; the screen gets the totals and one page of the A.2 form (./adjust-session.ts).
   */
  adjustScheme,
  adjustMaterialsChunk,
  adjustCached,
  adjustInfoPage,
  exportAdjustScheme,
  /** 回标 screens: a run without its items comparison, then the items page by page (screen-run.ts). */
  bidReturnForScreens: (...args: Parameters<typeof runForScreens>) => {
    stopWarmUp()
    return runForScreens(...args)
  },
  bidReturnItems: screenItems,
  bidReturnItemQuery: screenItemQuery,
  bidReturnLoadBill: loadBill,
  bidReturnLoadBillSlice: (...args: Parameters<typeof loadBillSlice>) => {
    stopWarmUp()
    return loadBillSlice(...args)
  },
  /** 回标 screens opened: the JIT warmed on a small synthetic analysis (warm-up.ts), stopped by the first real call. */
  bidReturnWarmUp: () => warmUp(),
  /** 调价: the forms G.2.1-1 / G.2.1-2 as an .xlsx workbook. */
  exportAdjustWorkbook: (forms: readonly FormTable[]) => buildAdjustWorkbook(forms),
  /** 报表预览: the chosen forms of a bill in the chosen amount unit, paginated (src/domain/bill/report). */
  billReport,
  /** 汇总 incrementally: the sums of one 单位工程's items, and the indicators from such sums (src/domain/bill/indicators.ts). */
  billUnitTotals: unitTotals,
  billIndicatorsFromTotals,
  /** 材料价格库: an Excel price list read as text grids (exceljs off the main thread); mapping in src/domain/materials/import-map.ts. */
  readMaterialWorkbook: (bytes: Uint8Array) => readSheet(bytes, { maxRows: 20_000 }),
  /**
   * 对标 with the projects kept in the worker (src/domain/benchmark/worker-cache.ts): sent once per
   * version, a run answers statistics only, sample values and bill rows are read in pages.
   */
  benchmarkMissing,
  benchmarkLoad,
  benchmarkRun,
  benchmarkSamples,
  benchmarkProjectValues,
  benchmarkTraceRows,
  benchmarkClear,
  /** 智能清单: the preview kept in the worker, its summary, the lines the table draws, the chosen entries in pages. */
  smartListPrepare,
  smartListLines,
  smartListChosen,
  smartListStage,
  /** 回标 screens: a page of the rows behind a finding of a run (bottomLevelData; screen-run.ts). */
  bidReturnFindingRows: screenFindingRows,
}

export type ComputeApi = typeof computeApi
