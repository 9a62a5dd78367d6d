import type { StandardVersion } from '@/domain/projects/model'
import { notifier } from '@/data/api/notify'
import {
  createUnit,
  deleteGroup,
  deleteItems,
  loadProjectBill,
  renameGroup,
  restoreGroup,
  restoreItems,
  updateItems,
  updateOther,
  updateRate,
  updateUnitTax,
  type Checked,
} from '@/data/repositories/bill'
import {
  addRateLine,
  applyFeeTemplate,
  deleteFeeTemplate,
  deleteRateLine,
  listFeeTemplates,
  moveRateLine,
  saveFeeTemplate,
  setTaxMethod,
} from '@/data/repositories/bill-fees'
import { updateCoverSign } from '@/data/repositories/project-cover'
import type { BillItem } from '@/domain/bill/model'
import type { HistoryPort } from '../grid/history'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure-read'

/** The bill screen's writes and one-off reads on the app database (components call these, not the repositories). */
export const addUnit = onAppDb(createUnit)
export const saveRate = onAppDb(updateRate)
export const saveOther = onAppDb(updateOther)

/** The report cover's 编制人, 复核人 and 编制时间 on the project. */
export const saveCoverSign = onAppDb(updateCoverSign)

/** 取费 and 计税方式 (docs/bill.md "取费 and 计税方式"). */
export const feeCommands = {
  taxMethod: onAppDb(setTaxMethod),
  taxRate: onAppDb(updateUnitTax),
  addLine: onAppDb(addRateLine),
  deleteLine: onAppDb(deleteRateLine),
  moveLine: onAppDb(moveRateLine),
  applyTemplate: onAppDb(applyFeeTemplate),
  saveTemplate: onAppDb(saveFeeTemplate),
  deleteTemplate: onAppDb(deleteFeeTemplate),
  listTemplates: onAppDb(listFeeTemplates),
}

/** A project's whole bill and its structure rows, for the export. */
export function loadBillForExport(projectId: string, version: StandardVersion) {
  return Promise.all([
    onAppDb(loadProjectBill)(projectId, version),
    onAppDb(listStructure)(projectId),
  ])
}

export { notifier }
export type { Checked } from '@/data/repositories/bill'

/** A command's outcome told as a toast (the refusal, or the warnings of a save); true when it went through. */
export const say = (r: Checked<unknown>): boolean => {
  if (!r.ok) notifier().toast(r.message, { kind: 'error', durationMs: 4000 })
  else if (r.warnings.length > 0)
    notifier().toast(`已保存。提示：${r.warnings.slice(0, 3).join('；')}`, {
      kind: 'warning',
      durationMs: 4000,
    })
  return r.ok
}

/** The items by id, the Map built on first use. */
export function lazyMap(items: readonly BillItem[]): Pick<ReadonlyMap<string, BillItem>, 'get'> {
  let map: Map<string, BillItem> | undefined
  return { get: (id) => (map ??= new Map(items.map((i) => [i.ID, i]))).get(id) }
}

/** What undo and redo write through: the repository commands on the app database. */
export const historyPort: HistoryPort = {
  update: async (updates) => say(await onAppDb(updateItems)(updates)),
  remove: (ids) => onAppDb(deleteItems)(ids),
  restore: (docs) => onAppDb(restoreItems)(docs),
  renameGroup: async (id, name) => say(await onAppDb(renameGroup)(id, name)),
  removeGroup: (id) => onAppDb(deleteGroup)(id),
  restoreGroup: (doc) => onAppDb(restoreGroup)(doc),
}
