import type { StructureRow } from '../../projects/structure'
import {
  SPECIALTIES,
  SPECIALTY_SYNONYMS,
  TAX_METHOD_RATES,
  type BillGroup,
  type BillItem,
  type BillOther,
  type BillRate,
  type BillUnit,
} from '../model'
import { bracketName } from './layout'
import type { ParsedUnit } from './parse'

/**
 * The mapping step of a bill import: a guess of the structure row and 专业 of each parsed
 * 单位工程, and the documents an import writes once the user has confirmed them.
 */

/** The 专业 a name speaks of (土建 for "1#楼【建筑工程】"), by the longest synonym found. */
export function guessSpecialty(text: string): string | null {
  let best: { specialty: string; length: number } | null = null
  for (const s of SPECIALTIES) {
    for (const word of SPECIALTY_SYNONYMS[s]) {
      if (text.includes(word) && (best === null || word.length > best.length))
        best = { specialty: s, length: word.length }
    }
  }
  return best?.specialty ?? null
}

/** Row: the structure row whose name the 工程名称 (or the unit name) holds, longest name first. */
export function guessTarget(
  unit: ParsedUnit,
  rows: readonly StructureRow[],
): { rowId: string | null; specialty: string | null } {
  const text = `${unit.title} ${unit.name}`
  const row = [...rows]
    .filter((r) => r.Project_Name.trim() !== '' && text.includes(r.Project_Name))
    .sort((a, b) => b.Project_Name.length - a.Project_Name.length)[0]
  const inBrackets = bracketName(unit.title) ?? unit.name
  return { rowId: row?.ID ?? null, specialty: guessSpecialty(inBrackets) ?? guessSpecialty(text) }
}

export interface ImportTarget {
  ProId: string
  RowId: string
  Specialty: string
  SpecialtyCustom: 0 | 1
  TaxRate?: number
}

export interface UnitDocs {
  unit: BillUnit
  groups: BillGroup[]
  items: BillItem[]
  rates: BillRate[]
  others: BillOther[]
}

/** The documents of one parsed 单位工程 (ids from newId); 分部 made from the headings in order. */
export function toUnitDocs(
  parsed: ParsedUnit,
  target: ImportTarget,
  newId: () => string = () => crypto.randomUUID(),
): UnitDocs {
  const { ProId } = target
  const unit: BillUnit = {
    ID: newId(),
    ProId,
    RowId: target.RowId,
    Specialty: target.Specialty,
    SpecialtyCustom: target.SpecialtyCustom,
    Name: '',
    Sort: 0,
    TaxRate: parsed.taxRate ?? target.TaxRate ?? 9,
    // A workbook's 3 % is 简易计税; any other rate stays as read under 一般计税 (editable).
    ...(parsed.taxRate === TAX_METHOD_RATES.简易计税 ? { TaxMethod: '简易计税' as const } : {}),
  }
  const groups: BillGroup[] = []
  const groupIds = new Map<string, string>()
  const items = parsed.items.map((p, i): BillItem => {
    let GroupId = ''
    if (p.group !== '') {
      const key = `${p.kind}|${p.group}`
      GroupId = groupIds.get(key) ?? ''
      if (GroupId === '') {
        GroupId = newId()
        groupIds.set(key, GroupId)
        groups.push({
          ID: GroupId,
          ProId,
          UnitId: unit.ID,
          Kind: p.kind,
          Name: p.group,
          Sort: groups.length + 1,
        })
      }
    }
    const { sheet: _s, row: _r, kind, group: _g, StatedAmount: _a, ...fields } = p
    return {
      ID: newId(),
      ProId,
      UnitId: unit.ID,
      Kind: kind,
      GroupId,
      Sort: i + 1,
      ...fields,
      Materials: [],
    }
  })
  const rates = parsed.rates.map(({ sheet: _s, row: _r, StatedAmount: _a, ...r }, i): BillRate => ({
    ID: newId(),
    ProId,
    UnitId: unit.ID,
    ...r,
    Sort: i + 1,
  }))
  const others = parsed.others.map(({ sheet: _s, row: _r, ...o }, i): BillOther => ({
    ID: newId(),
    ProId,
    UnitId: unit.ID,
    Unit: '',
    Quantity: null,
    UnitPrice: null,
    Base: null,
    Rate: null,
    ...o,
    Sort: i + 1,
  }))
  return { unit, groups, items, rates, others }
}
