import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { projects, users, type NewProjectRow, type NewUserRow } from '../db/schema/index.ts'

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
export async function seedTemplate(db: Db, ownerId: string, values: Partial<NewProjectRow> = {}): Promise<string> {
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
