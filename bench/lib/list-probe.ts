// Probe of bench/projects' 我的项目 open (not a bench; what docs/projects-data.md "Speed" cites):
// the same set-up (2,000-row project opened last, 1,000 projects), then N opens as the bench
// times them, each with a log of every IndexedDB request and transaction, long tasks, resource
// timings and (with 1) a CPU profile from the page load on, attributed around the navigation.
// Run under the heavy lock: node --import tsx bench/lib/list-probe.ts [runs] [1 = profile]
// (DIST_DIR=<a --minify false build> gives readable names). PROBE_MODE=structure instead logs,
// for page loads left 2 s as bench/projects' structure open does, when the workspace read ahead ran.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { loginThroughUi, waitForApp } from './ui-login.ts'
import { launchChromium, startServer } from './server.ts'
import { benchStructureRows } from './structure-seed.ts'
import { timeNavigation } from './navigation.ts'

const RUNS = Number(process.argv[2] ?? 5)
const PROFILE = process.argv[3] === '1'
const SKIP_STRUCTURE = process.env['PROBE_NO_STRUCTURE'] === '1'
const smsFile = join(mkdtempSync(join(tmpdir(), 'probe-sms-')), 'sms.jsonl')
const server = await startServer({ SMS_PROVIDER: 'outbox', SMS_OUTBOX: smsFile })
const browser = await launchChromium()

async function api(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  form?: Record<string, string>,
) {
  const token = page.url().startsWith('http')
    ? await page.evaluate(() => localStorage.getItem('token'))
    : null
  const headers = token ? { 'X-Token': token } : undefined
  const url = `${server.url}${path}`
  const res =
    method === 'GET'
      ? await page.request.get(url, { headers })
      : await page.request.post(url, { form, headers })
  const body = (await res.json()) as { ErrorCode: string; Message?: string }
  if (body.ErrorCode !== '0') throw new Error(`${path}: ${body.Message ?? body.ErrorCode}`)
}

// Logs every IndexedDB request (store, op, start, end relative to window.__t0) and transaction.
const IDB_LOG = `(() => {
  window.__idb = []
  window.__long = []
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true })
  const wrap = (proto, kind) => {
    for (const op of ['get', 'getAll', 'getAllKeys', 'openCursor', 'count', 'put', 'add', 'delete']) {
      const orig = proto[op]
      if (!orig) continue
      proto[op] = function (...args) {
        const req = orig.apply(this, args)
        const e = { op: kind + '.' + op, store: this.name, start: performance.now(), end: null, n: null }
        window.__idb.push(e)
        req.addEventListener('success', () => { if (e.end === null) { e.end = performance.now(); const r = req.result; e.n = Array.isArray(r) ? r.length : null } })
        return req
      }
    }
  }
  wrap(IDBObjectStore.prototype, 'store')
  wrap(IDBIndex.prototype, 'index')
  const tx = IDBDatabase.prototype.transaction
  IDBDatabase.prototype.transaction = function (scope, mode, ...rest) {
    const t = tx.call(this, scope, mode, ...rest)
    const e = { op: 'tx ' + (mode || 'readonly'), store: [].concat(scope).join(','), start: performance.now(), end: null, n: null }
    window.__idb.push(e)
    t.addEventListener('complete', () => { e.end = performance.now() })
    return t
  }
})()`

try {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' })
  const page = await context.newPage()
  const phone = '1' + String(Math.floor(Math.random() * 1e10)).padStart(10, '0')
  await api(page, 'GET', `/api/index/GetMsg?Mobile=${phone}&Type=r`)
  const line =
    readFileSync(smsFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes(phone))
      .at(-1) ?? '{}'
  const code = (JSON.parse(line) as { Code?: string }).Code ?? ''
  await api(page, 'POST', '/api/index/UserRegister', {
    Type: 'add',
    Code: code,
    Model: JSON.stringify({ Phone: phone, pwd: 'abc12345', UserName: '探针' }),
  })
  await loginThroughUi(page, server.url, phone)
  if (!SKIP_STRUCTURE) {
    const pid = crypto.randomUUID()
    await api(page, 'POST', '/api/SjyqList/EditProject', {
      Type: 'add',
      ID: pid,
      Project_Name: '基准项目（2000 行）',
    })
    const rows = benchStructureRows(pid)
    await api(page, 'POST', '/api/SjyqList/EditProStructureMore', {
      ProId: pid,
      Rows: JSON.stringify(rows),
    })
    await page.reload()
    await page.waitForTimeout(5000)
    await page.goto(`${server.url}/Page/newModelProjet?id=2&pid=${pid}`)
    await page
      .locator('[role="grid"][aria-label="项目结构"] [role="row"][data-row-id]')
      .nth(9)
      .waitFor({ timeout: 60_000 })
  }
  if (process.env['PROBE_MODE'] === 'structure') {
    await context.addInitScript(IDB_LOG)
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${server.url}/newIndex`)
      await waitForApp(page)
      const header = Number(await page.evaluate('performance.now()'))
      await page.waitForTimeout(2000)
      const log = await page.evaluate<string[]>(
        `window.__idb.filter((e) => e.store === 'projects,structureRows,tenders' || e.op === 'tx readonly' && e.store === 'projects').map((e) => e.op + ' ' + e.store + ' ' + e.start.toFixed(0) + '→' + (e.end === null ? '…' : e.end.toFixed(0)))`,
      )
      const pulls = await page.evaluate<string[]>(
        `performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/')).map((r) => r.name.split('/').pop().slice(0, 30) + ' ' + r.startTime.toFixed(0) + '→' + r.responseEnd.toFixed(0))`,
      )
      console.log(
        `run ${i + 1}: header at ${header.toFixed(0)}\n  ${log.join('\n  ')}\n  ${pulls.join('\n  ')}`,
      )
    }
    process.exit(0)
  }
  for (let i = 0; i < 1000; i += 4) {
    await Promise.all(
      [0, 1, 2, 3].map((k) =>
        api(page, 'POST', '/api/SjyqList/EditProject', {
          Type: 'add',
          ID: crypto.randomUUID(),
          Project_Name: `基准项目 ${i + k + 1}`,
        }),
      ),
    )
  }
  await page.goto(`${server.url}/Page/newModelProjet?id=2`)
  await page.waitForTimeout(8000)
  await context.addInitScript(IDB_LOG)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const cdp = PROFILE ? await page.context().newCDPSession(page) : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 })
      await cdp.send('Profiler.start')
    }
    await page.goto(`${server.url}/newIndex`)
    await waitForApp(page)
    const headerAt = await page.evaluate('performance.now()')
    const t = await timeNavigation(page, '/Page/newModelProjet?id=2', 'main *', 10, '基准项目 ')
    if (cdp) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      await cdp.detach()
      console.log(around(profile, t))
    }
    times.push(t)
    const log = await page.evaluate<{
      t0: number
      long: string[]
      idb: string[]
      res: string[]
    }>(`(() => {
      const t0 = window.__t0
      const f = (x) => x === null ? '…' : (x - t0).toFixed(0)
      const res = performance.getEntriesByType('resource').filter((r) => r.responseEnd > t0 - 150).map((r) => '  res ' + r.name.split('/').pop().slice(0, 50) + ' ' + f(r.startTime) + '→' + f(r.responseEnd))
      const long = window.__long.map(([s, d]) => '  long ' + f(s) + ' +' + d.toFixed(0))
      return { t0, long, idb: window.__idb.map((e) => '  ' + e.op + ' ' + e.store + ' ' + f(e.start) + '→' + f(e.end) + (e.n === null ? '' : ' n=' + e.n)), res }
    })()`)
    console.log(
      `open ${i + 1}: ${t.toFixed(0)} ms (header at ${Number(headerAt).toFixed(0)}, t0 at ${log.t0.toFixed(0)} ms after navigation start)`,
    )
    console.log(log.long.join('\n'))
    console.log(log.idb.join('\n'))
    console.log(log.res.join('\n'))
  }
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} [${times.map((t) => t.toFixed(0)).join(', ')}]`,
  )
} finally {
  await browser.close()
  await server.stop()
}

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
}

/** Busy stretches (≥ 3 ms) from 400 ms before the navigation (its pushState) to the list shown. */
function around(p: Profile, openMs: number): string {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const name = (n: Node) =>
    `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').at(-1)}:${n.callFrame.lineNumber + 1}`
  const chain = (id: number) => {
    const out: Node[] = []
    for (let c: number | undefined = id; c !== undefined; c = parent.get(c)) out.push(byId.get(c)!)
    return out.reverse()
  }
  let t = 0
  const times = p.timeDeltas.map((d) => (t += d / 1000))
  const t0i = p.samples.findIndex((s) =>
    chain(s).some((n) => n.callFrame.functionName === 'pushState'),
  )
  const t0 = times[t0i] ?? 0
  const lines: string[] = []
  let from = -1
  const flush = (to: number) => {
    if (from < 0) return
    const ms = times[to]! - times[from]!
    if (ms >= 3 && times[from]! > t0 - 400 && times[from]! < t0 + openMs + 50) {
      const self = new Map<string, number>()
      const root = new Map<string, number>()
      for (let i = from; i <= to; i++) {
        const dt = (times[i + 1] ?? times[i]!) - times[i]!
        const c = chain(p.samples[i]!)
        const k = name(c.at(-1)!)
        self.set(k, (self.get(k) ?? 0) + dt)
        const r = c.slice(1, 4).map(name).join(' > ')
        root.set(r, (root.get(r) ?? 0) + dt)
      }
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${v.toFixed(1)} ${k}`)
          .join(' | ')
      lines.push(
        `   ${(times[from]! - t0).toFixed(0)}..${(times[to]! - t0).toFixed(0)} (${ms.toFixed(0)} ms) self: ${top(self, 4)}\n        from: ${top(root, 3)}`,
      )
    }
    from = -1
  }
  // Attribution over the open: innermost component-like frame (Capitalised) or React phase.
  const PHASES = [
    'commitPassiveMountOnFiber',
    'commitPassiveUnmountOnFiber',
    'commitLayoutEffectOnFiber',
    'commitMutationEffectsOnFiber',
    'completeWork',
    'beginWork',
    'commitRoot',
    'flushPassiveEffects',
    'renderRootSync',
    'renderRootConcurrent',
  ]
  const by = new Map<string, number>()
  const phase = new Map<string, number>()
  for (let i = 0; i < p.samples.length; i++) {
    if (times[i]! < t0 || times[i]! > t0 + openMs) continue
    const c = chain(p.samples[i]!)
    if (c.at(-1)!.callFrame.functionName === '(idle)') continue
    const dt = (times[i + 1] ?? times[i]!) - times[i]!
    const comp = [...c].reverse().find((n) => /^[A-Z][A-Za-z0-9]+$/.test(n.callFrame.functionName))
    const k = comp ? name(comp) : name(c.at(-1)!)
    by.set(k, (by.get(k) ?? 0) + dt)
    const ph = [...c].reverse().find((n) => PHASES.includes(n.callFrame.functionName))
    const pk = ph ? ph.callFrame.functionName : c.slice(1, 3).map(name).join(' > ')
    phase.set(pk, (phase.get(pk) ?? 0) + dt)
  }
  const topAll = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `      ${v.toFixed(1)} ${k}`)
      .join('\n')
  lines.push(`   by component:\n${topAll(by, 30)}\n   by phase:\n${topAll(phase, 15)}`)
  for (let i = 0; i < p.samples.length; i++) {
    const idle = byId.get(p.samples[i]!)!.callFrame.functionName === '(idle)'
    if (!idle && from < 0) from = i
    if (idle) flush(i - 1)
  }
  flush(p.samples.length - 1)
  return lines.join('\n')
}
