import type { StandardVersion } from '../../projects/model'
import { buildTree, flattenTree, type StructureRow } from '../../projects/structure'
import { costParts, SUMMARY_TITLES } from '../cost-columns'
import type { BillSummary, CostFigures, RowSummary, UnitSummary } from '../summary'
import { c, n, type FormRow, type ReportForm } from './model'
import { amountHead, fenIn, type AmountUnit } from './units'

/** 表-02 建设项目, 表-03 单项工程 and 表-04 单位工程 汇总表 in the chosen amount unit. */

function costHead(version: StandardVersion, unit: AmountUnit, nameHead: string): string[] {
  return [
    '序号',
    nameHead,
    '数量',
    amountHead('金额', unit),
    ...costParts(version).map((p) => p.head),
  ]
}
const COST_WIDTHS = [6, 28, 7, 17, 14, 15, 13]

function costCells(f: CostFigures, version: StandardVersion, unit: AmountUnit) {
  return [n(fenIn(f.total, unit)), ...costParts(version).map((p) => n(fenIn(p.fen(f), unit)))]
}

function costRows(
  lines: RowSummary['lines'],
  total: CostFigures,
  version: StandardVersion,
  unit: AmountUnit,
): FormRow[] {
  return [
    ...lines.map((l): FormRow => ({
      cells: [c(l.no), c(l.name), n(String(l.mult)), ...costCells(l.figures, version, unit)],
    })),
    { cells: [c(''), c('合计'), c(''), ...costCells(total, version, unit)], bold: true },
  ]
}

export function projectSummaryForm(
  name: string,
  summary: BillSummary,
  unit: AmountUnit,
): ReportForm {
  return {
    id: 'project',
    section: 'project',
    code: '表-02',
    title: SUMMARY_TITLES.project,
    line: `工程名称：${name}`,
    head: costHead(summary.version, unit, '单项工程名称'),
    widths: COST_WIDTHS,
    rows: costRows(summary.project.lines, summary.project, summary.version, unit),
  }
}

/** 表-03, one per structure row (单项工程, one copy), in tree order: child rows × MultNum, then its own 单位工程. */
export function singleSummaryForms(
  name: string,
  structure: readonly StructureRow[],
  summary: BillSummary,
  unit: AmountUnit,
): ReportForm[] {
  return flattenTree(buildTree(structure)).flatMap((node) => {
    const s = summary.rows.get(node.ID)
    if (!s || s.lines.length === 0) return []
    return [
      {
        id: `single-${node.ID}`,
        section: 'single' as const,
        code: '表-03',
        title: SUMMARY_TITLES.single,
        line: `工程名称：${name}-${s.name}`,
        head: costHead(summary.version, unit, '单位工程名称'),
        widths: COST_WIDTHS,
        rows: costRows(s.lines, s, summary.version, unit),
      },
    ]
  })
}

/** 表-04 of one 单位工程 (2013: 规费 and 税金; 2024: 增值税). */
export function unitSummaryForm(
  id: string,
  title: string,
  s: UnitSummary,
  unit: AmountUnit,
): ReportForm {
  return {
    id: `unit-${id}`,
    section: 'unit',
    code: '表-04',
    title: SUMMARY_TITLES.unit,
    line: `工程名称：${title}`,
    head: ['序号', '汇总内容', amountHead('金额', unit), amountHead('其中：暂估价', unit)],
    widths: [10, 50, 20, 20],
    rows: s.lines.map((l) => ({
      cells: [
        c(l.no),
        c(l.name, l.level === 1 ? { indent: 1 } : {}),
        n(fenIn(l.fen, unit)),
        n(l.provisionalFen === null ? '' : fenIn(l.provisionalFen, unit)),
      ],
      bold: l.level === 2,
    })),
  }
}
