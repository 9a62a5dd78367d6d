import { eq } from 'drizzle-orm'
import type { BillIndicators } from '@/domain/bill/indicators.ts'
import { templateIndicators } from '../../db/schema/index.ts'
import type { Executor } from '../synced/store.ts'
import { formatDecimal } from '@/domain/money/index.ts'

/**
 * The trading centre's indicator rows of a template (GetProjectInfo), from its bill: one
 * 'discipline' row per 专业 (造价 in 分) and one 'content' row per 含量 the bill has (quantity per m²
 * of 建筑面积). Replaces what the template had.
 */
export function templateIndicatorRows(projectId: string, bill: BillIndicators) {
  const disciplines = bill.specialties
    .filter((s) => s.costFen > 0)
    .map((s, i) => ({
      projectId,
      kind: 'discipline' as const,
      name: s.specialty.slice(0, 40),
      unit: '',
      costFen: s.costFen,
      value: null,
      sort: i,
    }))
  const contents = bill.project.contents
    .filter((c) => c.perArea !== null && c.perArea > 0)
    .map((c, i) => ({
      projectId,
      kind: 'content' as const,
      name: c.label,
      unit: `${c.unit}/m²`,
      costFen: null,
      value: formatDecimal(c.perArea ?? 0, 4, false) ?? '0',
      sort: i,
    }))
  return [...disciplines, ...contents]
}

export async function writeTemplateIndicators(
  tx: Executor,
  projectId: string,
  bill: BillIndicators,
): Promise<void> {
  await tx.delete(templateIndicators).where(eq(templateIndicators.projectId, projectId))
  const rows = templateIndicatorRows(projectId, bill)
  if (rows.length > 0) await tx.insert(templateIndicators).values(rows)
}
