import { guessTarget, toUnitDocs } from '../bill/forms/drafts'
import { editionOfWorkbook } from '../bill/forms/edition'
import type { GridSheet } from '../bill/forms/layout'
import {
  parseBillGrid,
  type FormIssue,
  type ParsedUnit,
  type ParsedWorkbook,
} from '../bill/forms/parse'
import type { BillData, BillRate, BillUnit, RateBase } from '../bill/model'
import type { StandardVersion } from '../projects/model'
import { statedFromImport } from './analysis'
import { encodeBill } from './stored'
import { controlCoverOf, letterOf } from './letter'
import { prepareBill } from './prepare'
import { asFen, fenToYuan, sumFen, toFen } from '../money'
import { scanItems } from '../bill/totals'
import { rateLineFen } from '../bill/summary'

/**
 * A returned (or tender) bill from an imported workbook, as a 回标 scheme stores it. Each 单位工程
 * is keyed by its 专业 (guessed from the sheet's 【…】 or 工程名称, else the unit's own name) so that
 * bills from different files and a project's bill match (docs/bid-return.md "Storage").
 */
export interface ReturnedBill {
  bill: string
  itemCount: number
  unitCount: number
  /** Rows the import left out (errors), and its warnings. */
  errors: number
  warnings: number
  /** The workbook's own total from its stated 合价 (元), when it states any. */
  statedTotal: number | null
  /** The 投标总价 of the workbook's cover / 投标函 (元, letter.ts), when it has one. */
  bidTotal: number | null
  /** The bill's total as the analysis computes it (元): the control price when none is given. */
  computedTotal: number
  /** The 招标控制价（最高投标限价）of a tender workbook's cover (元, letter.ts), when it has one. */
  coverControl: number | null
  /** The edition the bill is read under, and why (bill/forms/edition.ts; 2024 when undecided). */
  version: StandardVersion
  editionReason: string
  /** The import's row issues (at most 200), as the bill import lists them. */
  issues: FormIssue[]
}

/** The edition assumed when a workbook says nothing either way. */
export const DEFAULT_EDITION: StandardVersion = 'GB/T 50500-2024'

/**
 * A workbook's grid read as a returned bill: the forms (bill/forms/parse.ts), the edition
 * (bill/forms/edition.ts) and the cover's 投标总价 in 小写 and 大写 (letter.ts).
 */
export function returnedBillFromGrid(grid: readonly GridSheet[]): ReturnedBill {
  const parsed = parseBillGrid(grid)
  const edition = editionOfWorkbook(parsed, grid)
  const letter = letterOf(grid)
  const control = controlCoverOf(grid)
  const version = edition.version ?? DEFAULT_EDITION
  const reason = edition.version ? edition.reason : `${edition.reason}，按 ${DEFAULT_EDITION}`
  return {
    ...returnedBillFromWorkbook(parsed, version, letter.total, letter.words),
    coverControl: control.total,
    editionReason: reason,
  }
}

export function returnedBillFromWorkbook(
  parsed: ParsedWorkbook,
  version: StandardVersion = 'GB/T 50500-2024',
  bidTotal: number | null = null,
  bidTotalWords: number | null = null,
): ReturnedBill {
  // Ids within this bill (a stored bill's rows are known by bill and id).
  let counter = 0
  const localId = () => `x${++counter}`
  const docs = parsed.units.map((u) => {
    const specialty = guessTarget(u, []).specialty ?? (u.name.slice(0, 20) || '土建')
    const d = toUnitDocs(
      u,
      { ProId: '', RowId: '', Specialty: specialty, SpecialtyCustom: 0 },
      localId,
    )
    return { ...d, rates: keptAtStatedAmount(u, d.rates) }
  })
  const data: BillData = {
    version,
    units: docs.map((d) => d.unit),
    groups: docs.flatMap((d) => d.groups),
    items: docs.flatMap((d) => d.items),
    rates: docs.flatMap((d) => d.rates),
    others: docs.flatMap((d) => d.others),
  }
  const stated = statedFromImport(
    parsed.units,
    docs.map((d) => d.items),
    bidTotal,
  )
  stated.bidTotalWords = bidTotalWords
  const amounts = Object.values(stated.amounts ?? {})
  const statedFen = sumFen(amounts.map(toFen))
  return {
    bill: encodeBill(data, stated),
    itemCount: data.items.length,
    unitCount: data.units.length,
    errors: parsed.issues.filter((i) => i.level === 'error').length,
    warnings: parsed.issues.filter((i) => i.level === 'warning').length,
    statedTotal: amounts.length > 0 ? fenToYuan(statedFen) : null,
    bidTotal,
    computedTotal: fenToYuan(asFen(prepareBill('tender', '', { data }).totalFen)),
    coverControl: null,
    version,
    editionReason: '',
    issues: parsed.issues.slice(0, 200),
  }
}

/** Bases a stored bill cannot compute: its items keep no 人工费 or 机械费 (stored.ts). */
const COMPOSITION_BASES: readonly RateBase[] = [
  '分部分项人工费',
  '分部分项人工费+机械费',
  '分部分项+单价措施人工费',
]

/**
 * A 措施 or 规费 line on 人工费 (e.g. 社会保险费 = 定额人工费 × 费率, the usual 2013 规费) needs the
 * items' composition, which a returned bill stores no more and 表-08 rarely prints: the line keeps
 * the 金额 the workbook states (as 固定金额, its 费率 kept for the 不可竞争费用 check), so the
 * bill's total is the workbook's.
 */
function keptAtStatedAmount(parsed: ParsedUnit, rates: BillRate[]): BillRate[] {
  return rates.map((r, i) => {
    const stated = parsed.rates[i]?.StatedAmount
    if (!COMPOSITION_BASES.includes(r.Base) || stated === null || stated === undefined) return r
    return { ...r, Base: '固定金额', Amount: stated }
  })
}

/**
 * A project's bill as a scheme stores it: units keyed by 专业 (their names dropped), and lines on
 * 人工费 kept at the amount the project's bill computes for them (as an imported bill's keep their
 * stated 金额: the stored bill has no item composition to compute them from).
 */
export function storedProjectBill(data: BillData): { bill: string; itemCount: number } {
  const units = data.units.map((u): BillUnit => ({ ...u, Name: '' }))
  const amounts = new Map<string, number>()
  if (data.rates.some((r) => COMPOSITION_BASES.includes(r.Base))) {
    const { byUnit } = scanItems(
      data.items,
      data.units.map((u) => u.ID),
      { contents: false },
    )
    for (const u of data.units) {
      const t = byUnit.get(u.ID)
      const lines = data.rates.filter((r) => r.UnitId === u.ID)
      if (t) for (const r of lines) amounts.set(r.ID, rateLineFen(r, t))
    }
  }
  const rates = data.rates.map((r) => {
    const fen = amounts.get(r.ID)
    return fen === undefined || !COMPOSITION_BASES.includes(r.Base)
      ? r
      : { ...r, Base: '固定金额' as const, Amount: fenToYuan(asFen(fen)) }
  })
  return { bill: encodeBill({ ...data, units, rates }), itemCount: data.items.length }
}
