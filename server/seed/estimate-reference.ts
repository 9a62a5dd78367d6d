import { createHash } from 'node:crypto'
import { toFen } from '@/domain/money/index.ts'
import { initialsOf } from '../services/materials/initials.ts'
import { BRANDS } from './estimate-reference/brands.ts'
import { COUNT_ITEMS, RECIPES } from './estimate-reference/items.ts'
import { FUNCTIONS, SYSTEMS } from './estimate-reference/systems.ts'

/**
 * The 估算 reference data seeded by migration 0007 (docs/estimate.md says where the figures come
 * from). `npx tsx server/seed/estimate-reference.ts` prints the INSERT statements that the
 * migration carries; edit here and regenerate, never by hand in the SQL.
 */

export const GRADE_NAMES = ['经济', '标准', '高档', '豪华'] as const
const fen = (yuan: number) => toFen(yuan) ?? 0
const q = (s: string) => `'${s.replace(/'/g, "''")}'`

/** A stable uuid for a seeded brand (same ids on every database). */
export function brandId(system: string, grade: string, name: string): string {
  const h = createHash('sha1').update(`estimate-brand|${system}|${grade}|${name}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

export function referenceSql(): string {
  const out: string[] = []
  const fnRows = Object.entries(FUNCTIONS).flatMap(([type, list]) =>
    list.map(
      ([code, name, share], i) => `(${q(type)}, ${q(code)}, ${q(name)}, ${share}, ${i + 1})`,
    ),
  )
  out.push(
    `INSERT INTO "estimate_functions" ("project_type", "code", "name", "share", "sort") VALUES\n${fnRows.join(',\n')};`,
  )
  const sysRows = SYSTEMS.map(
    ([code, name, sp, p], i) =>
      `(${q(code)}, ${q(name)}, ${q(sp)}, ${p.map(fen).join(', ')}, ${i + 1})`,
  )
  out.push(
    `INSERT INTO "estimate_systems" ("code", "name", "specialty", "economy_fen", "standard_fen", "high_fen", "luxury_fen", "sort") VALUES\n${sysRows.join(',\n')};`,
  )
  const gradeRows = SYSTEMS.flatMap(([code, , , , contents]) =>
    contents.map((c, i) => `(${q(code)}, ${q(GRADE_NAMES[i]!)}, ${q(c)})`),
  )
  out.push(
    `INSERT INTO "estimate_grades" ("system_code", "grade", "content") VALUES\n${gradeRows.join(',\n')};`,
  )
  const brandRows = Object.entries(BRANDS).flatMap(([sys, byGrade]) =>
    Object.entries(byGrade).flatMap(([grade, list]) =>
      list.map(
        ([name, premium], i) =>
          `(${q(brandId(sys, grade, name))}, ${q(sys)}, ${q(grade)}, ${q(name)}, ${q(initialsOf(name))}, ${premium}, ${i + 1})`,
      ),
    ),
  )
  out.push(
    `INSERT INTO "estimate_brands" ("id", "system_code", "grade", "name", "initials", "premium", "sort") VALUES\n${brandRows.join(',\n')};`,
  )
  const countRows = COUNT_ITEMS.map(
    ([code, room, sys, name, unit, per, p]) =>
      `(${q(code)}, ${q(room)}, ${q(sys)}, ${q(name)}, ${q(unit)}, ${per}, ${p.map(fen).join(', ')})`,
  )
  out.push(
    `INSERT INTO "estimate_count_items" ("code", "room", "system_code", "name", "unit", "per_room", "economy_fen", "standard_fen", "high_fen", "luxury_fen") VALUES\n${countRows.join(',\n')};`,
  )
  const recipeRows = RECIPES.map(
    ([sys, code, name, features, unit, content, price, m], i) =>
      `(${q(sys)}, ${q(code)}, ${q(name)}, ${q(features)}, ${q(unit)}, ${content}, ${fen(price)}, ${q(m?.[0] ?? '')}, ${q(m?.[1] ?? '')}, ${q(m?.[2] ?? '')}, ${m?.[3] ?? 0}, ${fen(m?.[4] ?? 0)}, ${i + 1})`,
  )
  out.push(
    `INSERT INTO "estimate_recipes" ("system_code", "code", "name", "features", "unit", "content", "price_fen", "material_name", "material_spec", "material_unit", "consumption", "material_price_fen", "sort") VALUES\n${recipeRows.join(',\n')};`,
  )
  return out.join('\n--> statement-breakpoint\n')
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${referenceSql()}\n`)
