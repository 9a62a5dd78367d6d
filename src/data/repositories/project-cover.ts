import type { SmartBoqDb } from '@/data/db'
import { projectFieldSchemas } from '@/domain/projects/schemas'
import { updateProject } from './projects'

/**
 * The report cover's 编制人, 复核人 or 编制时间 of a project (docs/bill.md "Report"), checked by the
 * project's field rules and synced with the project. Kept apart from ./projects.ts, which the
 * first screen loads without zod.
 */
export async function updateCoverSign(
  db: SmartBoqDb,
  id: string,
  field: 'Compiler' | 'Reviewer' | 'CompiledOn',
  value: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const parsed = projectFieldSchemas[field].safeParse(value.trim())
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '内容无效' }
  await updateProject(db, id, { [field]: parsed.data })
  return { ok: true }
}
