import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import type { MutationOp, SyncedEntity } from '@/domain/api/sync'
import { entityPayload } from '@/domain/projects/calls'
import type { StandardVersion } from '@/domain/projects/model'
import type {
  BillData,
  BillGroup,
  BillItem,
  BillOther,
  BillRate,
  BillUnit,
  OtherKind,
  RateBase,
} from '@/domain/bill/model'
import { billGroups, billItems, billOthers, billRates, billUnits } from '@/domain/bill/entities'
import { createDefaults, rowDoc } from '@/domain/entity/define'
import { billResources, sortResources, type BillResource } from '@/domain/bill/compose-entity'
import { hasPricedItem } from '@/domain/bill/release'
import type { UnitDocs } from '@/domain/bill/forms/drafts'
import { convertUnitRates } from '@/domain/bill/merge'
import { entityCall } from './entity-calls'
import type { MutationSpec } from './mutate'

/**
 * The typed bill documents of stored rows, the spec builders of their writes and the default
 * lines of a new 单位工程 (docs/bill.md). Reads only; the commands are in ./bill.ts.
 */

export type BillEntity =
  'billUnits' | 'billGroups' | 'billItems' | 'billRates' | 'billOthers' | 'billResources'

const live = (rows: SyncedRow[]) => rows.filter((r) => r.deleted === 0)
const unitOf = (row: SyncedRow): BillUnit => rowDoc(billUnits, row.id, row.data)
const groupOf = (row: SyncedRow): BillGroup => rowDoc(billGroups, row.id, row.data)
const rateOf = (row: SyncedRow): BillRate => rowDoc(billRates, row.id, row.data)
const otherOf = (row: SyncedRow): BillOther => rowDoc(billOthers, row.id, row.data)
/** A stored 人材机 row as its document. */
export const resourceOf = (row: SyncedRow): BillResource => rowDoc(billResources, row.id, row.data)

/** A stored item row as its document (the declaration's reader). */
export function itemOf(row: SyncedRow): BillItem {
  return rowDoc(billItems, row.id, row.data)
}

export async function listUnits(db: SmartBoqDb, projectId: string): Promise<BillUnit[]> {
  const rows = live(await db.billUnits.where('projectId').equals(projectId).toArray())
  return rows.map(unitOf).sort((a, b) => a.Sort - b.Sort)
}

const bySort = <T extends { Sort: number }>(list: T[]) => list.sort((a, b) => a.Sort - b.Sort)

export interface UnitContent {
  groups: BillGroup[]
  items: BillItem[]
  rates: BillRate[]
  others: BillOther[]
}

export async function listGroups(db: SmartBoqDb, unitId: string): Promise<BillGroup[]> {
  return bySort(live(await db.billGroups.where('parentId').equals(unitId).toArray()).map(groupOf))
}

export async function listItems(db: SmartBoqDb, unitId: string): Promise<BillItem[]> {
  return bySort(live(await db.billItems.where('parentId').equals(unitId).toArray()).map(itemOf))
}

export async function listRates(db: SmartBoqDb, unitId: string): Promise<BillRate[]> {
  return bySort(live(await db.billRates.where('parentId').equals(unitId).toArray()).map(rateOf))
}

export async function listOthers(db: SmartBoqDb, unitId: string): Promise<BillOther[]> {
  return bySort(live(await db.billOthers.where('parentId').equals(unitId).toArray()).map(otherOf))
}

/** Items by id (missing and deleted ones left out). */
export async function getItems(db: SmartBoqDb, ids: readonly string[]): Promise<BillItem[]> {
  const rows = await db.billItems.bulkGet([...ids])
  return rows.flatMap((r) => (r && r.deleted === 0 ? [itemOf(r)] : []))
}

/** Everything of one 单位工程 (the editor's live query). */
export async function loadUnitContent(db: SmartBoqDb, unitId: string): Promise<UnitContent> {
  const [groups, items, rates, others] = await Promise.all([
    listGroups(db, unitId),
    listItems(db, unitId),
    listRates(db, unitId),
    listOthers(db, unitId),
  ])
  return { groups, items, rates, others }
}

/** The small lines of one 单位工程 (分部, rated and other lines): the screen's live query; items come by window (bill-window.ts). */
export async function loadUnitLines(
  db: SmartBoqDb,
  unitId: string,
): Promise<Omit<UnitContent, 'items'>> {
  const [groups, rates, others] = await Promise.all([
    listGroups(db, unitId),
    listRates(db, unitId),
    listOthers(db, unitId),
  ])
  return { groups, rates, others }
}

/** A whole project's bills as the summaries read them (handed to the compute worker). */
export async function loadProjectBill(
  db: SmartBoqDb,
  projectId: string,
  version: StandardVersion,
): Promise<BillData> {
  const read = async <T>(table: BillEntity, map: (r: SyncedRow) => T) =>
    live(await db.entityTable(table).where('projectId').equals(projectId).toArray()).map(map)
  const [units, groups, items, rates, others, resources] = await Promise.all([
    read('billUnits', unitOf),
    read('billGroups', groupOf),
    read('billItems', itemOf),
    read('billRates', rateOf),
    read('billOthers', otherOf),
    read('billResources', resourceOf),
  ])
  return { version, units, groups, items, rates, others, resources: sortResources(resources) }
}

/** A project's bill without its items (units, rated and other lines): what the incremental 汇总 re-reads. */
export async function loadProjectLines(
  db: SmartBoqDb,
  projectId: string,
  version: StandardVersion,
): Promise<BillData> {
  const read = async <T>(table: BillEntity, map: (r: SyncedRow) => T) =>
    live(await db.entityTable(table).where('projectId').equals(projectId).toArray()).map(map)
  const [units, rates, others] = await Promise.all([
    read('billUnits', unitOf),
    read('billRates', rateOf),
    read('billOthers', otherOf),
  ])
  return { version, units, items: [], rates, others }
}

/** True when an item of the project has a 合价 (the release rule, src/domain/bill/release.ts); stops at the first. */
export async function projectHasPricedBill(db: SmartBoqDb, projectId: string): Promise<boolean> {
  const hit = await db.billItems
    .where('projectId')
    .equals(projectId)
    .filter((r) => r.deleted === 0 && hasPricedItem([itemOf(r)]))
    .first()
  return hit !== undefined
}

// ---- spec builders ----

/** A change of a synced entity (the bill's, or any other: the sync fuzz writes every kind) as a mutateMany spec. */
export function billSpec(
  entity: SyncedEntity,
  op: MutationOp,
  id: string,
  fields: EntityData = {},
): MutationSpec {
  return {
    entity,
    entityId: id,
    op,
    call: entityCall(entity, op),
    fields: op === 'delete' ? {} : fields,
    payload: entityPayload(entity, op, id, fields),
  }
}

/** The document without its ID, as stored in row.data. */
export function docFields<T extends { ID: string }>(doc: T): EntityData {
  const { ID: _id, ...rest } = doc
  return rest
}

// ---- the default lines of a new 单位工程 ----

interface RateSeed {
  Code: string
  Name: string
  Base: RateBase
  Rate: number | null
  IsSafety: 0 | 1
}

/** 总价措施 of GB 50854-2013 S.7 (011707…), with the 计算基础 most provinces use. */
const MEASURES_2013: readonly RateSeed[] = [
  {
    Code: '011707001001',
    Name: '安全文明施工费',
    Base: '分部分项+单价措施费',
    Rate: null,
    IsSafety: 1,
  },
  { Code: '011707002001', Name: '夜间施工增加费', Base: '分部分项人工费', Rate: null, IsSafety: 0 },
  { Code: '011707004001', Name: '二次搬运费', Base: '分部分项人工费', Rate: null, IsSafety: 0 },
  {
    Code: '011707005001',
    Name: '冬雨季施工增加费',
    Base: '分部分项人工费',
    Rate: null,
    IsSafety: 0,
  },
  {
    Code: '011707007001',
    Name: '已完工程及设备保护费',
    Base: '分部分项工程费',
    Rate: null,
    IsSafety: 0,
  },
]

/** GB/T 50500-2024 names the non-competitive part 安全生产措施费. */
const MEASURES_2024: readonly RateSeed[] = [
  { ...MEASURES_2013[0]!, Name: '安全生产措施费' },
  ...MEASURES_2013.slice(1),
]

/** 规费 (表-13 of 2013; none under 2024, where they sit inside the 综合单价 and VAT base). */
const FEES_2013: readonly RateSeed[] = [
  { Code: '', Name: '社会保险费', Base: '分部分项+单价措施人工费', Rate: null, IsSafety: 0 },
  { Code: '', Name: '住房公积金', Base: '分部分项+单价措施人工费', Rate: null, IsSafety: 0 },
  { Code: '', Name: '工程排污费', Base: '固定金额', Rate: null, IsSafety: 0 },
]

const OTHERS: readonly { Kind: OtherKind; Name: string; Unit: string }[] = [
  { Kind: '暂列金额', Name: '暂列金额', Unit: '项' },
  { Kind: '材料暂估价', Name: '材料（工程设备）暂估价', Unit: '' },
  { Kind: '专业工程暂估价', Name: '专业工程暂估价', Unit: '项' },
  { Kind: '计日工', Name: '计日工', Unit: '' },
  { Kind: '总承包服务费', Name: '总承包服务费', Unit: '' },
]

/** The documents of a new 单位工程: the unit, its 总价措施 (and 规费 under 2013) and 其他项目 lines. */
export function newUnitDocs(
  target: { ProId: string; RowId: string; Specialty: string; SpecialtyCustom: 0 | 1; Sort: number },
  version: StandardVersion,
  newId: () => string = () => crypto.randomUUID(),
): { unit: BillUnit; rates: BillRate[]; others: BillOther[] } {
  const unit: BillUnit = { ...createDefaults(billUnits), ID: newId(), ...target }
  const is2013 = version === 'GB 50500-2013'
  const seeds = [
    ...(is2013 ? MEASURES_2013 : MEASURES_2024).map((s) => ({ ...s, Kind: '总价措施' as const })),
    ...(is2013 ? FEES_2013.map((s) => ({ ...s, Kind: '规费' as const })) : []),
  ]
  const rates = seeds.map((s, i): BillRate => ({
    ...createDefaults(billRates),
    ID: newId(),
    ProId: target.ProId,
    UnitId: unit.ID,
    ...s,
    Sort: i + 1,
  }))
  const others = OTHERS.map((o, i): BillOther => ({
    ...createDefaults(billOthers),
    ID: newId(),
    ProId: target.ProId,
    UnitId: unit.ID,
    ...o,
    Sort: i + 1,
  }))
  return { unit, rates, others }
}

/**
 * An imported 单位工程 fitted to the project's 计价标准 (docs/bill.md "Import"): the safety line
 * named as that standard names it, 规费 only under 2013 (a 2013 unit without them gets the 2013
 * lines, unpriced), as 合并模板 converts. A NEW 单位工程 (`fresh`) whose workbook has no 表-11 or
 * no 表-12 gets the standard 总价措施 or 其他项目 lines of a new 单位工程, unpriced, so its
 * non-competitive safety fee has a line to price; an existing one keeps its own lines then.
 */
export function fitImportedUnit(
  docs: UnitDocs,
  version: StandardVersion,
  fresh: boolean,
  newId: () => string = () => crypto.randomUUID(),
): UnitDocs {
  const other: StandardVersion = version === 'GB 50500-2013' ? 'GB/T 50500-2024' : 'GB 50500-2013'
  // An existing 单位工程 keeps its lines when the workbook has none (importUnits replaces them only then).
  if (!fresh && docs.rates.length === 0) return docs
  const converted = convertUnitRates(docs.rates, other, version)
  const { ProId, ID: UnitId } = docs.unit
  let rates = [
    ...converted.rates,
    ...converted.addFees.map((f): BillRate => ({
      ...createDefaults(billRates),
      ID: newId(),
      ProId,
      UnitId,
      Kind: '规费',
      ...f,
    })),
  ]
  let others = docs.others
  if (fresh) {
    const seeded = newUnitDocs(
      {
        ProId,
        RowId: docs.unit.RowId,
        Specialty: docs.unit.Specialty,
        SpecialtyCustom: docs.unit.SpecialtyCustom,
        Sort: 0,
      },
      version,
      newId,
    )
    const own = <T extends { UnitId: string }>(x: T): T => ({ ...x, UnitId })
    if (!rates.some((r) => r.Kind === '总价措施'))
      rates = [...seeded.rates.filter((r) => r.Kind === '总价措施').map(own), ...rates]
    if (others.length === 0) others = seeded.others.map(own)
  }
  rates = rates.map((r, i) => ({ ...r, Sort: i + 1 }))
  return { ...docs, rates, others }
}

/** A checked command's answer: the value with the code's warnings, or the Chinese refusal. */
export type Checked<T> = { ok: true; value: T; warnings: string[] } | { ok: false; message: string }
