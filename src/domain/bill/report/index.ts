import type { StandardVersion } from '../../projects/model'
import type { StructureRow } from '../../projects/structure'
import { billIndicators } from '../indicators'
import type { BillData } from '../model'
import { buildReport } from './build'
import type { CoverSigns, ReportModel } from './model'
import { reportPages, type ReportPage } from './paging'
import type { ReportSection } from './sections'
import type { AmountUnit } from './units'

export interface ReportOptions {
  projectName: string
  version: StandardVersion
  unit: AmountUnit
  sections: readonly ReportSection[]
  date: string
  signs?: CoverSigns
}

export interface BillReport extends ReportModel {
  pages: ReportPage[]
  /** The 建设项目 total in 分 (the screen's heading). */
  totalFen: number
}

/** The whole report of a bill, paginated: what the compute worker returns to /Page/reportPreview. */
export function billReport(
  data: BillData,
  structure: readonly StructureRow[],
  options: ReportOptions,
): BillReport {
  const indicators = billIndicators(data, structure)
  const model = buildReport({ ...options, structure, bill: data, indicators })
  return { ...model, pages: reportPages(model), totalFen: indicators.summary.project.total }
}
