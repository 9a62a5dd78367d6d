import { aggregates, cement, concrete, masonry, rebar, sections } from './families-structural.ts'
import { cables, fittings, pipes } from './families-mep.ts'
import {
  finishes,
  insulation,
  openings,
  sundries,
  timber,
  waterproofing,
} from './families-finish.ts'

/**
 * The demo catalogue of common materials (about 2,000): name, specification, unit, tax rate, the
 * class its price moves with, and its Shenzhen 2026-05 price in 元 (tax and delivery included).
 * Codes are 7 digits: 2 for the group, 2 for the family within it, 3 for the item.
 */
export type TrendClass =
  'steel' | 'cement' | 'concrete' | 'aggregate' | 'copper' | 'plastic' | 'timber' | 'general'

export interface CatalogueEntry {
  code: string
  name: string
  spec: string
  unit: string
  taxRate: string
  cls: TrendClass
  /** Shenzhen 2026-05, 元, tax included. */
  price: number
}

const GROUPS: (() => Omit<CatalogueEntry, 'code'>[])[][] = [
  [rebar, sections],
  [cement, concrete],
  [aggregates, masonry],
  [pipes, fittings],
  [cables],
  [waterproofing, insulation],
  [finishes, openings],
  [timber, sundries],
]

let cached: CatalogueEntry[] | undefined

export function materialCatalogue(): CatalogueEntry[] {
  if (cached) return cached
  const out: CatalogueEntry[] = []
  const seen = new Set<string>()
  GROUPS.forEach((families, g) => {
    families.forEach((family, f) => {
      // Families are numbered within the group; a family over 999 items continues in the next number.
      family().forEach((entry, i) => {
        const key = `${entry.name}|${entry.spec}|${entry.unit}`
        if (seen.has(key)) return
        seen.add(key)
        const famNo = f * 2 + Math.floor(i / 1000) + 1
        out.push({
          ...entry,
          code: `${String(g + 1).padStart(2, '0')}${String(famNo).padStart(2, '0')}${String((i % 1000) + 1).padStart(3, '0')}`,
        })
      })
    })
  })
  cached = out
  return out
}
