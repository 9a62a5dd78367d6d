import { randomUUID } from 'node:crypto'
import { ADJUST_CHECKS, RESET_FIELDS } from '@/domain/adjust/entity.ts'
import type { AdjustContract, LevelConfig, LevelNode } from '@/domain/adjust/model.ts'
import { NO_SIGNS_2024 } from '@/domain/adjust/schemas.ts'
import { resolveSettings } from '@/domain/adjust/settings.ts'
import type { Db } from '../../db/client.ts'
import type { SyncRow } from '../../db/schema/index.ts'
import { applyChanges, directContext, type ChangeOp } from '../synced/engine.ts'
import { entityFields } from '../synced/fields.ts'
import {
  forbidden,
  ownerRows,
  readRow,
  Rejection,
  rowsWhere,
  str,
  type Executor,
} from '../synced/store.ts'

/**
 * The /api/ModifyPrice calls beyond the two synced writes (docs/price-adjustment.md "Calls"):
 * reads answer from the server's copy of the caller's scheme; every edit is an update of the
 * scheme document applied by the sync engine (validation, version, pulled by the other devices).
 */

export const MISSING_SCHEME = '调价方案不存在或已被删除'

export async function ownScheme(db: Executor, userId: string, id: string): Promise<SyncRow> {
  const row = await readRow(db, 'adjustSchemes', id)
  if (!row || row.deleted) throw new Rejection(MISSING_SCHEME)
  if (row.ownerId !== userId) throw forbidden()
  return row
}

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
/** A stored settings part read with its named check (src/domain/adjust/entity.ts); its default when unreadable. */
function partOf<T>(row: SyncRow, field: string, check: string): T {
  const schema = ADJUST_CHECKS[check]
  const read = schema?.safeParse(row.data[field])
  return (read?.success ? read.data : schema?.parse(undefined)) as T
}
const configOf = (row: SyncRow) => partOf<LevelConfig>(row, 'Config', 'adjust.config')
const contractOf = (row: SyncRow) => partOf<AdjustContract>(row, 'Contract', 'adjust.contract')

/** The part of the scheme document (Dimensions, Title, Contract). */
export async function schemePart(
  db: Db,
  userId: string,
  id: string,
  part: 'Dimensions' | 'Title' | 'Contract',
): Promise<Record<string, unknown>> {
  return record((await ownScheme(db, userId, id)).data[part])
}

/** Updates fields of the scheme through the engine, checked as an EditScheme update would be. */
export async function updateScheme(
  db: Db,
  userId: string,
  id: string,
  raw: Record<string, unknown>,
): Promise<{ ID: string; Version: number }> {
  const checked = entityFields('adjustSchemes', raw, false)
  if (!checked.ok) throw new Rejection(checked.message)
  return db.transaction(async (tx) => {
    await ownScheme(tx, userId, id)
    const [result] = await applyChanges(tx, directContext(userId), [
      { entity: 'adjustSchemes', id, op: 'update', fields: checked.fields },
    ])
    return { ID: id, Version: result?.Version ?? 0 }
  })
}

export async function listSchemes(db: Db, userId: string, proId: string | undefined) {
  const rows = proId
    ? await rowsWhere(db, 'adjustSchemes', userId, 'ProId', proId)
    : await ownerRows(db, 'adjustSchemes', userId)
  const signs = await ownerRows(db, 'adjustSigns', userId)
  return rows
    .map((r) => ({
      ID: r.id,
      Name: str(r.data['Name']),
      ProId: str(r.data['ProId']),
      StandardVersion: str(contractOf(r).StandardVersion),
      ContractName: str(contractOf(r).Name),
      Materials: Array.isArray(r.data['Materials']) ? r.data['Materials'].length : 0,
      HasIndex: r.data['IndexData'] !== null && r.data['IndexData'] !== undefined,
      Signs: signs.filter((s) => s.data['SchemeId'] === r.id).length,
      Version: r.version,
    }))
    .sort((a, b) => b.Version - a.Version)
}

export async function schemeSigns(db: Db, userId: string, id: string) {
  const row = await ownScheme(db, userId, id)
  const applicable = contractOf(row).StandardVersion !== 'GB/T 50500-2024'
  const signs = await rowsWhere(db, 'adjustSigns', userId, 'SchemeId', id)
  return {
    Applicable: applicable,
    Note: applicable ? '' : NO_SIGNS_2024,
    Signs: signs
      .map((s): Record<string, unknown> => ({ ID: s.id, ...s.data }))
      .sort((a, b) => Number(a['Sort'] ?? 0) - Number(b['Sort'] ?? 0)),
  }
}

/** CopySave: a new scheme with the same document and copies of its 签证, in one transaction. */
export async function copyScheme(db: Db, userId: string, id: string, name: string | undefined) {
  return db.transaction(async (tx) => {
    const row = await ownScheme(tx, userId, id)
    const newId = randomUUID()
    const copyName = name && name !== '' ? name : `${str(row.data['Name'])}（副本）`.slice(0, 100)
    const signs = await rowsWhere(tx, 'adjustSigns', userId, 'SchemeId', id)
    const ops: ChangeOp[] = [
      { entity: 'adjustSchemes', id: newId, op: 'create', fields: { ...row.data, Name: copyName } },
      ...signs.map((s): ChangeOp => ({
        entity: 'adjustSigns',
        id: randomUUID(),
        op: 'create',
        fields: { ...s.data, SchemeId: newId },
      })),
    ]
    const [result] = await applyChanges(tx, directContext(userId), ops)
    return { ID: newId, Version: result?.Version ?? 0 }
  })
}

export const resetScheme = (db: Db, userId: string, id: string) =>
  updateScheme(db, userId, id, { ...RESET_FIELDS })

/** A node with the method and band its materials take (inherited when its own are empty). */
function nodeView(contract: AdjustContract, config: LevelConfig, n: LevelNode) {
  const s = resolveSettings(
    {
      Methods: Array.isArray(contract.Methods) ? contract.Methods : [],
      RiskBand: str(contract.RiskBand, '5'),
    },
    config,
    '',
    n.Code,
  )
  return {
    ...n,
    EffectiveMethod: s.method,
    EffectiveBand: s.riskBand,
    Children: config.Nodes.filter((c) => c.ParentCode === n.Code).length,
  }
}

export async function schemeNodes(db: Db, userId: string, id: string) {
  const row = await ownScheme(db, userId, id)
  const config = configOf(row)
  const contract = contractOf(row)
  return { config, views: config.Nodes.map((n) => nodeView(contract, config, n)) }
}

/** Replaces one node (same Code) or adds it; removes it and its descendants when `remove`. */
export function withNode(
  nodes: readonly LevelNode[],
  node: LevelNode,
  remove: boolean,
): LevelNode[] {
  if (!remove) {
    const at = nodes.findIndex((n) => n.Code === node.Code)
    return at < 0 ? [...nodes, node] : nodes.map((n, i) => (i === at ? node : n))
  }
  if (!nodes.some((n) => n.Code === node.Code)) throw new Rejection(`配置节点不存在：${node.Code}`)
  const gone = new Set([node.Code])
  for (let more = true; more;) {
    more = false
    for (const n of nodes) {
      if (gone.has(n.Code) || !gone.has(n.ParentCode)) continue
      gone.add(n.Code)
      more = true
    }
  }
  return nodes.filter((n) => !gone.has(n.Code))
}

export async function editNode(
  db: Db,
  userId: string,
  id: string,
  node: LevelNode,
  remove: boolean,
  levels?: 2 | 3,
) {
  const row = await ownScheme(db, userId, id)
  const config = configOf(row)
  const target = levels ?? config.Levels
  const base = target === config.Levels ? config.Nodes : []
  return updateScheme(db, userId, id, {
    Config: { Levels: target, Nodes: withNode(base, node, remove) },
  })
}
