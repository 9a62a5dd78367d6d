import { billGroups, billItems, billOthers, billRates, billUnits } from '@/domain/bill/entities.ts'
import { rowDoc } from '@/domain/entity/define.ts'
import { type BillData } from '@/domain/bill/model.ts'
import {
  STANDARD_VERSIONS,
  DEFAULT_STANDARD_VERSION,
  type StandardVersion,
} from '@/domain/projects/model.ts'
import type { SyncRow } from '../../db/schema/index.ts'
import { rowsWhere, type Executor } from '../synced/store.ts'

/**
 * The bill entities in parent-first order (a copy writes units and the project's 人材机 before
 * what hangs off them).
 */
export const BILL_ENTITIES = [
  'billUnits',
  'billResources',
  'billGroups',
  'billItems',
  'billRates',
  'billOthers',
] as const
export type BillEntity = (typeof BILL_ENTITIES)[number]

export type BillRows = Record<BillEntity, SyncRow[]>

/** A project's live bill rows (owned by `ownerId`), read by ProId through the project index. */
export async function readBillRows(
  tx: Executor,
  ownerId: string,
  proId: string,
): Promise<BillRows> {
  const [billUnits, billResources, billGroups, billItems, billRates, billOthers] =
    await Promise.all(BILL_ENTITIES.map((e) => rowsWhere(tx, e, ownerId, 'ProId', proId)))
  return {
    billUnits: billUnits ?? [],
    billResources: billResources ?? [],
    billGroups: billGroups ?? [],
    billItems: billItems ?? [],
    billRates: billRates ?? [],
    billOthers: billOthers ?? [],
  }
}

export const versionOf = (v: unknown): StandardVersion =>
  (STANDARD_VERSIONS as readonly unknown[]).includes(v)
    ? (v as StandardVersion)
    : DEFAULT_STANDARD_VERSION

/** The rows as the pure summaries and indicators take them (src/domain/bill). */
export function asBillData(rows: BillRows, version: StandardVersion): BillData {
  return {
    version,
    units: rows.billUnits.map((r) => rowDoc(billUnits, r.id, r.data)),
    groups: rows.billGroups.map((r) => rowDoc(billGroups, r.id, r.data)),
    items: rows.billItems.map((r) => rowDoc(billItems, r.id, r.data)),
    rates: rows.billRates.map((r) => rowDoc(billRates, r.id, r.data)),
    others: rows.billOthers.map((r) => rowDoc(billOthers, r.id, r.data)),
  }
}
