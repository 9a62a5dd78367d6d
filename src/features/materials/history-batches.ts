import type { HistoryRow, ItemDoc } from '@/domain/api/materials'

/**
 * A package's history as the 修改记录 dialog shows it. GetHistory answers one row per changed item,
 * newest first; the rows of one write (an edit, an import, a restore) share a BatchID. A batch is
 * one entry: when, who, and each item's change. Its restore point is its newest row, so restoring
 * to the batch brings the package back to how it was right after that write.
 */
export type ChangeAction = HistoryRow['Action']

export interface ItemChange {
  historyId: number
  action: ChangeAction
  /** 名称 and 规格型号 of the item (after the change; before it for a deletion). */
  name: string
  spec: string
  unit: string
  /** 含税价 before and after ('' where the item did not exist). */
  priceBefore: string
  priceAfter: string
  /** Labels of the other fields an update changed (品牌, 来源, …). */
  otherFields: string[]
}

export interface HistoryBatch {
  batchId: string
  /** The history row to pass to RecoverHistory: the batch's newest row. */
  pointId: number
  /** The batch's oldest row: RecoverHistory with Before=1 on it undoes this write and all later. */
  firstId: number
  time: string
  userName: string
  /** A restore: the history row it restored to, and whether to the state before that row. */
  restoredTo: number | null
  restoredBefore: boolean
  changes: ItemChange[]
  counts: Record<ChangeAction, number>
}

const FIELD_LABELS: readonly (readonly [keyof ItemDoc, string])[] = [
  ['Code', '编码'],
  ['Name', '名称'],
  ['Spec', '规格型号'],
  ['Unit', '单位'],
  ['PriceNoTax', '除税价'],
  ['TaxRate', '税率'],
  ['Brand', '品牌'],
  ['Source', '来源'],
  ['Period', '期次'],
]

function changeOf(row: HistoryRow): ItemChange {
  const doc = row.After ?? row.Before
  const before = row.Before
  const after = row.After
  // 除税价 follows 含税价: it is named only when 含税价 stayed the same.
  const otherFields =
    row.Action === 'update' && before && after
      ? FIELD_LABELS.filter(
          ([k, label]) =>
            before[k] !== after[k] && !(label === '除税价' && before.PriceTax !== after.PriceTax),
        ).map(([, label]) => label)
      : []
  return {
    historyId: row.ID,
    action: row.Action,
    name: doc?.Name ?? '',
    spec: doc?.Spec ?? '',
    unit: doc?.Unit ?? '',
    priceBefore: before?.PriceTax ?? '',
    priceAfter: after?.PriceTax ?? '',
    otherFields,
  }
}

/** Groups history rows (newest first, as GetHistory pages them) into batches, newest first. */
export function groupHistory(rows: readonly HistoryRow[]): HistoryBatch[] {
  const byId = new Map<string, HistoryBatch>()
  const out: HistoryBatch[] = []
  for (const row of rows) {
    let batch = byId.get(row.BatchID)
    if (!batch) {
      batch = {
        batchId: row.BatchID,
        pointId: row.ID,
        firstId: row.ID,
        time: row.CreateTime,
        userName: row.UserName,
        restoredTo: row.RestoredTo,
        restoredBefore: row.RestoredBefore,
        changes: [],
        counts: { insert: 0, update: 0, delete: 0 },
      }
      byId.set(row.BatchID, batch)
      out.push(batch)
    }
    if (row.ID > batch.pointId) batch.pointId = row.ID
    if (row.ID < batch.firstId) batch.firstId = row.ID
    batch.changes.push(changeOf(row))
    batch.counts[row.Action] += 1
  }
  return out
}

const ACTION_LABELS: Record<ChangeAction, string> = {
  update: '修改',
  insert: '新增',
  delete: '删除',
}

/** 修改 1 条，新增 2 条 */
export function batchSummary(batch: HistoryBatch): string {
  return (['update', 'insert', 'delete'] as const)
    .filter((a) => batch.counts[a] > 0)
    .map((a) => `${ACTION_LABELS[a]} ${batch.counts[a]} 条`)
    .join('，')
}

export const actionLabel = (action: ChangeAction) => ACTION_LABELS[action]

/** The time of a history point for the user: 2026/5/20 14:03:05 (the browser's time zone). */
export const historyTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false })
