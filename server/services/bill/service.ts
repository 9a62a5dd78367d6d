import { roundQuantity } from '@/domain/bill/quantity.ts'
import { isStandardSpecialty } from '@/domain/bill/model.ts'
import type { EntityService } from '../synced/services.ts'
import { Rejection } from '../synced/store.ts'
import { countBillChanges, projectsWithBillChanges } from './cost.ts'

/**
 * The priced bill's service (docs/bill.md). Ownership, the unit/project links and the cascades
 * come from the definitions' relations; what is left is the 专业 rule on the unit as it will be
 * (a standard 专业 unless SpecialtyCustom is 1), which an update of either field can break, and
 * 工程量 kept to the decimals of its unit when an update changes either (as a create does).
 * Sums (合价, totals) are never stored: they are derived from quantities and prices; a write that
 * can change the project's total counts its bill revision up (cost.ts), so the back office's 造价
 * is computed again when next shown.
 */
export const billService: EntityService = {
  entities: ['billUnits', 'billGroups', 'billItems', 'billRates', 'billOthers'],
  check(_tx, set) {
    for (const w of set.dirty('billUnits')) {
      if (w.deleted) continue
      const specialty = w.data['Specialty']
      if (
        w.data['SpecialtyCustom'] !== 1 &&
        (typeof specialty !== 'string' || !isStandardSpecialty(specialty))
      )
        return Promise.reject(new Rejection('未知的专业'))
    }
    return Promise.resolve()
  },
  cascade(_tx, set) {
    for (const w of set.dirty('billItems')) {
      if (w.deleted || !(w.changed.has('Quantity') || w.changed.has('Unit'))) continue
      const quantity = w.data['Quantity']
      const unit = w.data['Unit']
      if (typeof quantity !== 'number' || typeof unit !== 'string') continue
      const rounded = roundQuantity(quantity, unit)
      if (rounded !== null && rounded !== quantity) set.set(w, 'Quantity', rounded)
    }
    return Promise.resolve()
  },
  // A replayed write counts the revision in its last statement (versions.ts), not here: the
  // project's row would stay locked for the rest of the transaction.
  afterWrite: async (tx, _set, written, pending) =>
    pending
      ? pending.countBillChanges(projectsWithBillChanges(written))
      : countBillChanges(tx, written),
}
