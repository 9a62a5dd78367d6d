import { inArray } from 'drizzle-orm'
import { asFen, fenToYuan } from '@/domain/money/index.ts'
import { DEFAULT_STANDARD_VERSION, type ProjectDoc } from '@/domain/projects/model.ts'
import type { Db } from '../db/client.ts'
import {
  projects,
  syncRows,
  templateIndicators,
  templateThumbs,
  templateVersions,
  users,
} from '../db/schema/index.ts'
import { nextVersions } from '../services/synced/store.ts'
import {
  DEFAULT_DEMO,
  generateDemo,
  type DemoData,
  type DemoOptions,
  type DemoTemplate,
} from './generate.ts'

/**
 * Writes the demo data set: authors (who cannot sign in: their password hash matches nothing),
 * released templates as the author's synced project documents plus their projects-table rows,
 * structure rows and priced bills (synced, so a checkout copies them; server/seed/bills.ts), the
 * indicators read from those bills, and likes. Deterministic ids make
 * it idempotent: templates already present are skipped, so a second run adds nothing.
 */
export interface SeedResult {
  authors: number
  templates: number
  skipped: number
}

const CHUNK = 500
/** Not hex: verifyPassword decodes it to zero bytes, which never equals a scrypt hash. */
const LOCKED_PASSWORD = 'demo-account-no-login'
/** Synced fields are stamped with this client id, as direct server writes are. */
const SEED_CLIENT = 'direct'

export interface SeedWriteOptions {
  /** Only the projects-table rows and likes, no synced documents or indicators (search bench). */
  tableOnly?: boolean
  onProgress?: (done: number, total: number) => void
}

export async function seedDemo(
  db: Db,
  options: Partial<DemoOptions> = {},
  write: SeedWriteOptions = {},
): Promise<SeedResult> {
  const data = generateDemo({ ...DEFAULT_DEMO, ...options })
  const authors = await insertAuthors(db, data)
  const present = await existingIds(
    db,
    data.templates.map((t) => t.id),
  )
  const todo = data.templates.filter((t) => !present.has(t.id) && authors.has(t.ownerIndex))
  for (let i = 0; i < todo.length; i += CHUNK) {
    await db.transaction((tx) =>
      insertTemplates(tx, authors, todo.slice(i, i + CHUNK), write.tableOnly ?? false),
    )
    write.onProgress?.(Math.min(i + CHUNK, todo.length), todo.length)
  }
  return {
    authors: authors.size,
    templates: todo.length,
    skipped: data.templates.length - todo.length,
  }
}

/** Inserts missing authors; returns author index → user id of those that exist now. */
async function insertAuthors(db: Db, data: DemoData): Promise<Map<number, string>> {
  await db
    .insert(users)
    .values(
      data.authors.map((a) => ({
        id: a.id,
        phone: a.phone,
        userName: a.userName,
        passwordHash: LOCKED_PASSWORD,
        passwordSalt: '00',
      })),
    )
    // A real account on one of the demo phones keeps it; that author's templates are skipped.
    .onConflictDoNothing()
  const ids = data.authors.map((a) => a.id)
  const found = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((r) => r.id),
  )
  return new Map(
    data.authors.flatMap((a, i): [number, string][] => (found.has(a.id) ? [[i, a.id]] : [])),
  )
}

async function existingIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>()
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.id, ids.slice(i, i + 5000)))
    for (const r of rows) out.add(r.id)
  }
  return out
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The usual 结构类型 of a demo template's type (released templates carry it for the benchmark filter). */
const STRUCTURE_OF_TYPE: Readonly<Record<string, ProjectDoc['StructureType']>> = {
  住宅: '剪力墙',
  公寓: '剪力墙',
  酒店: '框架-剪力墙',
  医院: '框架-剪力墙',
  办公: '框架-核心筒',
  综合体: '框架-核心筒',
  商业: '框架',
  学校: '框架',
  产业园: '钢结构',
  其他: '其他',
}

function projectDoc(
  t: DemoTemplate,
): ProjectDoc & { BuiltArea: number; InArea: number; SellArea: number } {
  const time = t.releasedAt.toISOString()
  return {
    Project_Name: t.name,
    ProjectType: t.type,
    City: t.city,
    Year: t.year,
    StandardVersion: DEFAULT_STANDARD_VERSION,
    StructureType: STRUCTURE_OF_TYPE[t.type] ?? '',
    Description: t.description,
    Cover: '',
    FolderID: '',
    IsTemplate: 1,
    Members: [],
    StructureConfirmed: 1,
    TotalCost: fenToYuan(asFen(t.totalCostFen)),
    Released: 1,
    SourceID: '',
    ReleaseVersion: 1,
    Price: fenToYuan(asFen(t.priceFen)),
    ReleaseNotes: t.releaseNotes,
    TempId: '',
    TemName: '',
    CreateTime: time,
    EditTime: time,
    BuiltArea: t.builtArea,
    InArea: t.inArea,
    SellArea: t.sellArea,
  }
}

/** The template's bill as synced documents (entity, id, data without ID). */
function billDocs(
  t: DemoTemplate,
): { entity: string; id: string; data: Record<string, unknown> }[] {
  if (!t.bill) return []
  const { units, groups = [], items, rates, others } = t.bill
  const lists: [string, readonly { ID: string }[]][] = [
    ['billUnits', units],
    ['billGroups', groups],
    ['billItems', items],
    ['billRates', rates],
    ['billOthers', others],
  ]
  return lists.flatMap(([entity, list]) =>
    list.map((doc) => {
      const { ID, ...data } = doc
      return { entity, id: ID, data }
    }),
  )
}

async function insertTemplates(
  tx: Tx,
  authors: Map<number, string>,
  list: readonly DemoTemplate[],
  tableOnly: boolean,
): Promise<void> {
  const owner = (t: DemoTemplate) => authors.get(t.ownerIndex) ?? ''
  // Likes by other demo authors; the counter equals the number of like rows, as SetBroThumbs keeps it.
  const likes = list.flatMap((t) =>
    t.likedBy.flatMap((who) =>
      authors.has(who) ? [{ userId: authors.get(who) ?? '', projectId: t.id }] : [],
    ),
  )
  const thumbs = new Map<string, number>()
  for (const l of likes) thumbs.set(l.projectId, (thumbs.get(l.projectId) ?? 0) + 1)
  await tx.insert(projects).values(
    list.map((t) => ({
      id: t.id,
      ownerId: owner(t),
      name: t.name,
      projectType: t.type,
      city: t.city,
      year: t.year,
      structureType: STRUCTURE_OF_TYPE[t.type] ?? '',
      description: t.description,
      builtArea: t.builtArea.toFixed(2),
      inArea: t.inArea.toFixed(2),
      sellArea: t.sellArea.toFixed(2),
      totalCostFen: t.totalCostFen,
      isTemplate: true,
      released: true,
      releasedAt: t.releasedAt,
      priceFen: t.priceFen,
      releaseNotes: t.releaseNotes,
      thumbs: thumbs.get(t.id) ?? 0,
      createdAt: t.releasedAt,
      updatedAt: t.releasedAt,
    })),
  )
  // Each demo template is its version 1, published from no project of this data set.
  await tx.insert(templateVersions).values(
    list.map((t) => ({
      templateId: t.id,
      version: 1,
      name: t.name,
      city: t.city,
      projectType: t.type,
      year: t.year,
      priceFen: t.priceFen,
      totalCostFen: t.totalCostFen,
      builtArea: t.builtArea.toFixed(2),
      releaseNotes: t.releaseNotes,
      releasedAt: t.releasedAt,
    })),
  )
  for (let i = 0; i < likes.length; i += CHUNK)
    await tx.insert(templateThumbs).values(likes.slice(i, i + CHUNK))
  if (tableOnly) return
  const docs = list.flatMap((t) => [
    {
      entity: 'projects',
      id: t.id,
      ownerId: owner(t),
      data: projectDoc(t) as unknown as Record<string, unknown>,
    },
    ...t.structure.map((r) => {
      const { ID, ...doc } = r
      return { entity: 'structureRows', id: ID, ownerId: owner(t), data: doc }
    }),
    ...billDocs(t).map((d) => ({ ...d, ownerId: owner(t) })),
  ])
  const versions = await nextVersions(tx, docs.length)
  const rows = docs.map((d, i) => {
    const version = versions[i] ?? 0
    const fieldMeta = Object.fromEntries(
      Object.keys(d.data).map((k): [string, [number, string]] => [k, [version, SEED_CLIENT]]),
    )
    return { ...d, version, fieldMeta }
  })
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insert(syncRows)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing()
  const indicators = list.flatMap((t) => [
    ...t.disciplines.map((d, i) => ({
      projectId: t.id,
      kind: 'discipline' as const,
      name: d.name,
      costFen: d.costFen,
      sort: i,
    })),
    ...t.contents.map((c, i) => ({
      projectId: t.id,
      kind: 'content' as const,
      name: c.name,
      unit: c.unit,
      value: c.value.toFixed(4),
      sort: i,
    })),
  ])
  for (let i = 0; i < indicators.length; i += CHUNK)
    await tx.insert(templateIndicators).values(indicators.slice(i, i + CHUNK))
}
