import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { TemplateCard } from '@/domain/api/home.ts'
import { asFen, decimalToNumber, fenToYuan } from '@/domain/money/index.ts'
import { projects, users } from '../../db/schema/index.ts'

/** The trading centre's public set: released, not deleted templates. */
export const releasedTemplate: SQL = and(
  eq(projects.isTemplate, true),
  eq(projects.released, true),
  isNull(projects.deletedAt),
) as SQL

/** Columns of a template card; select them from projects inner-joined with users (the author). */
export const cardColumns = {
  id: projects.id,
  name: projects.name,
  authorId: projects.ownerId,
  authorName: users.userName,
  city: projects.city,
  type: projects.projectType,
  year: projects.year,
  builtArea: projects.builtArea,
  // 单方造价 = 造价 ÷ 建筑面积, on numeric in SQL so no float touches the money.
  unitCost: sql<
    string | null
  >`case when ${projects.builtArea} > 0 then round(${projects.totalCostFen} / ${projects.builtArea} / 100, 2)::text end`,
  totalCostFen: projects.totalCostFen,
  priceFen: projects.priceFen,
  thumbs: projects.thumbs,
  cover: projects.cover,
  releasedAt: projects.releasedAt,
}

export interface CardRow {
  id: string
  name: string
  authorId: string
  authorName: string
  city: string
  type: string
  year: number | null
  builtArea: string
  unitCost: string | null
  totalCostFen: number
  priceFen: number
  thumbs: number
  cover: string
  releasedAt: Date | null
}

export function toCard(r: CardRow): TemplateCard {
  return {
    ID: r.id,
    Name: r.name,
    AuthorID: r.authorId,
    AuthorName: r.authorName,
    City: r.city,
    ProjectType: r.type,
    Year: r.year,
    BuiltArea: decimalToNumber(r.builtArea),
    UnitCost: r.unitCost === null ? null : decimalToNumber(r.unitCost),
    TotalCost: fenToYuan(asFen(r.totalCostFen)),
    Price: fenToYuan(asFen(r.priceFen)),
    Thumbs: r.thumbs,
    Cover: r.cover,
    // released_at is never null for released rows (check constraint), but keep the type honest.
    ReleaseTime: r.releasedAt ? r.releasedAt.toISOString() : '',
  }
}
