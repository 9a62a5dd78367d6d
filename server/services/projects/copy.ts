import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { asFen, fenToYuan } from '@/domain/money/index.ts'
import { projects } from '../../db/schema/index.ts'
import { mirrorProject, refreshAreas } from './mirror.ts'
import { writeBillCopies } from '../bill/copy.ts'
import { readBillRows } from '../bill/read.ts'
import {
  nextVersions,
  readRow,
  rowsWhere,
  writeRows,
  type Executor,
  type RowWrite,
} from '../synced/store.ts'

export interface CopyProjectInput {
  sourceId: string
  ownerId: string
  /** 1 = the copy is a template (TemplateOperation), 0 = a project (checkout of a template). */
  asTemplate: boolean
  name?: string
  /** Id of the copy (a client-made UUID); a new one when absent. */
  newId?: string
}

/**
 * Copies a project or template — the document, its structure rows, tenders and bills — to `ownerId`,
 * with new UUIDs and new versions so the owner's clients pull it. No ownership check: the caller
 * decides who may copy what (own projects; released templates for checkout). The source may be a
 * table-only template (no synced document): its columns then make the document.
 * Runs in a transaction of its own, or as a savepoint of the caller's.
 * Throws when the source does not exist or is deleted.
 */
export async function copyProject(db: Executor, input: CopyProjectInput): Promise<string> {
  return db.transaction(async (tx) => {
    const source = await sourceDoc(tx, input.sourceId)
    if (!source) throw new Error(`project ${input.sourceId} not found`)
    const newId = input.newId ?? randomUUID()
    const now = new Date().toISOString()
    const name =
      input.name ??
      (typeof source.data['Project_Name'] === 'string' ? source.data['Project_Name'] : '')
    const [version = 0] = await nextVersions(tx, 1)
    const project = stamped('projects', newId, input.ownerId, version, {
      ...source.data,
      Project_Name: name,
      IsTemplate: input.asTemplate ? 1 : 0,
      FolderID: '',
      Members: [],
      Released: 0,
      SourceID: '',
      ReleaseVersion: 0,
      TempId: input.sourceId,
      TemName: typeof source.data['Project_Name'] === 'string' ? source.data['Project_Name'] : '',
      CreateTime: now,
      EditTime: now,
    })
    await writeRows(tx, [project])
    const rows = source.synced
      ? await copyContent(tx, {
          sourceId: input.sourceId,
          sourceOwnerId: source.ownerId,
          targetId: newId,
          ownerId: input.ownerId,
        })
      : 0
    await mirrorProject(tx, project)
    if (rows > 0) await refreshAreas(tx, input.ownerId, newId)
    return newId
  })
}

/** A synced row written by the server, every field stamped with its version as a direct write. */
export function stamped(
  entity: RowWrite['entity'],
  id: string,
  ownerId: string,
  version: number,
  data: Record<string, unknown>,
): RowWrite {
  const fieldMeta = Object.fromEntries(
    Object.keys(data).map((k): [string, [number, string]] => [k, [version, 'direct']]),
  )
  return { entity, id, ownerId, version, deleted: false, data, fieldMeta }
}

/**
 * Copies what hangs off a project — structure rows, tenders and bills — into the project
 * `targetId` of `ownerId`, under new ids and new versions. Returns how many structure rows it
 * copied. Used by copyProject and by ReleaseProject (a template's version is such a copy).
 */
export async function copyContent(
  tx: Executor,
  input: { sourceId: string; sourceOwnerId: string; targetId: string; ownerId: string },
): Promise<number> {
  const rows = await rowsWhere(tx, 'structureRows', input.sourceOwnerId, 'ProId', input.sourceId)
  const tenders = await rowsWhere(tx, 'tenders', input.sourceOwnerId, 'ProId', input.sourceId)
  const idMap = new Map<string, string>([...rows, ...tenders].map((r) => [r.id, randomUUID()]))
  const remap = (v: unknown) => (typeof v === 'string' && v !== '' ? (idMap.get(v) ?? '') : '')
  const versions = await nextVersions(tx, rows.length + tenders.length)
  const take = (): number => versions.shift() ?? 0
  await writeRows(tx, [
    ...rows.map((r) =>
      stamped('structureRows', idMap.get(r.id) ?? randomUUID(), input.ownerId, take(), {
        ...r.data,
        ProId: input.targetId,
        ParentID: remap(r.data['ParentID']),
        TenderID: remap(r.data['TenderID']),
      }),
    ),
    ...tenders.map((t) =>
      stamped('tenders', idMap.get(t.id) ?? randomUUID(), input.ownerId, take(), {
        ...t.data,
        ProId: input.targetId,
      }),
    ),
  ])
  const rowIds = new Map(rows.map((r) => [r.id, idMap.get(r.id) ?? '']))
  await writeBillCopies(
    tx,
    input.ownerId,
    await readBillRows(tx, input.sourceOwnerId, input.sourceId),
    input.targetId,
    rowIds,
  )
  return rows.length
}

interface Source {
  ownerId: string
  synced: boolean
  data: Record<string, unknown>
}

async function sourceDoc(tx: Executor, id: string): Promise<Source | undefined> {
  const row = await readRow(tx, 'projects', id)
  if (row) return row.deleted ? undefined : { ownerId: row.ownerId, synced: true, data: row.data }
  const [p] = await tx.select().from(projects).where(eq(projects.id, id))
  if (!p || p.deletedAt) return undefined
  return {
    ownerId: p.ownerId,
    synced: false,
    data: {
      Project_Name: p.name,
      ProjectType: p.projectType,
      City: p.city,
      Year: p.year,
      StandardVersion: p.standardVersion,
      Description: p.description,
      Cover: p.cover,
      StructureConfirmed: 0,
      TotalCost: fenToYuan(asFen(p.totalCostFen)),
      Price: fenToYuan(asFen(p.priceFen)),
      ReleaseNotes: p.releaseNotes,
      BuiltArea: Number(p.builtArea),
      InArea: Number(p.inArea),
      SellArea: Number(p.sellArea),
    },
  }
}
