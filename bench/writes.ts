// bench/writes (issue #41 items 2-4, docs/performance.md): the server's write path under load, on
// PGlite (on disk) and on a throwaway PostgreSQL 15, each in its own server process
// (bench/lib/write-server.ts: the real app plus two baselines measured in the same run).
// 2. Replay: 1,000 bill-item creates through POST /api/Sync/Batch in runs of PUSH_BATCH_SIZE, as
//    the sync engine pushes a paste (limit: ≥ 1,000 mutations/s).
// 3. Writes under load: CONNECTIONS closed-loop clients for SECONDS each on an empty handler, a
//    bare INSERT through the same driver, a read, and the real EditItem create (limit: p99 < 100 ms
//    on PostgreSQL), with the ratios to the baselines.
// 4. A 10,000-row EditProStructureMore (one user) while another user's reads run
//    (limit: their p99 < 50 ms during the save), against the same reads without the save.
// BENCH_DBS=pglite|postgres runs one backend only.
import { randomUUID } from 'node:crypto'
import { Agent } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PUSH_BATCH_SIZE } from '@/data/sync/push.ts'
import { closedLoop, send, type LoadFigures, type Req } from './lib/load.ts'
import { startPostgres, stopPostgres, type PgInstance } from './lib/postgres.ts'
import { startWriteServer, type WriteServer } from './lib/write-server-process.ts'
import { structureRows } from './lib/structure-seed.ts'

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 20)
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5)
const REPLAY = 1000
const SAVE_ROWS = Number(process.env['BENCH_SAVE_ROWS'] ?? 10_000)
const READERS = 4
// BENCH_WRITES_ONLY=create: only the creates under load (with BENCH_PROFILE_DIR, to profile them).
const ONLY = process.env['BENCH_WRITES_ONLY']

const f1 = (n: number) => n.toFixed(1)
const line = (label: string, f: LoadFigures) =>
  `  ${label.padEnd(44)} ${Math.round(f.perSec).toLocaleString('en').padStart(6)}/s  p50 ${f1(f.p50).padStart(6)} ms  p99 ${f1(f.p99).padStart(6)} ms  max ${f1(f.max).padStart(7)} ms${f.failed ? `  (${f.failed} failed: ${f.failure})` : ''}`

async function onBackend(label: string, s: WriteServer): Promise<void> {
  console.log(`\n[${label}]`)
  const [writer, reader] = s.users
  if (!writer || !reader) throw new Error('two users expected')
  const post = (token: string, path: string, form: Record<string, string>, extra = {}): Req => ({
    method: 'POST',
    path: `/api${path}`,
    headers: { 'X-Token': token, ...extra },
    body: new URLSearchParams(form).toString(),
  })
  const agent = new Agent({ keepAlive: true })
  const must = async (r: Req) => {
    const a = await send(s.base, agent, r)
    if (!a.body.includes('"ErrorCode":"0"')) throw new Error(`${r.path}: ${a.body.slice(0, 300)}`)
    return a
  }
  // A project with one structure row and one 单位工程, for the item creates.
  const proId = randomUUID()
  const rowId = randomUUID()
  const unitId = randomUUID()
  await must(
    post(writer.token, '/SjyqList/EditProject', { Type: 'add', ID: proId, Project_Name: '压测' }),
  )
  await must(
    post(writer.token, '/SjyqList/EditProStructure', {
      Type: 'add',
      ID: rowId,
      ProId: proId,
      Project_Name: '1#楼',
    }),
  )
  await must(
    post(writer.token, '/Bill/EditUnit', {
      Type: 'add',
      ID: unitId,
      ProId: proId,
      RowId: rowId,
      Specialty: '土建',
    }),
  )
  // Twenty more projects with a unit each: the same load spread over projects.
  const spread: { proId: string; unitId: string }[] = []
  for (let k = 0; k < CONNECTIONS; k++) {
    const p = { proId: randomUUID(), unitId: randomUUID() }
    const r = randomUUID()
    await must(
      post(writer.token, '/SjyqList/EditProject', {
        Type: 'add',
        ID: p.proId,
        Project_Name: `压测${k}`,
      }),
    )
    await must(
      post(writer.token, '/SjyqList/EditProStructure', {
        Type: 'add',
        ID: r,
        ProId: p.proId,
        Project_Name: '1#楼',
      }),
    )
    await must(
      post(writer.token, '/Bill/EditUnit', {
        Type: 'add',
        ID: p.unitId,
        ProId: p.proId,
        RowId: r,
        Specialty: '土建',
      }),
    )
    spread.push(p)
  }
  const item = (n: number, where: { proId: string; unitId: string } = { proId, unitId }) => ({
    Type: 'add',
    ID: randomUUID(),
    ProId: where.proId,
    UnitId: where.unitId,
    Code: '010101001001',
    Name: `平整场地${n}`,
    Unit: 'm2',
    Quantity: '100.456',
    UnitPrice: '3.5',
  })
  // The reader's own small project: its reads are "the other requests".
  const readerPro = randomUUID()
  await must(
    post(reader.token, '/SjyqList/EditProject', { Type: 'add', ID: readerPro, Project_Name: '读' }),
  )
  const read: Req = {
    method: 'GET',
    path: `/api/SjyqList/GetProStructure?ProId=${readerPro}`,
    headers: { 'X-Token': reader.token },
  }

  if (ONLY === 'save') return saveBench(s, post, must, writer.token, read)
  if (ONLY === 'create') {
    const f = await closedLoop(s.base, CONNECTIONS, SECONDS, (i) =>
      post(writer.token, '/Bill/EditItem', item(i)),
    )
    console.log(line('create a bill item (EditItem Type=add)', f))
    return
  }
  // ---- 2. Replay of 1,000 pasted items (creates) in batches, one client, in order.
  const replay = async () => {
    const clientId = randomUUID()
    const t0 = performance.now()
    for (let seq = 1; seq <= REPLAY; seq += PUSH_BATCH_SIZE) {
      const Entries = Array.from(
        { length: Math.min(PUSH_BATCH_SIZE, REPLAY - seq + 1) },
        (_, k) => ({
          Method: 'POST',
          Path: '/Bill/EditItem',
          Body: new URLSearchParams(item(seq + k)).toString(),
          MutationId: randomUUID(),
          Seq: seq + k,
          BaseVersion: 0,
        }),
      )
      const a = await must(
        post(
          writer.token,
          '/Sync/Batch',
          { Entries: JSON.stringify(Entries) },
          { 'X-Client-Id': clientId, 'X-Schema-Version': '9' },
        ),
      )
      const results = (JSON.parse(a.body) as { Data: { Results: { ErrorCode: string }[] } }).Data
        .Results
      if (results.length !== Entries.length || results.some((r) => r.ErrorCode !== '0'))
        throw new Error(`batch: ${a.body.slice(0, 300)}`)
    }
    return performance.now() - t0
  }
  await replay() // warm-up
  const replays = [await replay(), await replay(), await replay()].sort((a, b) => a - b)
  const mid = replays[1] ?? NaN
  const rate = (REPLAY / mid) * 1000
  console.log(
    `  2. replay ${REPLAY} item creates, batches of ${PUSH_BATCH_SIZE} (median of 3: ${replays.map((r) => r.toFixed(0)).join(', ')} ms): ${Math.round(rate).toLocaleString('en')} mutations/s; limit ≥ 1,000/s: ratio ${(rate / 1000).toFixed(2)} (${rate >= 1000 ? 'met' : 'MISSED'})`,
  )

  // ---- 3. Writes under load, with the same-run baselines.
  console.log(`  3. ${CONNECTIONS} connections, ${SECONDS} s each:`)
  await closedLoop(s.base, CONNECTIONS, 1, () => ({ method: 'GET', path: '/bench/empty' }))
  const empty = await closedLoop(s.base, CONNECTIONS, SECONDS, () => ({
    method: 'GET',
    path: '/bench/empty',
  }))
  console.log(line('empty handler (HTTP + Hono, no database)', empty))
  const bare = await closedLoop(s.base, CONNECTIONS, SECONDS, (i) => ({
    method: 'POST',
    path: '/bench/insert',
    body: new URLSearchParams({ Owner: writer.id, ...item(i) }).toString(),
  }))
  console.log(line('bare INSERT, same driver and pool', bare))
  const reads = await closedLoop(s.base, CONNECTIONS, SECONDS, () => read)
  console.log(line('read (GetProStructure, session + query)', reads))
  await closedLoop(s.base, CONNECTIONS, 1, (i) => post(writer.token, '/Bill/EditItem', item(i)))
  const writes = await closedLoop(s.base, CONNECTIONS, SECONDS, (i) =>
    post(writer.token, '/Bill/EditItem', item(i)),
  )
  console.log(line('create a bill item (EditItem Type=add)', writes))
  const spreadWrites = await closedLoop(s.base, CONNECTIONS, SECONDS, (i) =>
    post(writer.token, '/Bill/EditItem', item(i, spread[i % spread.length])),
  )
  console.log(line(`…the same, over ${spread.length} projects`, spreadWrites))
  console.log(
    `     create vs empty handler: p99 ×${(writes.p99 / empty.p99).toFixed(1)}, rate ×${(writes.perSec / empty.perSec).toFixed(2)}; vs bare INSERT: p99 ×${(writes.p99 / bare.p99).toFixed(1)}, rate ×${(writes.perSec / bare.perSec).toFixed(2)}`,
  )
  console.log(
    `     limit p99 < 100 ms: ratio ${(writes.p99 / 100).toFixed(2)} (${writes.p99 < 100 ? 'met' : 'MISSED'}${s.kind === 'pglite' ? '; the limit is set on PostgreSQL' : ''})`,
  )

  await saveBench(s, post, must, writer.token, read)
  agent.destroy()
}

type Post = (token: string, path: string, form: Record<string, string>) => Req

/** 4. A 10,000-row structure save while another user reads. */
async function saveBench(
  s: WriteServer,
  post: Post,
  must: (r: Req) => Promise<unknown>,
  token: string,
  read: Req,
): Promise<void> {
  const pid = randomUUID()
  await must(post(token, '/SjyqList/EditProject', { Type: 'add', ID: pid, Project_Name: '大结构' }))
  const body = new URLSearchParams({
    ProId: pid,
    Rows: JSON.stringify(structureRows(pid, SAVE_ROWS)),
  }).toString()
  const agent = new Agent()
  const stalls = async () => {
    const a = await send(s.base, agent, { method: 'POST', path: '/bench/loop' })
    return JSON.parse(a.body) as { max: number; p99: number }
  }
  await stalls()
  const quiet = await closedLoop(s.base, READERS, 2, () => read)
  const quietLoop = await stalls()
  let saving = true
  let saveMs = 0
  const save = (async () => {
    const t = performance.now()
    try {
      await must({
        method: 'POST',
        path: '/api/SjyqList/EditProStructureMore',
        headers: { 'X-Token': token },
        body,
      })
    } finally {
      saveMs = performance.now() - t
      saving = false
    }
  })()
  const during = await closedLoop(
    s.base,
    READERS,
    3600,
    () => read,
    () => !saving,
  )
  await save
  const saveLoop = await stalls()
  agent.destroy()
  console.log(
    `  4. ${SAVE_ROWS.toLocaleString('en')}-row EditProStructureMore (${(body.length / 1e6).toFixed(1)} MB): ${saveMs.toFixed(0)} ms; another user's reads on ${READERS} connections:`,
  )
  console.log(line('reads without the save', quiet))
  console.log(line('reads during the save', during))
  console.log(
    `     server event loop: longest stall ${f1(quietLoop.max)} ms without the save, ${f1(saveLoop.max)} ms during it (p99 ${f1(quietLoop.p99)} → ${f1(saveLoop.p99)} ms)`,
  )
  console.log(
    `     limit p99 < 50 ms during the save: ratio ${(during.p99 / 50).toFixed(2)} (${during.p99 < 50 ? 'met' : 'MISSED'})`,
  )
}

const only = process.env['BENCH_DBS']
if (only !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'smartboq-bench-writes-'))
  const s = await startWriteServer({ DATA_DIR: dir })
  try {
    await onBackend('PGlite 0.5 (PostgreSQL 18, WASM, on disk): one connection', s)
  } finally {
    await s.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
if (only !== 'pglite') {
  let pg: PgInstance | undefined
  try {
    pg = await startPostgres()
    const s = await startWriteServer({ DATABASE_URL: pg.url })
    try {
      await onBackend(`${pg.version}: pool of 10 (server/main.ts), fsync off`, s)
    } finally {
      await s.stop()
    }
  } finally {
    await stopPostgres(pg)
  }
}
