import { and, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm'
import {
  AREA_BAND,
  comparableTemplates,
  indicatorsOf,
  templateBillOf,
} from '@/domain/estimate/indicators.ts'
import { projects, syncRows } from '../../db/schema/index.ts'
import { loadBenchmarkProjects } from '../benchmark/samples.ts'
import type { Executor } from '../synced/store.ts'
import { formatDecimal } from '@/domain/money/index.ts'

/** At most this many templates (the most recently released) are read for one generation. */
export const MAX_TEMPLATES = 50

/**
 * GetTemplateIndicators (smart list source (c), docs/estimate.md): released templates of the
 * project type within the area band, the same city first (comparableTemplates), each with its
 * items' 含量 and prices read from its synced bill. The client takes the medians in the worker,
 * together with the templates on its device.
 */
export async function templateIndicators(
  db: Executor,
  input: { ProjectType: string; City: string; BuiltArea: number },
) {
  const low = formatDecimal(input.BuiltArea * AREA_BAND.low, 2, false) ?? '0'
  const high = formatDecimal(input.BuiltArea * AREA_BAND.high, 2, false) ?? '0'
  const heads = await db
    .select({
      id: projects.id,
      name: projects.name,
      city: projects.city,
      type: projects.projectType,
      area: projects.builtArea,
    })
    .from(projects)
    .where(
      and(
        eq(projects.isTemplate, true),
        eq(projects.released, true),
        isNull(projects.deletedAt),
        eq(projects.projectType, input.ProjectType),
        gte(projects.builtArea, low),
        lte(projects.builtArea, high),
      ),
    )
    .orderBy(desc(projects.releasedAt))
    .limit(MAX_TEMPLATES * 4)
  const metas = heads.map((h) => ({
    ID: h.id,
    Name: h.name,
    ProjectType: h.type,
    City: h.city,
    BuiltArea: Number(h.area),
  }))
  const { scope, templates } = comparableTemplates(metas, input)
  const chosen = templates.slice(0, MAX_TEMPLATES)
  if (chosen.length === 0) return { Scope: scope, Templates: [] }
  const rows = await db
    .select()
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'projects'),
        eq(syncRows.deleted, false),
        inArray(
          syncRows.id,
          chosen.map((t) => t.ID),
        ),
      ),
    )
  const loaded = await loadBenchmarkProjects(db, rows)
  return {
    Scope: scope,
    Templates: chosen.flatMap((meta) => {
      const p = loaded.get(meta.ID)
      return p ? [indicatorsOf(meta, templateBillOf(p.data, p.structure))] : []
    }),
  }
}
