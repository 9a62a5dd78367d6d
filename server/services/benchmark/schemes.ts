import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { schemeDocOf, schemeSettings, type SchemeSettings } from '@/domain/benchmark/scheme-doc.ts'
import { syncRows, type SyncRow } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { applyChanges, directContext, inTransaction } from '../synced/engine.ts'
import { forbidden, readRow, Rejection, type Executor } from '../synced/store.ts'
import { usableProjects } from './samples.ts'

/** 对标方案 rows (synced entity benchmarkSchemes): reads, direct writes, copy and state. */

export const SCHEME_MISSING = '方案不存在或已被删除'

export interface SchemeRowData {
  ID: string
  Version: number
  SchemeName: string
  TargetId: string
  TargetName: string
  Level: string
  TargetRowId: string
  Indicators: string
  Filter: string
  SampleIds: string
  DeviationLimit: number | null
  Rebase: string
  Note: string
  SampleCount: number
  EditTime: string
}

/** The caller's live scheme, or a Rejection (missing → "1", another user's → "403"). */
export async function ownedScheme(db: Executor, id: string, userId: string): Promise<SyncRow> {
  const row = await readRow(db, 'benchmarkSchemes', id)
  if (!row || row.deleted) throw new Rejection(SCHEME_MISSING)
  if (row.ownerId !== userId) throw forbidden()
  return row
}

export function schemeRowData(row: SyncRow, targetName: string): SchemeRowData {
  const s = schemeSettings(row.id, row.data)
  const d = row.data
  return {
    ID: row.id,
    Version: row.version,
    ...schemeDocOf(s),
    TargetName: targetName,
    SampleCount: s.sampleIds.length,
    EditTime: typeof d['EditTime'] === 'string' ? d['EditTime'] : row.changedAt.toISOString(),
  }
}

async function targetNames(
  db: Executor,
  userId: string,
  rows: readonly SyncRow[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.map((r) => schemeSettings(r.id, r.data).targetId).filter((t) => t !== '')),
  ]
  const found = await usableProjects(db, userId, ids)
  return new Map(
    found.map((p) => [
      p.id,
      typeof p.data['Project_Name'] === 'string' ? p.data['Project_Name'] : '',
    ]),
  )
}

export async function listSchemes(
  db: Executor,
  userId: string,
  q?: string,
): Promise<SchemeRowData[]> {
  const rows = await db
    .select()
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'benchmarkSchemes'),
        eq(syncRows.ownerId, userId),
        eq(syncRows.deleted, false),
      ),
    )
    .orderBy(desc(syncRows.version))
  const kept = q ? rows.filter((r) => schemeSettings(r.id, r.data).name.includes(q)) : rows
  const names = await targetNames(db, userId, kept)
  return kept.map((r) => schemeRowData(r, names.get(schemeSettings(r.id, r.data).targetId) ?? ''))
}

export async function schemeById(db: Executor, userId: string, id: string): Promise<SchemeRowData> {
  const row = await ownedScheme(db, id, userId)
  const names = await targetNames(db, userId, [row])
  return schemeRowData(row, names.get(schemeSettings(row.id, row.data).targetId) ?? '')
}

/** A direct write of a scheme through the sync engine (ownership, relations, one version). */
export async function writeScheme(
  db: Db,
  userId: string,
  id: string,
  op: 'create' | 'update',
  fields: Record<string, unknown>,
) {
  const result = await inTransaction(db, (tx) =>
    applyChanges(tx, directContext(userId), [{ entity: 'benchmarkSchemes', id, op, fields }]),
  )
  if (!result.ok) throw result.rejection
  const [r] = result.value
  return { ID: id, Version: r?.Version ?? 0 }
}

export async function copyScheme(db: Db, userId: string, id: string, name?: string) {
  const row = await ownedScheme(db, id, userId)
  const { SchemeName, ...rest } = row.data
  const base = typeof SchemeName === 'string' ? SchemeName : ''
  const copyName = name && name !== '' ? name : `${base}-副本`.slice(0, 50)
  return writeScheme(db, userId, randomUUID(), 'create', { ...rest, SchemeName: copyName })
}

/** Whether the scheme can be computed: its target is a live own project; which samples are gone. */
export async function checkState(db: Executor, userId: string, id: string) {
  const s: SchemeSettings = schemeSettings(id, (await ownedScheme(db, id, userId)).data)
  const target = s.targetId === '' ? [] : await usableProjects(db, userId, [s.targetId])
  const targetOk = target.some((t) => t.ownerId === userId)
  const usable = new Set((await usableProjects(db, userId, s.sampleIds)).map((r) => r.id))
  const missing = s.sampleIds.filter((x) => !usable.has(x))
  const count = s.sampleIds.length - missing.length
  const message = !targetOk
    ? '请先选择目标项目'
    : count === 0
      ? '请先选择样本项目'
      : missing.length > 0
        ? `${missing.length}个样本已不可用，将不参与对标`
        : ''
  return {
    Ready: targetOk && count > 0,
    TargetOk: targetOk,
    SampleCount: count,
    Missing: missing,
    Message: message,
  }
}
