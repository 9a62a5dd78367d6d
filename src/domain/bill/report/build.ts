import type { StandardVersion } from '../../projects/model'
import type { StructureRow } from '../../projects/structure'
import type { BillIndicators } from '../indicators'
import type { BillData, BillItem } from '../model'
import { unitLabel } from '../summary'
import { unitsInStructureOrder } from '../unit-order'
import { feesForm, itemsForm, measuresForm, orderedUnitItems, othersForm } from './forms-unit'
import { analysisForms } from './forms-analysis'
import { provisionalForm, resourceSummaryForm, suppliedForm } from './forms-resources'
import { unitAnalyses } from '../analysis'
import { billResourceSummary } from '../resource-summary'
import { indicatorForms } from './forms-indicators'
import { projectSummaryForm, singleSummaryForms, unitSummaryForm } from './forms-summary'
import { formatCapitalFen } from '../../format/capital'
import type { CoverSigns, ReportForm, ReportModel } from './model'
import type { ReportSection } from './sections'
import { fenIn, type AmountUnit } from './units'

export interface ReportInput {
  projectName: string
  version: StandardVersion
  structure: readonly StructureRow[]
  bill: BillData
  indicators: BillIndicators
  unit: AmountUnit
  sections: readonly ReportSection[]
  /** The day of printing, as printed when the project has no 编制时间. */
  date: string
  signs?: CoverSigns
}

/** 2026-03-05 → 2026年3月5日 (the cover's 编制时间). */
export const chineseDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return `${y}年${m}月${d}日`
}

/** The 工程名称 of a 单位工程 on its forms: 项目-单项【专业】. */
export const unitTitleOf = (projectName: string, rowName: string | undefined, label: string) =>
  `${projectName}${rowName ? `-${rowName}` : ''}【${label}】`

/**
 * The chosen parts of the report in printed order: 封面, 表-02, 表-03 per 单项工程, then per
 * 单位工程 (tree order) 表-04, 表-08, 表-09 (per composed item), 表-11, 表-12, 表-13, then the
 * project's 人材机汇总表, 暂估 and 甲供 material forms, and last the 指标分析表.
 */
export function buildReport(input: ReportInput): ReportModel {
  const on = new Set(input.sections)
  const summary = input.indicators.summary
  const forms: ReportForm[] = []
  if (on.has('project')) forms.push(projectSummaryForm(input.projectName, summary, input.unit))
  if (on.has('single'))
    forms.push(...singleSummaryForms(input.projectName, input.structure, summary, input.unit))
  const rowName = new Map(input.structure.map((r) => [r.ID, r.Project_Name]))
  const units = unitsInStructureOrder(input.bill.units, input.structure)
  const itemsByUnit = new Map<string, BillItem[]>()
  if (on.has('items') || on.has('analysis'))
    for (const it of input.bill.items) {
      const list = itemsByUnit.get(it.UnitId)
      if (list) list.push(it)
      else itemsByUnit.set(it.UnitId, [it])
    }
  for (const u of units) {
    const s = summary.units.get(u.ID)
    if (!s) continue
    const title = unitTitleOf(input.projectName, rowName.get(u.RowId), unitLabel(u))
    if (on.has('unit')) forms.push(unitSummaryForm(u.ID, title, s, input.unit))
    if (on.has('items')) {
      const f = itemsForm(title, u, input.bill, itemsByUnit.get(u.ID) ?? [])
      if (f) forms.push(f)
    }
    if (on.has('analysis'))
      forms.push(
        ...analysisForms(
          title,
          u,
          unitAnalyses(
            orderedUnitItems(itemsByUnit.get(u.ID) ?? [], input.bill.groups ?? [], u.ID),
            input.bill.resources ?? [],
          ),
        ),
      )
    if (on.has('measures')) forms.push(measuresForm(title, u, input.bill, s))
    if (on.has('others')) forms.push(othersForm(title, u, input.bill, s))
    if (on.has('fees')) forms.push(feesForm(title, u, input.bill, s, input.version))
  }
  // The 人材机 forms once the project has 人材机 (组价); a bill without any prints none of them.
  const hasResources = (input.bill.resources?.length ?? 0) > 0
  if (hasResources && (on.has('resources') || on.has('provisional') || on.has('supplied'))) {
    const rs = billResourceSummary(input.bill, input.structure)
    if (on.has('resources')) forms.push(resourceSummaryForm(input.projectName, rs))
    if (on.has('provisional')) forms.push(provisionalForm(input.projectName, rs, input.version))
    if (on.has('supplied')) forms.push(suppliedForm(input.projectName, rs, input.version))
  }
  if (on.has('indicators'))
    forms.push(...indicatorForms(input.projectName, input.indicators, input.unit))
  const cover = on.has('cover')
    ? {
        projectName: input.projectName,
        total: fenIn(summary.project.total, input.unit),
        unit: input.unit,
        capital: `人民币${formatCapitalFen(summary.project.total)}`,
        version: input.version,
        date: input.signs?.date ? chineseDate(input.signs.date) : input.date,
        compiler: input.signs?.compiler ?? '',
        reviewer: input.signs?.reviewer ?? '',
      }
    : null
  return { cover, forms }
}
