import { buildTree, projectTotals, type StructureRow } from '@/domain/projects/structure'

/**
 * Built area of each project from its structure rows, by the roll-up rules of
 * src/domain/projects/structure.ts (children × MultNum), as integer hundredths of m² so sums
 * over many projects never drift.
 */
export function builtAreaCents(rows: readonly StructureRow[]): Map<string, number> {
  const byProject = new Map<string, StructureRow[]>()
  for (const r of rows) byProject.set(r.ProId, [...(byProject.get(r.ProId) ?? []), r])
  const out = new Map<string, number>()
  for (const [pid, list] of byProject) out.set(pid, Math.round(projectTotals(buildTree(list)).BuiltArea * 100))
  return out
}

/** m² with 2 decimals and thousands separators, from hundredths. */
export function formatArea(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const whole = Math.floor(abs / 100).toLocaleString('en-US')
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`
}
