import type { EntityData, SmartBoqDb } from '@/data/db'
import { safetyFeeMissing } from '@/domain/bill/fees/templates'
import { standardVersionOf } from '@/domain/projects/model'
import { checkCode, nextFreeCode } from '@/domain/bill/codes'
import {
  COMPOSITION_FIELDS,
  type BillItem,
  type BillItemDoc,
  type ItemKind,
} from '@/domain/bill/model'
import { billItemFieldSchemas, billItemInput } from '@/domain/bill/schemas'
import type { UnitDocs } from '@/domain/bill/forms/drafts'
import { billItems } from '@/domain/bill/entities'
import { quantityRoundingNote, roundQuantity, withFormula } from '@/domain/bill/quantity'
import { readDoc } from '@/domain/entity/define'
import { toNumber } from '@/domain/api/fields'
import { compositionWarning } from '@/domain/bill/composition'
import {
  billSpec,
  docFields,
  fitImportedUnit,
  itemOf,
  listOthers,
  listRates,
  listUnits,
  type Checked,
} from './bill-docs'
import { mutateMany, type MutationSpec } from './mutate'

export * from './bill-docs'
export * from './bill-lines'

/**
 * Commands on a project's bills (docs/bill.md). Every command is ONE mutateMany transaction: a
 * pasted block or an imported workbook of 20,000 items is one local write (and one outbox entry
 * per row, which the engine sends in batches). Bad input is refused with the domain's Chinese
 * message and nothing is written; a non-standard code is stored with a warning.
 */

export type ItemFields = Partial<Omit<BillItemDoc, 'ProId' | 'UnitId'>>

const ITEM_FIELDS = billItemFieldSchemas as Record<
  string,
  (typeof billItemFieldSchemas)[keyof typeof billItemFieldSchemas]
>

/** Changed item fields checked one by one (the update schemas); the code's warnings kept. */
export function checkItemFields(
  fields: EntityData,
  current?: Pick<BillItem, 'Unit' | 'Quantity' | 'Formula'>,
): Checked<EntityData> {
  const out: EntityData = {}
  const warnings: string[] = []
  // A 计算式 sets 工程量, a typed 工程量 clears it (docs/bill.md "工程量计算式").
  const completed = withFormula(fields, current)
  if (!completed.ok) return completed
  for (const [key, value] of Object.entries(completed.fields)) {
    const schema = ITEM_FIELDS[key]
    if (!schema) return { ok: false, message: `字段 ${key} 无效` }
    const parsed = schema.safeParse(value)
    if (!parsed.success)
      return { ok: false, message: parsed.error.issues[0]?.message ?? '输入无效' }
    out[key] = parsed.data
    if (key === 'Code')
      for (const issue of checkCode(parsed.data as string))
        if (issue.level === 'warning') warnings.push(issue.message)
  }
  // 工程量 keeps the decimals of its unit (the new unit when both change).
  const unit = typeof out['Unit'] === 'string' ? out['Unit'] : current?.Unit
  const quantity =
    'Quantity' in out
      ? (out['Quantity'] as number | null)
      : 'Unit' in out
        ? (current?.Quantity ?? null)
        : undefined
  if (unit !== undefined && quantity !== undefined && quantity !== null) {
    out['Quantity'] = roundQuantity(quantity, unit)
    const note = quantityRoundingNote(quantity, unit)
    if (note !== null) warnings.push(note)
  }
  return { ok: true, value: out, warnings }
}

/** A whole new item checked (billItemInput); fields left out take the defaults. */
export function checkNewItem(doc: EntityData & { ID: string }): Checked<BillItem> {
  const parsed = billItemInput.safeParse(doc)
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? '清单项无效' }
  const warnings = checkCode(parsed.data.Code).flatMap((i) =>
    i.level === 'warning' ? [i.message] : [],
  )
  // The schema rounds 工程量 to its unit: say so when digits were lost (a pasted 86.4 樘).
  const typed = toNumber(doc['Quantity'])
  const note = typed === undefined ? null : quantityRoundingNote(typed, parsed.data.Unit)
  if (note !== null) warnings.push(note)
  return { ok: true, value: parsed.data, warnings }
}

// ---- items ----

export interface ItemPlacement {
  kind: ItemKind
  groupId: string
  /** Insert before this item; at the end of the kind when absent. */
  beforeId?: string
}

/**
 * Sort keys for `count` new items before `beforeId` (or after the last item), read from the
 * [parentId+sort] index: a paste into a 25,000-item unit reads two keys, not the unit.
 */
async function sortsFor(
  db: SmartBoqDb,
  unitId: string,
  count: number,
  beforeId?: string,
): Promise<number[]> {
  const inUnit = (hi: number, open: boolean) =>
    db.billItems.where('[parentId+sort]').between([unitId, -Infinity], [unitId, hi], true, !open)
  const before = beforeId === undefined ? undefined : await db.billItems.get(beforeId)
  if (before === undefined || before.deleted === 1 || before.parentId !== unitId) {
    const lastKey = (await inUnit(Infinity, false).reverse().limit(1).keys())[0] as unknown as
      [string, number] | undefined
    const last = Math.max(0, lastKey?.[1] ?? 0)
    return Array.from({ length: count }, (_, k) => last + k + 1)
  }
  const hi = before.sort ?? 0
  const prevKey = (await inUnit(hi, true).reverse().limit(1).keys())[0] as unknown as
    [string, number] | undefined
  const lo = prevKey?.[1] ?? hi - 1
  return Array.from({ length: count }, (_, k) => lo + ((hi - lo) * (k + 1)) / (count + 1))
}

/** A code for a new blank row: the next free 自编 code after the nearest item's code. */
export function suggestCode(items: readonly BillItem[], near?: string): string {
  const used = new Set(items.map((i) => i.Code))
  const seed = near ?? items.at(-1)?.Code ?? '010101001001'
  return nextFreeCode(/^\d{12}$/.test(seed) ? seed : '010101001001', used) ?? '010101001001'
}

/**
 * Adds new items (a typed row, a pasted block) to a 单位工程 in ONE transaction. Each doc is
 * checked whole; the first refused one refuses the lot with its message and the row it is.
 */
export async function addItems(
  db: SmartBoqDb,
  projectId: string,
  unitId: string,
  place: ItemPlacement,
  docs: readonly ItemFields[],
): Promise<Checked<string[]>> {
  const sorts = await sortsFor(db, unitId, docs.length, place.beforeId)
  const made: BillItem[] = []
  const warnings: string[] = []
  for (const [k, fields] of docs.entries()) {
    const checked = checkNewItem({
      Kind: place.kind,
      GroupId: place.groupId,
      ...fields,
      ID: crypto.randomUUID(),
      ProId: projectId,
      UnitId: unitId,
      Sort: sorts[k] ?? 0,
    })
    if (!checked.ok)
      return {
        ok: false,
        message: docs.length > 1 ? `第 ${k + 1} 行：${checked.message}` : checked.message,
      }
    made.push(checked.value)
    warnings.push(...checked.warnings)
  }
  await mutateMany(
    db,
    made.map((m) => billSpec('billItems', 'create', m.ID, docFields(m))),
  )
  return { ok: true, value: made.map((m) => m.ID), warnings }
}

/** Changes of several items (a cell, a cleared range, a pasted block, 向下填充) in ONE transaction. */
export async function updateItems(
  db: SmartBoqDb,
  updates: readonly { id: string; fields: EntityData }[],
): Promise<Checked<number>> {
  const specs: MutationSpec[] = []
  const warnings: string[] = []
  const rows = await db.billItems.bulkGet(updates.map((u) => u.id))
  for (const [k, u] of updates.entries()) {
    const row = rows[k]
    if (!row || row.deleted === 1) return { ok: false, message: '清单项不存在或已被删除' }
    const current = itemOf(row)
    const checked = checkItemFields(u.fields, current)
    if (!checked.ok) return checked
    warnings.push(...checked.warnings)
    if ('UnitPrice' in checked.value || COMPOSITION_FIELDS.some((f) => f in checked.value)) {
      const mismatch = compositionWarning(readDoc(billItems, { ...current, ...checked.value }))
      if (mismatch !== null) warnings.push(mismatch)
    }
    if (Object.keys(checked.value).length > 0)
      specs.push(billSpec('billItems', 'update', u.id, checked.value))
  }
  await mutateMany(db, specs)
  return { ok: true, value: specs.length, warnings }
}

/** Told when a typed price turns an item's 组价 into a reference (docs/bill.md "组价"). */
export const TYPED_OVER_COMPOSE = '已按输入的价格计价，该项组价改为仅供参考'

/**
 * The user's own edits of items (a cell, a paste, 向下填充): as updateItems, except that a
 * 综合单价 or one of its parts typed over an item whose price is derived from its 组价 keeps
 * the typed figure: the composition becomes informative (Derived 0) in the same write, so no
 * later price change or sync recomputes what the user typed.
 */
export async function editItems(
  db: SmartBoqDb,
  updates: readonly { id: string; fields: EntityData }[],
): Promise<Checked<number>> {
  const priced = updates.filter(
    (u) =>
      !('Compose' in u.fields) &&
      ('UnitPrice' in u.fields || COMPOSITION_FIELDS.some((f) => f in u.fields)),
  )
  if (priced.length === 0) return updateItems(db, updates)
  const rows = await db.billItems.bulkGet(priced.map((u) => u.id))
  const informative = new Map<string, EntityData>()
  for (const row of rows) {
    const compose = row && row.deleted !== 1 ? itemOf(row).Compose : undefined
    if (row && compose?.Derived === 1) informative.set(row.id, { ...compose, Derived: 0 })
  }
  if (informative.size === 0) return updateItems(db, updates)
  const written = await updateItems(
    db,
    updates.map((u) => {
      const compose = 'Compose' in u.fields ? undefined : informative.get(u.id)
      return compose ? { id: u.id, fields: { ...u.fields, Compose: compose } } : u
    }),
  )
  return written.ok ? { ...written, warnings: [...written.warnings, TYPED_OVER_COMPOSE] } : written
}

export async function deleteItems(db: SmartBoqDb, ids: readonly string[]): Promise<void> {
  await mutateMany(
    db,
    ids.map((id) => billSpec('billItems', 'delete', id)),
  )
}

/** Recreates deleted items as they were (undo of a delete, redo of an add), under new ids. */
export async function restoreItems(db: SmartBoqDb, docs: readonly BillItem[]): Promise<string[]> {
  const made = docs.map((d) => ({ ...d, ID: crypto.randomUUID() }))
  await mutateMany(
    db,
    made.map((m) => billSpec('billItems', 'create', m.ID, docFields(m))),
  )
  return made.map((m) => m.ID)
}

/**
 * 向下填充 (Ctrl+D): the first item's value of `field` copied into the others. One update per
 * changed item, all in one transaction.
 */
export async function fillDown(
  db: SmartBoqDb,
  ids: readonly string[],
  field: keyof ItemFields,
): Promise<Checked<number>> {
  const [first, ...rest] = ids
  if (first === undefined || rest.length === 0) return { ok: true, value: 0, warnings: [] }
  const source = await db.billItems.get(first)
  if (!source) return { ok: false, message: '清单项不存在或已被删除' }
  const value = itemOf(source)[field]
  return editItems(
    db,
    rest.map((id) => ({ id, fields: { [field]: value } })),
  )
}

// ---- import ----

/**
 * Stores imported 单位工程 (forms/drafts.ts toUnitDocs) in ONE transaction. A target row and
 * 专业 that already has a 单位工程 gets the imported lines appended to it instead of a twin.
 */
export async function importUnits(
  db: SmartBoqDb,
  projectId: string,
  list: readonly UnitDocs[],
  onProgress?: (fraction: number) => void,
): Promise<{ units: number; items: number; zeroSafety: number }> {
  const existing = await listUnits(db, projectId)
  const version = standardVersionOf((await db.projects.get(projectId))?.data['StandardVersion'])
  const specs: MutationSpec[] = []
  let items = 0
  let zeroSafety = 0
  let sort = existing.length
  for (const parsed of list) {
    const twin = existing.find(
      (u) => u.RowId === parsed.unit.RowId && u.Specialty === parsed.unit.Specialty,
    )
    const docs = fitImportedUnit(parsed, version, !twin)
    const unitId = twin?.ID ?? docs.unit.ID
    if (!twin)
      specs.push(billSpec('billUnits', 'create', unitId, docFields({ ...docs.unit, Sort: ++sort })))
    const offset = twin ? ((await sortsFor(db, unitId, 1))[0] ?? 1) - 1 : 0
    // The workbook's 总价措施/规费 and 其他项目 replace the lines the 单位工程 had.
    if (twin && docs.rates.length > 0)
      for (const r of await listRates(db, unitId)) specs.push(billSpec('billRates', 'delete', r.ID))
    if (twin && docs.others.length > 0)
      for (const o of await listOthers(db, unitId))
        specs.push(billSpec('billOthers', 'delete', o.ID))
    const re = <T extends { UnitId: string; Sort: number }>(d: T): T => ({
      ...d,
      UnitId: unitId,
      Sort: d.Sort + offset,
    })
    for (const g of docs.groups)
      specs.push(billSpec('billGroups', 'create', g.ID, docFields(re(g))))
    for (const i of docs.items) specs.push(billSpec('billItems', 'create', i.ID, docFields(re(i))))
    for (const r of docs.rates) specs.push(billSpec('billRates', 'create', r.ID, docFields(re(r))))
    for (const o of docs.others)
      specs.push(billSpec('billOthers', 'create', o.ID, docFields(re(o))))
    items += docs.items.length
    // A workbook without 表-11 keeps the unit's own lines (twin): those are what it charges.
    const rates = twin && docs.rates.length === 0 ? await listRates(db, unitId) : docs.rates
    if (safetyFeeMissing(rates, docs.items)) zeroSafety++
  }
  // Every create's id was made by the parse (toUnitDocs) or this call: nothing to read first.
  await mutateMany(db, specs, Date.now(), {
    freshCreates: true,
    ...(onProgress ? { onProgress } : {}),
  })
  return { units: list.length, items, zeroSafety }
}
