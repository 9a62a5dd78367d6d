import type { StandardVersion } from '@/domain/projects/model'
import { notifier } from '@/data/api/notify'
import { createUnit, loadProjectBill, updateOther, updateRate } from '@/data/repositories/bill'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure'

/** The bill screen's writes and one-off reads on the app database (components call these, not the repositories). */
export const addUnit = onAppDb(createUnit)
export const saveRate = onAppDb(updateRate)
export const saveOther = onAppDb(updateOther)

/** A project's whole bill and its structure rows, for the export. */
export function loadBillForExport(projectId: string, version: StandardVersion) {
  return Promise.all([
    onAppDb(loadProjectBill)(projectId, version),
    onAppDb(listStructure)(projectId),
  ])
}

export { notifier }
export type { Checked } from '@/data/repositories/bill'
