import type { SmartBoqDb } from '@/data/db'
import type { ProposedItem } from '@/domain/estimate/generate'
import type { ExistingUnit, PlanEntry } from '@/domain/estimate/plan'
import type { RowArea } from '@/domain/estimate/generate'
import type { TemplateBill } from '@/domain/estimate/recipes'
import type { TemplateMeta } from '@/domain/estimate/indicators'
import type { StandardVersion } from '@/domain/projects/model'
import { billSpec, docFields, listItems, listUnits, newUnitDocs } from './bill-docs'
import { checkNewItem } from './bill'
import { listStructure } from './structure-read'
import { mutateMany, type MutationSpec } from './mutate'
import { roundTo } from '@/domain/money'
import { usageOf } from '@/domain/projects/usage'

/**
 * 智能清单 on the local bill (docs/estimate.md): what the generator needs of a project (its leaf
 * structure rows with areas, its 单位工程 and items with their Origin marks), a template's bill as
 * recipes, and the commit of the ticked plan entries in ONE mutateMany transaction through the
 * bill's own documents and checks.
 */

/** Leaf structure rows with their built area (the rows items are generated for). */
export async function generationRows(db: SmartBoqDb, projectId: string): Promise<RowArea[]> {
  const rows = await listStructure(db, projectId)
  const parents = new Set(rows.map((r) => r.ParentID).filter(Boolean))
  return rows
    .filter((r) => !parents.has(r.ID))
    .map((r) => ({ ID: r.ID, Name: r.Project_Name, BuiltArea: r.BuiltArea, Usage: r.Usage ?? '' }))
}

export async function existingUnits(db: SmartBoqDb, projectId: string): Promise<ExistingUnit[]> {
  const units = await listUnits(db, projectId)
  return Promise.all(
    units.map(async (u) => ({
      ID: u.ID,
      RowId: u.RowId,
      Specialty: u.Specialty,
      Items: await listItems(db, u.ID),
    })),
  )
}

/** A project's bill as a template: every item with its 专业 and row MultNum, and the built area. */
export async function templateBill(db: SmartBoqDb, projectId: string): Promise<TemplateBill> {
  const rows = await listStructure(db, projectId)
  const parents = new Set(rows.map((r) => r.ParentID).filter(Boolean))
  const mult = new Map(rows.map((r) => [r.ID, Math.max(1, r.MultNum ?? 1)]))
  const built = rows
    .filter((r) => !parents.has(r.ID))
    .reduce((s, r) => s + (r.BuiltArea ?? 0) * (mult.get(r.ID) ?? 1), 0)
  const usage = new Map(rows.map((r) => [r.ID, usageOf(r)]))
  // The area per 业态 on the same footing as BuiltArea and the items (each row × its own MultNum).
  const zones: NonNullable<TemplateBill['Zones']> = {}
  for (const r of rows) {
    if (parents.has(r.ID) || !(r.BuiltArea ?? 0)) continue
    const zone = usage.get(r.ID) ?? '其他'
    zones[zone] = roundTo((zones[zone] ?? 0) + (r.BuiltArea ?? 0) * (mult.get(r.ID) ?? 1), 2) ?? 0
  }
  const items: TemplateBill['Items'][number][] = []
  for (const u of await listUnits(db, projectId)) {
    for (const i of await listItems(db, u.ID))
      items.push({
        ...i,
        Specialty: u.Specialty,
        MultNum: mult.get(u.RowId) ?? 1,
        Usage: usage.get(u.RowId) ?? '其他',
      })
  }
  return { BuiltArea: roundTo(built, 2) ?? 0, Items: items, Zones: zones }
}

const itemFields = (p: ProposedItem) => ({
  Kind: p.Kind,
  Code: p.Code,
  Name: p.Name,
  Features: p.Features,
  Unit: p.Unit,
  Quantity: p.Quantity,
  UnitPrice: p.UnitPrice,
  Materials: p.Materials,
  Origin: p.Origin,
})

const YIELD_EVERY = 500
const yieldTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

export type ApplyResult =
  | { ok: true; added: number; updated: number; removed: number; units: number }
  | { ok: false; message: string }

/**
 * Writes the ticked entries: new 单位工程 where a row has none for the 专业, items added, updated
 * (only the fields generation sets) or deleted, all in one transaction. An entry whose item
 * changed since the preview is refused whole (生成预览已过期).
 */
export async function applySmartList(
  db: SmartBoqDb,
  projectId: string,
  version: StandardVersion,
  entries: readonly PlanEntry[],
): Promise<ApplyResult> {
  const units = await listUnits(db, projectId)
  const specs: MutationSpec[] = []
  const unitFor = new Map(units.map((u) => [`${u.RowId}|${u.Specialty}`, u.ID]))
  const sortOf = new Map<string, number>()
  let made = 0
  let [added, updated, removed] = [0, 0, 0]
  let done = 0
  for (const e of entries) {
    // A 20,000-entry commit checks every item here: hand the main thread back now and then (no
    // transaction is open yet; mutateMany below writes everything in one).
    if (++done % YIELD_EVERY === 0) await yieldTask()
    if (e.Action === 'same') continue
    if (e.ItemId) {
      const row = await db.billItems.get(e.ItemId)
      if (
        !row ||
        row.deleted === 1 ||
        JSON.stringify(row.data['Origin'] ?? '') !== JSON.stringify(e.Current?.Origin ?? '')
      )
        return { ok: false, message: '生成预览已过期，请重新预览' }
      const current = row.data
      if (e.Proposed === null) {
        specs.push(billSpec('billItems', 'delete', e.ItemId))
        removed++
      } else {
        const fields = itemFields(e.Proposed)
        const changed = Object.fromEntries(
          Object.entries(fields).filter(
            ([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k]),
          ),
        )
        if (Object.keys(changed).length > 0)
          specs.push(billSpec('billItems', 'update', e.ItemId, changed))
        updated++
      }
      continue
    }
    if (!e.Proposed) continue
    const key = `${e.RowId}|${e.Specialty}`
    let unitId = unitFor.get(key)
    if (!unitId) {
      const docs = newUnitDocs(
        {
          ProId: projectId,
          RowId: e.RowId,
          Specialty: e.Specialty,
          SpecialtyCustom: 0,
          Sort: units.length + ++made,
        },
        version,
      )
      unitId = docs.unit.ID
      unitFor.set(key, unitId)
      specs.push(
        billSpec('billUnits', 'create', unitId, docFields(docs.unit)),
        ...docs.rates.map((r) => billSpec('billRates', 'create', r.ID, docFields(r))),
        ...docs.others.map((o) => billSpec('billOthers', 'create', o.ID, docFields(o))),
      )
    }
    if (!sortOf.has(unitId))
      sortOf.set(
        unitId,
        (await listItems(db, unitId)).reduce((m, i) => Math.max(m, i.Sort), 0),
      )
    const sort = (sortOf.get(unitId) ?? 0) + 1
    sortOf.set(unitId, sort)
    const checked = checkNewItem({
      ...itemFields(e.Proposed),
      GroupId: '',
      ID: crypto.randomUUID(),
      ProId: projectId,
      UnitId: unitId,
      Sort: sort,
    })
    if (!checked.ok)
      return { ok: false, message: `${e.Proposed.Code} ${e.Proposed.Name}：${checked.message}` }
    specs.push(billSpec('billItems', 'create', checked.value.ID, docFields(checked.value)))
    added++
  }
  await mutateMany(db, specs)
  return { ok: true, added, updated, removed, units: made }
}

/** Other local projects that have a bill (the templates a smart list can copy from). */
export async function projectsWithBill(
  db: SmartBoqDb,
  exceptId: string,
): Promise<{ id: string; name: string; template: boolean }[]> {
  const units = await db.billUnits.where('deleted').equals(0).toArray()
  const ids = new Set(
    units
      .map((u) => u.projectId)
      .filter((id): id is string => typeof id === 'string' && id !== exceptId),
  )
  const projects = await db.projects.bulkGet([...ids])
  return projects.flatMap((p) =>
    p && p.deleted === 0
      ? [
          {
            id: p.id,
            name:
              (typeof p.data['Project_Name'] === 'string' && p.data['Project_Name']) ||
              '未命名项目',
            template: p.data['IsTemplate'] === 1,
          },
        ]
      : [],
  )
}

/** Templates on the device (IsTemplate) of a project type with a bill: source (c) offline, bills read here, recipes made in the worker. */
export async function localTemplates(
  db: SmartBoqDb,
  projectType: string,
  exceptId: string,
): Promise<(TemplateMeta & { Bill: TemplateBill })[]> {
  const units = await db.billUnits.where('deleted').equals(0).toArray()
  const ids = new Set(
    units
      .map((u) => u.projectId)
      .filter((id): id is string => typeof id === 'string' && id !== exceptId),
  )
  const out: (TemplateMeta & { Bill: TemplateBill })[] = []
  for (const p of await db.projects.bulkGet([...ids])) {
    if (
      !p ||
      p.deleted !== 0 ||
      p.data['IsTemplate'] !== 1 ||
      p.data['ProjectType'] !== projectType
    )
      continue
    const Bill = await templateBill(db, p.id)
    const s = (v: unknown) => (typeof v === 'string' ? v : '')
    out.push({
      ID: p.id,
      Name: s(p.data['Project_Name']) || s(p.data['TemName']) || '未命名模板',
      ProjectType: projectType,
      City: s(p.data['City']),
      BuiltArea: Bill.BuiltArea,
      Bill,
    })
  }
  return out
}
