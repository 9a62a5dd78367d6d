import { formulaQuantity, roundQuantity } from '@/domain/bill/quantity.ts'
import { isStandardSpecialty } from '@/domain/bill/model.ts'
import type { EntityService } from '../synced/services.ts'
import { Rejection } from '../synced/store.ts'
import { countBillChanges, projectsWithBillChanges } from './cost.ts'

/**
 * The priced bill's service (docs/bill.md). Ownership, the unit/project links and the cascades
 * come from the definitions' relations; what is left is the 专业 rule on the unit as it will be
 * (a standard 专业 unless SpecialtyCustom is 1), which an update of either field can break, and
 * 工程量 kept to the decimals of its unit when an update changes either (as a create does), and
 * to its 计算式 (docs/bill.md "工程量计算式": a written 计算式 or a new unit sets 工程量 from it, a
 * 工程量 written alone clears it).
 * Sums (合价, totals) are never stored: they are derived from quantities and prices; a write that
 * can change the project's total counts its bill revision up (cost.ts), so the back office's 造价
 * is computed again when next shown.
 */
const formulaOf = (data: Record<string, unknown>): string =>
  typeof data['Formula'] === 'string' ? data['Formula'] : ''

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
    for (const w of set.dirty('billItems')) {
      const formula = formulaOf(w.data)
      if (w.deleted || formula === '' || !(w.changed.has('Formula') || w.changed.has('Unit')))
        continue
      const q = formulaQuantity(formula, typeof w.data['Unit'] === 'string' ? w.data['Unit'] : '')
      if (!q.ok) return Promise.reject(new Rejection(q.message))
    }
    return Promise.resolve()
  },
  cascade(_tx, set) {
    for (const w of set.dirty('billItems')) {
      if (w.deleted) continue
      const formula = formulaOf(w.data)
      if (formula !== '' && (w.changed.has('Formula') || w.changed.has('Unit'))) {
        const q = formulaQuantity(formula, typeof w.data['Unit'] === 'string' ? w.data['Unit'] : '')
        if (q.ok && q.value !== w.data['Quantity']) set.set(w, 'Quantity', q.value)
        continue
      }
      if (formula !== '' && w.changed.has('Quantity')) set.set(w, 'Formula', '')
      if (!(w.changed.has('Quantity') || w.changed.has('Unit'))) continue
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
