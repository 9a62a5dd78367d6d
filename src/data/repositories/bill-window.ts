import { liveQuery, type Subscription } from 'dexie'
import type { SmartBoqDb } from '@/data/db'
import type { BillItem } from '@/domain/bill/model'
import { itemOf } from './bill-docs'

/**
 * A 单位工程's items read a window at a time, in order, by the [parentId+sort] index
 * (docs/bill.md "Opening a large bill"): the first small chunk shows the first screen at once,
 * the rest follows chunk by chunk, each a small read, so the main thread never stalls on a whole
 * unit of 25,000 items. Each chunk is a range of Sort values; the ranges tile the whole line
 * (the last one is open-ended), and each is a live query, so an edit re-reads only its chunk.
 */

export interface ItemRange {
  lo: number
  loOpen: boolean
  /** Infinity for the last chunk. */
  hi: number
  hiOpen: boolean
}

const index = '[parentId+sort]'

/**
 * A read in its own read-only transaction. Inside a live query Dexie still watches what it reads,
 * but keeps it out of its query cache, which deep-clones every row it hands out: for a chunk of
 * thousands of rows (each with its data and base copies) that clone was a main-thread task of its
 * own (bench/bill profile). The window keeps the items itself, so the cache bought nothing here.
 */
const uncached = <T>(db: SmartBoqDb, read: () => Promise<T>): Promise<T> =>
  db.transaction('r', db.billItems, read)

/**
 * A chunk planned and read in ONE request (one getAll; planning by index keys instead walked a
 * cursor key by key): up to `size + 1` rows from `from` on. Ties stay in one chunk: it ends
 * before the first Sort of the next one, or (all `size + 1` rows share one Sort) takes every item
 * of that Sort. The last chunk reaches Infinity.
 */
export async function readChunkFrom(
  db: SmartBoqDb,
  unitId: string,
  from: { lo: number; loOpen: boolean },
  size: number,
): Promise<{ range: ItemRange; items: BillItem[] }> {
  const rows = await uncached(db, () =>
    db.billItems
      .where(index)
      .between([unitId, from.lo], [unitId, Infinity], !from.loOpen, true)
      .limit(size + 1)
      .toArray(),
  )
  const first = rows[0]?.sort
  const next = rows[size]?.sort
  const range: ItemRange =
    first === undefined || next === undefined
      ? { ...from, hi: Infinity, hiOpen: false }
      : next !== first
        ? { ...from, hi: next, hiOpen: true }
        : { ...from, hi: first, hiOpen: false }
  // All `size + 1` rows share one Sort: the chunk is every item of that Sort, more than were read.
  if (range.hi === first && !range.hiOpen)
    return { range, items: await readItemChunk(db, unitId, range) }
  const inside = (v: number) => (range.hiOpen ? v < range.hi : v <= range.hi)
  return {
    range,
    items: rows.flatMap((row) => (row.deleted === 0 && inside(row.sort ?? 0) ? [itemOf(row)] : [])),
  }
}

/** The first chunk of a unit (readChunkFrom from the start). */
export const readFirstChunk = (db: SmartBoqDb, unitId: string, size: number) =>
  readChunkFrom(db, unitId, { lo: -Infinity, loOpen: false }, size)

/** Where the chunk after `r` starts. */
export const afterRange = (r: ItemRange): { lo: number; loOpen: boolean } => ({
  lo: r.hi,
  loOpen: !r.hiOpen,
})

/** The live items of one chunk, in Sort order (ties by id, as listItems). */
export async function readItemChunk(
  db: SmartBoqDb,
  unitId: string,
  r: ItemRange,
): Promise<BillItem[]> {
  const rows = await uncached(db, () =>
    db.billItems
      .where(index)
      .between([unitId, r.lo], [unitId, r.hi], !r.loOpen, !r.hiOpen)
      .toArray(),
  )
  return rows.flatMap((row) => (row.deleted === 0 ? [itemOf(row)] : []))
}

export interface WindowSizes {
  first: number
  next: number
}

interface Chunk<T> {
  range: ItemRange
  value: T | undefined
  sub: Subscription | null
}

/**
 * Follows one unit's items chunk by chunk, keeping per chunk what `map` makes of its items (the
 * items themselves for the grid, their sums for the 汇总: then no item outlives its read).
 * `loadedChunks()` is the loaded prefix (in order), `loading` true until every chunk has
 * answered; `onChange` fires after each chunk's (re)read. The next chunk is planned only after
 * the previous one answered, in a new task, so the screen renders in between.
 */
export class UnitChunks<T> {
  private readonly chunks: Chunk<T>[] = []
  private closed = false
  private planned = false

  constructor(
    protected readonly db: SmartBoqDb,
    protected readonly unitId: string,
    private readonly onChange: () => void,
    private readonly map: (items: BillItem[]) => T | Promise<T>,
    private readonly sizes: WindowSizes = { first: 100, next: 1000 },
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {}

  start(): void {
    this.plan({ lo: -Infinity, loOpen: false }, this.sizes.first, true)
  }

  get loading(): boolean {
    return !this.planned || this.chunks.some((c) => c.value === undefined)
  }

  /** How many chunks the unit was cut into so far (tests, bench). */
  get chunkCount(): number {
    return this.chunks.length
  }

  /**
   * What each chunk read so far gave, in order, up to the first one still unread: a value stays
   * the same object until its chunk is re-read, so the grid works out each chunk once
   * (features/bill/grid/lines.ts).
   */
  loadedChunks(): T[] {
    const out: T[] = []
    for (const c of this.chunks) {
      if (c.value === undefined) break
      out.push(c.value)
    }
    return out
  }

  close(): void {
    this.closed = true
    for (const c of this.chunks) c.sub?.unsubscribe()
  }

  /**
   * One chunk from `from` on: a live query whose first run reads `size + 1` rows and cuts the
   * chunk's range from them (one request plans and reads it), and whose later runs re-read just
   * that range. The first run watches everything from `from` on, so a write further on can wake
   * it once; from then on it watches its own range only.
   */
  private plan(from: { lo: number; loOpen: boolean }, size: number, first = false): void {
    if (this.closed) return
    const chunk: Chunk<T> = {
      range: { ...from, hi: Infinity, hiOpen: false },
      value: undefined,
      sub: null,
    }
    let range: ItemRange | undefined
    this.chunks.push(chunk)
    let answered = false
    chunk.sub = liveQuery(async () => {
      if (range === undefined) {
        const read = await readChunkFrom(this.db, this.unitId, from, size)
        if (range === undefined) {
          range = read.range
          return this.map(read.items)
        }
      }
      return this.map(await readItemChunk(this.db, this.unitId, range))
    }).subscribe({
      next: (read) => {
        if (this.closed || range === undefined) return
        chunk.range = range
        chunk.value = read
        const last = range.hi === Infinity
        if (!answered) {
          if (last) this.planned = true
          else {
            const after = afterRange(range)
            setTimeout(() => this.plan(after, this.sizes.next), 0)
          }
        }
        this.publish(answered || first || last)
        answered = true
      },
      error: (e: unknown) => this.onError(e),
    })
  }

  private lastPublished = 0

  /**
   * Tells the screen. While the first load runs, a newly read chunk is told at most every
   * 300 ms (each telling rebuilds the lines of every item read so far); the last chunk, the first
   * screen and any change after a chunk's first read are told at once.
   */
  protected publish(now: boolean): void {
    const t = Date.now()
    if (!now && this.loading && t - this.lastPublished < 300) return
    this.lastPublished = t
    this.onChange()
  }
}

/** A unit's items for the grid: the chunks' items, and all of them read so far as one list. */
export class UnitItemsWindow extends UnitChunks<BillItem[]> {
  private joined: BillItem[] | undefined

  constructor(
    db: SmartBoqDb,
    unitId: string,
    onChange: () => void,
    sizes?: WindowSizes,
    onError?: (e: unknown) => void,
  ) {
    super(db, unitId, onChange, (items) => items, sizes, onError)
  }

  /** The items of the chunks read so far, up to the first one still unread. */
  items(): BillItem[] {
    if (this.joined === undefined) this.joined = this.loadedChunks().flat()
    return this.joined
  }

  protected override publish(now: boolean): void {
    this.joined = undefined
    super.publish(now)
  }
}
