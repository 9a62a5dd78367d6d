import { buildTree, projectTotals, type StructureRow } from '@/domain/projects/structure'
import { toScaled } from '@/domain/money'

/**
 * Built area of each project from its structure rows, by the roll-up rules of
 * src/domain/projects/structure.ts (children × MultNum), as integer hundredths of m² so sums
 * over many projects never drift.
 */
export function builtAreaCents(rows: readonly StructureRow[]): Map<string, number> {
  const byProject = new Map<string, StructureRow[]>()
  for (const r of rows) {
    // Push into the project's list, not a copy per row: a 2,000-row project would copy ~2M items.
    const list = byProject.get(r.ProId)
    if (list) list.push(r)
    else byProject.set(r.ProId, [r])
  }
  const out = new Map<string, number>()
  for (const [pid, list] of byProject)
    out.set(pid, toScaled(projectTotals(buildTree(list)).BuiltArea, 2) ?? 0)
  return out
}

// One formatter for every row: Number#toLocaleString builds a new Intl formatter on each call.
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** m² with 2 decimals and thousands separators, from hundredths. */
export function formatArea(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = GROUPED.format(Math.floor(abs / 100))
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`
}
