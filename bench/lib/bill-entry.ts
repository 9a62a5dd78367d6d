// Browser entry of bench/bill (built by pull-bundle.ts buildBenchBundle): the app's own bill
// repositories, summaries and sync push, run in Chromium against real IndexedDB and the server.
import { Dexie } from 'dexie'
import { createDb, type SmartBoqDb } from '@/data/db'
import {
  addItems,
  createUnit,
  importUnits,
  listUnits,
  loadProjectBill,
  loadProjectLines,
  updateItems,
} from '@/data/repositories/bill'
import { UnitTotalsCache } from '@/data/repositories/bill-totals'
import { getClientId } from '@/data/repositories/meta'
import { createProject } from '@/data/repositories/projects'
import { addRow } from '@/data/repositories/structure'
import { sessionStore } from '@/data/state/app-state'
import { createHttpTransport } from '@/data/sync/http-transport'
import { pushOutbox } from '@/data/sync/push'
import { billIndicators, billIndicatorsFromTotals, unitTotals } from '@/domain/bill/indicators'
import type { UnitDocs } from '@/domain/bill/forms/drafts'
import { largeSample } from '@/domain/bill/forms/fixtures'
import { listStructure } from '@/data/repositories/structure-read'

const open = async (name: string): Promise<SmartBoqDb> => {
  const db = createDb(name)
  await db.open()
  return db
}

/** A project of `items` items over `rows` structure rows (one 土建 单位工程 each) in database `name`; its outbox cleared. */
async function seed(
  name: string,
  items: number,
  rows: number,
): Promise<{ pid: string; ms: number }> {
  const db = await open(name)
  const t0 = performance.now()
  const pid = await createProject(db, { Project_Name: `基准清单（${items} 项）` })
  const sample = largeSample(items, rows)
  const rowIds = new Map<string, string>()
  for (const r of sample.structure)
    rowIds.set(
      r.ID,
      await addRow(db, pid, {
        Project_Name: r.Project_Name,
        BuiltArea: r.BuiltArea,
        SellArea: r.SellArea,
      }),
    )
  const docs: UnitDocs[] = sample.data.units.map((u) => ({
    unit: { ...u, ProId: pid, RowId: rowIds.get(u.RowId) ?? u.RowId },
    groups: (sample.data.groups ?? [])
      .filter((g) => g.UnitId === u.ID)
      .map((g) => ({ ...g, ProId: pid })),
    items: sample.data.items.filter((i) => i.UnitId === u.ID).map((i) => ({ ...i, ProId: pid })),
    rates: sample.data.rates.filter((r) => r.UnitId === u.ID).map((r) => ({ ...r, ProId: pid })),
    others: sample.data.others.filter((o) => o.UnitId === u.ID).map((o) => ({ ...o, ProId: pid })),
  }))
  await importUnits(db, pid, docs)
  const ms = performance.now() - t0
  await db.outbox.clear()
  db.close()
  return { pid, ms }
}

/**
 * 汇总 after one cell edit, both ways, on the same data: before = re-read the whole project and
 * recompute everything (what the screen did); after = the unit's live query re-reads and re-sums
 * only that unit, then the indicators come from the kept sums. Compute in-thread in both (the
 * app runs it in its worker); `runs` edits each, median ms.
 */
async function summaryEdit(
  name: string,
  pid: string,
  runs: number,
): Promise<{ before: number[]; after: number[]; unitsRecomputed: number; units: number }> {
  const db = await open(name)
  const version = 'GB/T 50500-2024' as const
  const rows = await listStructure(db, pid)
  const units = (await listUnits(db, pid)).map((u) => u.ID)
  const first = (await loadProjectBill(db, pid, version)).items[0]!
  const before: number[] = []
  for (let k = 0; k < runs; k++) {
    await updateItems(db, [{ id: first.ID, fields: { Quantity: String(100 + k) } }])
    const t0 = performance.now()
    billIndicators(await loadProjectBill(db, pid, version), rows)
    before.push(performance.now() - t0)
  }
  let wake: (() => void) | null = null
  const cache = new UnitTotalsCache(
    db,
    (id, items) => Promise.resolve(unitTotals(id, items)),
    () => wake?.(),
  )
  const changed = () => new Promise<void>((r) => (wake = r))
  let next = changed()
  cache.track(units)
  while (!cache.ready(units)) {
    await next
    next = changed()
  }
  const after: number[] = []
  const sumsBefore = [...cache.recomputed.values()].reduce((a, b) => a + b, 0)
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now()
    await updateItems(db, [{ id: first.ID, fields: { Quantity: String(200 + k) } }])
    const tEdit = performance.now() - t0
    await next
    next = changed()
    const t1 = performance.now()
    billIndicatorsFromTotals(await loadProjectLines(db, pid, version), cache.totals, rows)
    after.push(performance.now() - t1 + (t1 - t0 - tEdit))
  }
  const unitsRecomputed = [...cache.recomputed.values()].reduce((a, b) => a + b, 0) - sumsBefore
  cache.close()
  db.close()
  return { before, after, unitsRecomputed, units: units.length }
}

/**
 * 1,000 pasted items: one addItems transaction, then the outbox pushed to the server by the
 * app's push code, batched (runs of ≤ PUSH_BATCH_SIZE in POST /api/Sync/Batch) or one entry per request.
 */
async function paste(
  token: string,
  n: number,
  batched: boolean,
): Promise<{ storeMs: number; pushMs: number; fetchMs: number; requests: number; sent: number }> {
  sessionStore.set({ token, userId: 'bench', userName: 'bench', avatar: null })
  const name = `bench-paste-${crypto.randomUUID()}`
  const db = await open(name)
  const http = createHttpTransport(() => getClientId(db))
  const transport = batched ? http : { ...http, sendBatch: undefined }
  const ctx = { db, transport, now: () => Date.now(), random: Math.random }
  const pid = await createProject(db, { Project_Name: '粘贴基准' })
  const row = await addRow(db, pid, { Project_Name: '1#楼' })
  const unit = await createUnit(db, {
    projectId: pid,
    rowId: row,
    specialty: '土建',
    version: 'GB/T 50500-2024',
  })
  if (!unit.ok) throw new Error(unit.message)
  await pushOutbox(ctx)
  const docs = Array.from({ length: n }, (_, k) => ({
    Code: `010101${String(1 + Math.floor(k / 1000)).padStart(3, '0')}${String((k % 999) + 1).padStart(3, '0')}`,
    Name: `粘贴项${k + 1}`,
    Unit: 'm3',
    Quantity: 10 + k,
    UnitPrice: 35.5,
  }))
  const t0 = performance.now()
  const made = await addItems(db, pid, unit.value, { kind: '分部分项', groupId: '' }, docs)
  if (!made.ok) throw new Error(made.message)
  const storeMs = performance.now() - t0
  const realFetch = globalThis.fetch
  let requests = 0
  let fetchMs = 0
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    requests++
    const t = performance.now()
    try {
      const res = await realFetch(...args)
      // The body read is part of the request's time (the answers come back in it).
      return new Response(await res.arrayBuffer(), res)
    } finally {
      fetchMs += performance.now() - t
    }
  }
  const t1 = performance.now()
  let sent = 0
  try {
    for (;;) {
      const out = await pushOutbox(ctx)
      if (out.kind !== 'done') throw new Error(`push stopped: ${out.kind}`)
      sent += out.sent
      if (out.sent === 0) break
    }
  } finally {
    globalThis.fetch = realFetch
  }
  const pushMs = performance.now() - t1
  db.close()
  await Dexie.delete(name)
  return { storeMs, pushMs, fetchMs, requests, sent }
}

Object.assign(globalThis, { billBench: { seed, summaryEdit, paste } })
