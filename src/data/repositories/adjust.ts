import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import {
  ADJUST_CHECKS,
  adjustSchemeFieldSchemas,
  adjustSignFieldSchemas,
  newSchemeDefaults,
  RESET_FIELDS,
  type SchemeDoc,
} from '@/domain/adjust/entity'
import { adjustSchemes, adjustSigns, type SignDoc } from '@/domain/adjust/entities'
import type { MutationOp } from '@/domain/api/sync'
import { rowDoc } from '@/domain/entity/define'
import { zodReadDoc } from '@/domain/entity/zod'
import { entityPayload } from '@/domain/projects/calls'
import type { StandardVersion } from '@/domain/projects/model'
import { entityCall } from './entity-calls'
import { mutate, mutateMany, type MutationSpec } from './mutate'

/**
 * 调价 schemes and their 签证 on the local database (docs/price-adjustment.md "Storage"): every
 * write is checked with the same field schemas the server uses, so a refusal (weights not summing
 * to 1, a period without a price, 签证 on a 2024 contract) is shown at once and nothing is written.
 */

export type SchemeView = SchemeDoc & { ID: string; updatedAt: number }
export type SignView = SignDoc & { ID: string }
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

type AdjustEntity = 'adjustSchemes' | 'adjustSigns'
const spec = (
  entity: AdjustEntity,
  op: MutationOp,
  id: string,
  fields: EntityData = {},
): MutationSpec => ({
  entity,
  entityId: id,
  op,
  call: entityCall(entity, op),
  fields: op === 'delete' ? {} : fields,
  payload: entityPayload(entity, op, id, fields),
})

const schemeOf = (row: SyncedRow): SchemeView => ({
  ...zodReadDoc(adjustSchemes, row.data, ADJUST_CHECKS),
  ID: row.id,
  updatedAt: row.updatedAt,
})
const signOf = (row: SyncedRow): SignView => rowDoc(adjustSigns, row.id, row.data)

export async function listSchemes(db: SmartBoqDb): Promise<SchemeView[]> {
  const rows = await db.adjustSchemes.filter((r) => r.deleted === 0).toArray()
  return rows.map(schemeOf).sort((a, b) => b.updatedAt - a.updatedAt)
}

export async function getScheme(db: SmartBoqDb, id: string): Promise<SchemeView | null> {
  const row = await db.adjustSchemes.get(id)
  return row && row.deleted === 0 ? schemeOf(row) : null
}

export async function listSigns(db: SmartBoqDb, schemeId: string): Promise<SignView[]> {
  const rows = await db.adjustSigns.where('parentId').equals(schemeId).toArray()
  return rows
    .filter((r) => r.deleted === 0)
    .map(signOf)
    .sort((a, b) => a.Sort - b.Sort || a.No.localeCompare(b.No))
}

/** Checks fields one by one with the entity's schemas; the first Chinese message on failure. */
function check(
  schemas: Record<
    string,
    {
      safeParse(
        v: unknown,
      ):
        | { success: true; data: unknown }
        | { success: false; error: { issues: { message: string }[] } }
    }
  >,
  fields: EntityData,
): Checked<EntityData> {
  const out: EntityData = {}
  for (const [key, value] of Object.entries(fields)) {
    const schema = schemas[key]
    if (!schema) return { ok: false, message: `未知字段：${key}` }
    const r = schema.safeParse(value)
    if (!r.success) return { ok: false, message: r.error.issues[0]?.message ?? '输入不正确' }
    out[key] = r.data
  }
  return { ok: true, value: out }
}

export async function createScheme(
  db: SmartBoqDb,
  input: {
    name: string
    projectId: string
    version: StandardVersion
    projectName?: string
    projectTotal?: number
    /** The project's city: the scheme's 城市 dimension starts from it. */
    city?: string
  },
  id: string = crypto.randomUUID(),
): Promise<Checked<string>> {
  const doc = newSchemeDefaults(input.name, input.version, input.projectTotal)
  const checked = check(adjustSchemeFieldSchemas, {
    ...doc,
    ProId: input.projectId,
    Title: { ...doc.Title, ProjectName: input.projectName || doc.Title.ProjectName },
    Dimensions: { ...doc.Dimensions, City: input.city ?? doc.Dimensions.City },
  })
  if (!checked.ok) return checked
  await mutate(db, spec('adjustSchemes', 'create', id, checked.value))
  return { ok: true, value: id }
}

export async function updateScheme(
  db: SmartBoqDb,
  id: string,
  fields: EntityData,
): Promise<Checked<string>> {
  const checked = check(adjustSchemeFieldSchemas, fields)
  if (!checked.ok) return checked
  if ('Contract' in checked.value) {
    const version = (checked.value['Contract'] as { StandardVersion?: string }).StandardVersion
    if (version === 'GB/T 50500-2024' && (await listSigns(db, id)).length > 0)
      return {
        ok: false,
        message: '该方案已有签证，不能改为 GB/T 50500-2024（2024版不设工程签证），请先删除签证',
      }
  }
  await mutate(db, spec('adjustSchemes', 'update', id, checked.value))
  return { ok: true, value: id }
}

export async function deleteScheme(db: SmartBoqDb, id: string): Promise<void> {
  const signs = await listSigns(db, id)
  await mutateMany(db, [
    spec('adjustSchemes', 'delete', id),
    ...signs.map((s) => spec('adjustSigns', 'delete', s.ID)),
  ])
}

/** 复制方案 (CopySave, offline): the document and its 签证 under new ids, in one transaction. */
export async function copyScheme(
  db: SmartBoqDb,
  id: string,
  newId: string = crypto.randomUUID(),
): Promise<Checked<string>> {
  const row = await db.adjustSchemes.get(id)
  if (!row || row.deleted) return { ok: false, message: '调价方案不存在或已被删除' }
  const signs = await listSigns(db, id)
  const original = row.data['Name']
  const name = `${typeof original === 'string' ? original : ''}（副本）`.slice(0, 100)
  await mutateMany(db, [
    spec('adjustSchemes', 'create', newId, { ...row.data, Name: name }),
    ...signs.map(({ ID: _id, ...s }) =>
      spec('adjustSigns', 'create', crypto.randomUUID(), { ...s, SchemeId: newId }),
    ),
  ])
  return { ok: true, value: newId }
}

/** 重置数据 (ResetData, offline): clears the A.1 data, the A.2 materials and the ±15 % items. */
export const resetScheme = (db: SmartBoqDb, id: string) => updateScheme(db, id, { ...RESET_FIELDS })

export async function saveSign(
  db: SmartBoqDb,
  scheme: SchemeView,
  sign: Omit<SignView, 'ID' | 'SchemeId'>,
  id?: string,
): Promise<Checked<string>> {
  if (scheme.Contract.StandardVersion === 'GB/T 50500-2024')
    return {
      ok: false,
      message: 'GB/T 50500-2024 不设工程签证，2024版合同不能添加签证（请按工程变更或索赔处理）',
    }
  const checked = check(
    adjustSignFieldSchemas,
    id === undefined ? { ...sign, SchemeId: scheme.ID } : { ...sign },
  )
  if (!checked.ok) return checked
  const signId = id ?? crypto.randomUUID()
  await mutate(
    db,
    spec('adjustSigns', id === undefined ? 'create' : 'update', signId, checked.value),
  )
  return { ok: true, value: signId }
}

export const deleteSign = (db: SmartBoqDb, id: string) =>
  mutate(db, spec('adjustSigns', 'delete', id))
