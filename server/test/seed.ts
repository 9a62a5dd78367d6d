import { randomBytes, randomUUID } from 'node:crypto'
import { ENTITY_DEFINITIONS } from '@/domain/api/synced/definitions.ts'
import type { Db } from '../db/client.ts'
import { projects, users, type NewProjectRow, type NewUserRow } from '../db/schema/index.ts'
import { mirrorProject, refreshAreas } from '../services/projects/mirror.ts'
import { nextVersions, writeRows, type RowWrite } from '../services/synced/store.ts'

let phoneSeq = 0

/** Inserts a user with test defaults; returns its id. */
export async function seedUser(db: Db, values: Partial<NewUserRow> = {}): Promise<string> {
  phoneSeq += 1
  const [row] = await db
    .insert(users)
    .values({
      phone: `138${String(phoneSeq).padStart(8, '0')}`,
      userName: `用户${phoneSeq}`,
      passwordHash: randomBytes(8).toString('hex'),
      passwordSalt: randomBytes(8).toString('hex'),
      ...values,
    })
    .returning({ id: users.id })
  if (!row) throw new Error('user not inserted')
  return row.id
}

/** Inserts a released template unless told otherwise; returns its id. */
export async function seedTemplate(
  db: Db,
  ownerId: string,
  values: Partial<NewProjectRow> = {},
): Promise<string> {
  const [row] = await db
    .insert(projects)
    .values({
      ownerId,
      name: '测试模板',
      projectType: '住宅',
      city: '上海',
      year: 2024,
      builtArea: '1000.00',
      totalCostFen: 300_000_000,
      isTemplate: true,
      released: true,
      releasedAt: new Date('2025-01-01T00:00:00Z'),
      ...values,
    })
    .returning({ id: projects.id })
  if (!row) throw new Error('project not inserted')
  return row.id
}

/** A synced project with structure rows and tenders, written as the server stores them. */
export interface SeedProjectOptions {
  data?: Record<string, unknown>
  /** Structure rows: ID and the fields (ProId is filled in). */
  rows?: ({ ID: string } & Record<string, unknown>)[]
  tenders?: ({ ID: string } & Record<string, unknown>)[]
}

export async function seedProjectDoc(
  db: Db,
  ownerId: string,
  options: SeedProjectOptions = {},
): Promise<string> {
  const id = randomUUID()
  const rows = options.rows ?? []
  const tenders = options.tenders ?? []
  await db.transaction(async (tx) => {
    const versions = await nextVersions(tx, 1 + rows.length + tenders.length)
    let i = 0
    const make = (
      entity: RowWrite['entity'],
      rowId: string,
      data: Record<string, unknown>,
    ): RowWrite => {
      const version = versions[i++] ?? 0
      return {
        entity,
        id: rowId,
        ownerId,
        version,
        deleted: false,
        data,
        fieldMeta: Object.fromEntries(
          Object.keys(data).map((k): [string, [number, string]] => [k, [version, 'seed']]),
        ),
      }
    }
    const project = make('projects', id, {
      ...ENTITY_DEFINITIONS.projects.createDefaults(),
      Project_Name: '测试项目',
      ...options.data,
    })
    const all = [
      project,
      ...rows.map(({ ID, ...data }) =>
        make('structureRows', ID, {
          ...ENTITY_DEFINITIONS.structureRows.createDefaults(),
          ...data,
          ProId: id,
        }),
      ),
      ...tenders.map(({ ID, ...data }) =>
        make('tenders', ID, { Sort: 0, Name: '第一标段', ...data, ProId: id }),
      ),
    ]
    await writeRows(tx, all)
    await mirrorProject(tx, project)
    await refreshAreas(tx, ownerId, id)
  })
  return id
}
