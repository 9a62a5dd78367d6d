import { liveQuery, type Subscription } from 'dexie'
import type { SmartBoqDb } from '@/data/db'
import type { BillItem } from '@/domain/bill/model'
import type { UnitTotals } from '@/domain/bill/totals'
import { listItems } from './bill-docs'

/** Sums one unit's items (the compute worker's billUnitTotals in the app, in-thread in tests). */
export type TotalsOf = (unitId: string, items: BillItem[]) => Promise<UnitTotals>

/**
 * The incremental 汇总 (docs/bill.md): one Dexie live query per 单位工程 on its own items (the
 * parentId index), so an edit re-reads and re-sums only the unit it touched; the other units'
 * sums stay cached. `onChange` fires after each unit's new sums are in. A slower, older answer
 * of a unit never overwrites a newer one.
 */
export class UnitTotalsCache {
  readonly totals = new Map<string, UnitTotals>()
  /** How many times each unit's items were read and summed (tests and the bench read it). */
  readonly recomputed = new Map<string, number>()
  private readonly subs = new Map<string, { sub: Subscription; seq: number }>()

  constructor(
    private readonly db: SmartBoqDb,
    private readonly totalsOf: TotalsOf,
    private readonly onChange: () => void,
    private readonly onError: () => void = () => undefined,
  ) {}

  /** Follows exactly these units: new ones are subscribed, gone ones dropped. */
  track(unitIds: readonly string[]): void {
    const wanted = new Set(unitIds)
    for (const [id, s] of this.subs) {
      if (wanted.has(id)) continue
      s.sub.unsubscribe()
      this.subs.delete(id)
      this.totals.delete(id)
    }
    for (const id of wanted) {
      if (this.subs.has(id)) continue
      const entry = { sub: undefined as unknown as Subscription, seq: 0 }
      this.subs.set(id, entry)
      entry.sub = liveQuery(() => listItems(this.db, id)).subscribe({
        next: (items) => {
          const seq = ++entry.seq
          void this.totalsOf(id, items).then((t) => {
            if (this.subs.get(id) !== entry || seq !== entry.seq) return
            this.totals.set(id, t)
            this.recomputed.set(id, (this.recomputed.get(id) ?? 0) + 1)
            this.onChange()
          }, this.onError)
        },
        error: () => undefined,
      })
    }
  }

  /** True when every unit asked for has its sums. */
  ready(unitIds: readonly string[]): boolean {
    return unitIds.every((id) => this.totals.has(id))
  }

  close(): void {
    for (const s of this.subs.values()) s.sub.unsubscribe()
    this.subs.clear()
  }
}
