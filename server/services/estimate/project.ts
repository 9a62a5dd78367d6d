import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDecimal, roundTo, toFen } from '@/domain/money/index.ts'
import type { operationBody } from '@/domain/estimate/schemas.ts'
import { structureZones } from '@/domain/estimate/zones.ts'
import { toStructureRow } from '@/domain/projects/structure.ts'
import { usageOf } from '@/domain/projects/usage.ts'
import { estimateBrands, estimateSystems } from '../../db/schema/index.ts'
import { initialsOf } from '../materials/initials.ts'
import { ownedRow } from '../projects/queries.ts'
import { Rejection, rowsWhere, str, type Executor } from '../synced/store.ts'

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** GetProInfo: what the estimate needs of a project: type, city, area, the leaf structure rows with their 业态, the area per 业态, its estimate. */
export async function projectInfo(db: Executor, userId: string, proId: string) {
  const project = await ownedRow(db, 'projects', proId, userId)
  const rows = await rowsWhere(db, 'structureRows', userId, 'ProId', proId)
  const parents = new Set(rows.map((r) => str(r.data['ParentID'])).filter(Boolean))
  const leaves = rows
    .filter((r) => !parents.has(r.id))
    .sort((a, b) => Number(a.data['Sort'] ?? 0) - Number(b.data['Sort'] ?? 0))
  const [estimate] = await rowsWhere(db, 'estimates', userId, 'ProId', proId)
  const built = leaves.reduce(
    (sum, r) => sum + (num(r.data['BuiltArea']) ?? 0) * Math.max(1, num(r.data['MultNum']) ?? 1),
    0,
  )
  return {
    ID: project.id,
    Name: str(project.data['Project_Name']),
    ProjectType: str(project.data['ProjectType']),
    City: str(project.data['City']),
    BuiltArea: roundTo(built, 2) ?? 0,
    Rows: leaves.map((r) => ({
      ID: r.id,
      Name: str(r.data['Project_Name']),
      BuiltArea: num(r.data['BuiltArea']),
      MultNum: num(r.data['MultNum']) ?? 1,
      Usage: usageOf({ Usage: str(r.data['Usage']), Project_Name: str(r.data['Project_Name']) }),
    })),
    // The estimate's default split: the structure's area per 业态 (docs/estimate.md "Zones").
    Zones: structureZones(rows.map((r) => toStructureRow(r.id, r.data))).map((z) => ({
      Usage: z.Code,
      Area: Number(z.Share),
    })),
    EstimateId: estimate?.id ?? '',
  }
}

/** OperationProStructure (administrator): a system's grade prices, or a brand added, changed or removed. */
export async function operateReference(db: Executor, input: z.output<typeof operationBody>) {
  if (input.Kind === 'system') {
    const p = input.Prices
    const fen = (v: number) => toFen(v) ?? 0
    const done = await db
      .update(estimateSystems)
      .set({
        economyFen: fen(p.经济),
        standardFen: fen(p.标准),
        highFen: fen(p.高档),
        luxuryFen: fen(p.豪华),
        updatedAt: new Date(),
      })
      .where(eq(estimateSystems.code, input.Code))
      .returning({ code: estimateSystems.code })
    if (done.length === 0) throw new Rejection('系统不存在')
    return { Kind: 'system', Code: input.Code }
  }
  const [system] = await db
    .select({ code: estimateSystems.code })
    .from(estimateSystems)
    .where(eq(estimateSystems.code, input.SystemCode))
  if (!system) throw new Rejection('系统不存在')
  const fields = {
    systemCode: input.SystemCode,
    grade: input.Grade,
    name: input.Name,
    initials: initialsOf(input.Name).slice(0, 20),
    premium: formatDecimal(input.Premium, 2, false) ?? '0',
  }
  if (input.Type === 'add') {
    if (!input.Name) throw new Rejection('品牌名称不能为空')
    const [made] = await db
      .insert(estimateBrands)
      .values(fields)
      .returning({ id: estimateBrands.id })
    return { Kind: 'brand', Code: made?.id ?? '' }
  }
  if (!/^[0-9a-f-]{36}$/i.test(input.ID)) throw new Rejection('品牌不存在')
  const match = and(
    eq(estimateBrands.id, input.ID),
    eq(estimateBrands.systemCode, input.SystemCode),
  )
  const done =
    input.Type === 'delete'
      ? await db.delete(estimateBrands).where(match).returning({ id: estimateBrands.id })
      : await db
          .update(estimateBrands)
          .set(input.Name ? fields : { premium: fields.premium, grade: fields.grade })
          .where(match)
          .returning({ id: estimateBrands.id })
  if (done.length === 0) throw new Rejection('品牌不存在')
  return { Kind: 'brand', Code: input.ID }
}
