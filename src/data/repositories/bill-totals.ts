import type { SmartBoqDb } from '@/data/db'
import type { BillItem } from '@/domain/bill/model'
import { addTotals, emptyTotals, type UnitTotals } from '@/domain/bill/totals'
import { UnitChunks, type WindowSizes } from './bill-window'

/** Sums some of one unit's items (the compute worker's billUnitTotals in the app, in-thread in tests). */
export type TotalsOf = (unitId: string, items: BillItem[]) => Promise<UnitTotals>

/** Chunks of 500 items: each read, and each post to the worker, is a short task. */
const SIZES: WindowSizes = { first: 500, next: 500 }

/**
 * The incremental 汇总 (docs/bill.md "汇总 without freezing"): each 单位工程's items are read a
 * chunk at a time (UnitChunks: each chunk of 500 a live query of its own range), each
 * chunk is summed in the compute worker, and the unit's sums are the sum of its chunks' sums
 * (UnitTotals add up). So the main thread never reads or posts a whole unit in one task, keeps no
 * item after its chunk is posted (a 100,000-item project would otherwise fill the heap and stall
 * it in garbage collection), and an edit re-reads and re-sums only the chunk it touched; the other
 * units' sums stay cached.
 * `onChange` fires after each unit's new sums are in. A slower, older answer of a unit never
 * overwrites a newer one.
 */
export class UnitTotalsCache {
  readonly totals = new Map<string, UnitTotals>()
  /** How many times each unit's sums were set (tests and the bench read it). */
  readonly recomputed = new Map<string, number>()
  /** How many chunks were sent to be summed, over all units (tests read it). */
  chunksSummed = 0
  /** Per unit, its chunks' sums (the items are dropped once posted to the worker). */
  private readonly tracked = new Map<string, UnitChunks<UnitTotals>>()

  constructor(
    private readonly db: SmartBoqDb,
    private readonly totalsOf: TotalsOf,
    private readonly onChange: () => void,
    private readonly onError: () => void = () => undefined,
    private readonly sizes: WindowSizes = SIZES,
  ) {}

  /** Follows exactly these units: new ones are read, gone ones dropped. */
  track(unitIds: readonly string[]): void {
    const wanted = new Set(unitIds)
    for (const [id, t] of this.tracked) {
      if (wanted.has(id)) continue
      t.close()
      this.tracked.delete(id)
      this.totals.delete(id)
    }
    for (const id of wanted) {
      if (this.tracked.has(id)) continue
      const sum = (items: BillItem[]) => {
        this.chunksSummed++
        return this.totalsOf(id, items)
      }
      const chunks: UnitChunks<UnitTotals> = new UnitChunks(
        this.db,
        id,
        () => this.add(id, chunks),
        sum,
        this.sizes,
        this.onError,
      )
      this.tracked.set(id, chunks)
      chunks.start()
    }
  }

  /** Once every chunk of the unit has its sums, adds them up. */
  private add(id: string, chunks: UnitChunks<UnitTotals>): void {
    if (this.tracked.get(id) !== chunks || chunks.loading) return
    try {
      const total = emptyTotals()
      for (const s of chunks.loadedChunks()) addTotals(total, s)
      this.totals.set(id, total)
    } catch {
      this.onError()
      return
    }
    this.recomputed.set(id, (this.recomputed.get(id) ?? 0) + 1)
    this.onChange()
  }

  /** True when every unit asked for has its sums. */
  ready(unitIds: readonly string[]): boolean {
    return unitIds.every((id) => this.totals.has(id))
  }

  close(): void {
    for (const t of this.tracked.values()) t.close()
    this.tracked.clear()
  }
}
