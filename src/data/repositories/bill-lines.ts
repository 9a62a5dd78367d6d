import type { EntityData, SmartBoqDb } from '@/data/db'
import { type StandardVersion } from '@/domain/projects/model'
import { type BillGroup, type BillOther, type BillRate, type ItemKind } from '@/domain/bill/model'
import {
  billOtherInput,
  billRateInput,
  billUnitFieldSchemas,
  billUnitInput,
} from '@/domain/bill/schemas'
import { billSpec, docFields, listUnits, newUnitDocs, type Checked } from './bill-docs'
import { mutateMany, type MutationSpec } from './mutate'

/**
 * Commands on a bill's 单位工程 and its lines other than items: 分部, 总价措施/规费 and 其他项目
 * (docs/bill.md). Re-exported by ./bill.ts; each command is one mutateMany transaction.
 */

// ---- 单位工程 ----

/** A new 单位工程 for a structure row and 专业, with its default 总价措施/规费 and 其他项目 lines. */
export async function createUnit(
  db: SmartBoqDb,
  input: {
    projectId: string
    rowId: string
    specialty: string
    custom?: boolean
    version: StandardVersion
  },
): Promise<Checked<string>> {
  const existing = await listUnits(db, input.projectId)
  const specialty = input.specialty.trim()
  if (existing.some((u) => u.RowId === input.rowId && u.Specialty === specialty))
    return { ok: false, message: `该单项工程已有“${specialty}”专业` }
  const docs = newUnitDocs(
    {
      ProId: input.projectId,
      RowId: input.rowId,
      Specialty: specialty,
      SpecialtyCustom: input.custom ? 1 : 0,
      Sort: existing.length + 1,
    },
    input.version,
  )
  const parsed = billUnitInput.safeParse(docs.unit)
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? '单位工程无效' }
  await mutateMany(db, [
    billSpec('billUnits', 'create', docs.unit.ID, docFields(docs.unit)),
    ...docs.rates.map((r) => billSpec('billRates', 'create', r.ID, docFields(r))),
    ...docs.others.map((o) => billSpec('billOthers', 'create', o.ID, docFields(o))),
  ])
  return { ok: true, value: docs.unit.ID, warnings: [] }
}

/** Deletes a 单位工程 with all its lines. */
export async function deleteUnit(db: SmartBoqDb, unitId: string): Promise<void> {
  const specs: MutationSpec[] = []
  for (const entity of ['billItems', 'billGroups', 'billRates', 'billOthers'] as const) {
    const rows = await db.entityTable(entity).where('parentId').equals(unitId).toArray()
    for (const r of rows) if (r.deleted === 0) specs.push(billSpec(entity, 'delete', r.id))
  }
  specs.push(billSpec('billUnits', 'delete', unitId))
  await mutateMany(db, specs)
}

export async function updateUnitTax(
  db: SmartBoqDb,
  unitId: string,
  taxRate: unknown,
): Promise<Checked<number>> {
  const parsed = billUnitFieldSchemas.TaxRate.safeParse(taxRate)
  if (!parsed.success || parsed.data === null)
    return {
      ok: false,
      message: parsed.success ? '税率不能为空' : (parsed.error.issues[0]?.message ?? '税率无效'),
    }
  await mutateMany(db, [billSpec('billUnits', 'update', unitId, { TaxRate: parsed.data })])
  return { ok: true, value: parsed.data, warnings: [] }
}

// ---- 分部, rated and other lines ----

export async function addGroup(
  db: SmartBoqDb,
  projectId: string,
  unitId: string,
  kind: ItemKind,
  name: string,
  sort: number,
): Promise<Checked<string>> {
  const id = crypto.randomUUID()
  const trimmed = name.trim()
  if (trimmed === '') return { ok: false, message: '分部名称不能为空' }
  const group: BillGroup = {
    ID: id,
    ProId: projectId,
    UnitId: unitId,
    Kind: kind,
    Name: trimmed,
    Sort: sort,
  }
  await mutateMany(db, [billSpec('billGroups', 'create', id, docFields(group))])
  return { ok: true, value: id, warnings: [] }
}

export async function renameGroup(
  db: SmartBoqDb,
  id: string,
  name: string,
): Promise<Checked<string>> {
  if (name.trim() === '') return { ok: false, message: '分部名称不能为空' }
  await mutateMany(db, [billSpec('billGroups', 'update', id, { Name: name.trim() })])
  return { ok: true, value: id, warnings: [] }
}

/** Deletes a 分部 (undo of 新增分部); items still pointing at it show under 未分部. */
export async function deleteGroup(db: SmartBoqDb, id: string): Promise<void> {
  await mutateMany(db, [billSpec('billGroups', 'delete', id)])
}

/** Makes a deleted 分部 again under a new id (redo of 新增分部). */
export async function restoreGroup(db: SmartBoqDb, doc: BillGroup): Promise<string> {
  const made = { ...doc, ID: crypto.randomUUID() }
  await mutateMany(db, [billSpec('billGroups', 'create', made.ID, docFields(made))])
  return made.ID
}

/** One field of a 总价措施/规费 line, checked by the line schema. */
export async function updateRate(
  db: SmartBoqDb,
  line: BillRate,
  fields: EntityData,
): Promise<Checked<number>> {
  const parsed = billRateInput.safeParse({ ...line, ...fields })
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '费用无效' }
  const changed = Object.fromEntries(
    Object.keys(fields).map((k) => [k, (parsed.data as unknown as EntityData)[k]]),
  )
  await mutateMany(db, [billSpec('billRates', 'update', line.ID, changed)])
  return { ok: true, value: 1, warnings: [] }
}

/** One field of a 其他项目 line, checked by the line schema. */
export async function updateOther(
  db: SmartBoqDb,
  line: BillOther,
  fields: EntityData,
): Promise<Checked<number>> {
  const parsed = billOtherInput.safeParse({ ...line, ...fields })
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? '其他项目无效' }
  const changed = Object.fromEntries(
    Object.keys(fields).map((k) => [k, (parsed.data as unknown as EntityData)[k]]),
  )
  await mutateMany(db, [billSpec('billOthers', 'update', line.ID, changed)])
  return { ok: true, value: 1, warnings: [] }
}
