// A Chromium performance trace of cold loads of a page (4x CPU throttling, as Lighthouse's mobile
// preset), boiled down to the main thread's long tasks and what each is made of: top-level
// events (script, style, layout, paint) and, for script, the functions (source-mapped when the
// build has maps). Used to find what makes up the first load's blocking time (issue 16).
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'
import { chromiumArgs, chromiumPath } from './chromium.ts'

interface TraceEvent {
  name: string
  id?: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; name?: string }
}

const maps = new Map<string, SourceMapConsumer | null>()
function mapFrame(distDir: string, url: string, line: number, col: number): string {
  const file = url.split('/').at(-1) ?? ''
  if (!maps.has(file)) {
    const path = join(distDir, 'assets', `${file}.map`)
    maps.set(
      file,
      existsSync(path)
        ? new SourceMapConsumer(
            JSON.parse(readFileSync(path, 'utf8')) as ConstructorParameters<
              typeof SourceMapConsumer
            >[0],
          )
        : null,
    )
  }
  const m = maps.get(file)
  if (!m) return `${file}:${line + 1}:${col + 1}`
  const p = m.originalPositionFor({ line: line + 1, column: col })
  return p.source
    ? `${p.name ?? '?'} ${p.source.replace(/^.*?(src|node_modules)\//, '$1/')}:${p.line}`
    : `${file}:${line + 1}`
}

export interface TaskReport {
  startMs: number
  ms: number
  parts: string[]
}

export async function traceColdLoad(
  url: string,
  distDir: string,
  { throttle = 4, waitMs = 6000, minTaskMs = 50 } = {},
): Promise<TaskReport[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    // Same origin first: a navigation from about:blank would swap renderer processes, and the
    // trace (started in the old one) would miss the page.
    await page.goto(new URL('/favicon.svg', url).href)
    const chunks: TraceEvent[] = []
    cdp.on(
      'Tracing.dataCollected',
      (e) => void chunks.push(...(e.value as unknown as TraceEvent[])),
    )
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    )
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
          'toplevel',
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(waitMs)
    await cdp.send('Tracing.end')
    await done
    const events = chunks
    return analyse(events, distDir, minTaskMs)
  } finally {
    await browser.close()
  }
}

function analyse(events: TraceEvent[], distDir: string, minTaskMs: number): TaskReport[] {
  // The renderer main thread that evaluated the app's entry script (not about:blank's).
  const entry = events.find(
    (e) =>
      (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') &&
      /\/assets\/index-/.test(JSON.stringify(e.args ?? {})),
  )
  const main = entry ?? events.find((e) => e.name === 'ParseHTML')
  if (!main) return []
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid)
  const nav = mine.find((e) => e.name === 'ParseHTML')?.ts ?? 0
  const tasks = mine.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= minTaskMs * 1000,
  )
  // JS samples of the V8 profile in the trace (ProfileChunk events), to name the functions.
  const nodes = new Map<
    number,
    {
      callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
      parent?: number
    }
  >()
  const samples: { ts: number; node: number }[] = []
  let t = 0
  // The main thread's profile only (a worker's samples arrive in the same process).
  const profile = events.find(
    (x) => x.name === 'Profile' && x.pid === main.pid && x.tid === main.tid,
  )
  for (const e of events
    .filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid && x.id === profile?.id)
    .sort((a, b) => a.ts - b.ts)) {
    const d = (e.args?.data ?? {}) as {
      cpuProfile?: {
        nodes?: Array<{ id: number; callFrame: never; parent?: number }>
        samples?: number[]
      }
      timeDeltas?: number[]
    }
    for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    const ss = d.cpuProfile?.samples ?? []
    const deltas = d.timeDeltas ?? []
    if (t === 0) t = (profile?.args?.data?.startTime as number | undefined) ?? e.ts
    ss.forEach((s, i) => samples.push({ ts: (t += deltas[i] ?? 0), node: s }))
  }
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = mine.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task,
    )
    // Top-level: events inside the task not inside another event in it.
    const top = inside.filter(
      (e) =>
        !inside.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    )
    const label = (e: TraceEvent) => {
      const d = (e.args?.data ?? {}) as { functionName?: string; url?: string }
      const what =
        d.functionName || d.url
          ? ` ${d.functionName ?? ''} ${(d.url ?? '').split('/').at(-1) ?? ''}`
          : ''
      return `${e.name}${what} ${((e.dur ?? 0) / 1000).toFixed(0)} ms`
    }
    const parts = top
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 6)
      .map(label)
    for (const e of inside.filter(
      (x) =>
        (x.name === 'v8.evaluateModule' ||
          x.name === 'EvaluateScript' ||
          x.name === 'FunctionCall' ||
          x.name === 'TimerFire' ||
          x.name === 'EventDispatch' ||
          x.name === 'FireAnimationFrame' ||
          x.name === 'RunMicrotasks') &&
        (x.dur ?? 0) >= 5000,
    ))
      parts.push(
        `  ${e.name} ${JSON.stringify(e.args ?? {}).slice(0, 160)} ${((e.dur ?? 0) / 1000).toFixed(0)} ms`,
      )
    // Layout / style inside the task, whatever their depth.
    for (const name of [
      'UpdateLayoutTree',
      'Layout',
      'Paint',
      'PrePaint',
      'Layerize',
      'v8.compile',
      'v8.compileModule',
      'v8.evaluateModule',
      'MinorGC',
      'MajorGC',
    ]) {
      const ms = inside.filter((e) => e.name === name).reduce((s, e) => s + (e.dur ?? 0), 0) / 1000
      if (ms >= 3) parts.push(`  all ${name}: ${ms.toFixed(0)} ms`)
    }
    // The functions with the most self time (samples) in the task.
    const self = new Map<string, number>()
    const incl = new Map<string, number>()
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end)
    for (let i = 0; i < inTask.length; i++) {
      const dt = ((inTask[i + 1]?.ts ?? inTask[i]!.ts) - inTask[i]!.ts) / 1000
      const n = nodes.get(inTask[i]!.node)
      if (!n) continue
      const f = n.callFrame
      if (f.url) {
        const k = mapFrame(distDir, f.url, f.lineNumber, f.columnNumber)
        self.set(k, (self.get(k) ?? 0) + dt)
      } else self.set(f.functionName, (self.get(f.functionName) ?? 0) + dt)
      const seen = new Set<string>()
      for (
        let cur: typeof n | undefined = n;
        cur;
        cur = cur.parent ? nodes.get(cur.parent) : undefined
      ) {
        if (!cur.callFrame.url) continue
        const k = mapFrame(
          distDir,
          cur.callFrame.url,
          cur.callFrame.lineNumber,
          cur.callFrame.columnNumber,
        )
        if (seen.has(k)) continue
        seen.add(k)
        incl.set(k, (incl.get(k) ?? 0) + dt)
      }
    }
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8))
      if (v >= 2) parts.push(`  self ${v.toFixed(0)} ms ${k}`)
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 14))
      if (v >= 5) parts.push(`  incl ${v.toFixed(0)} ms ${k}`)
    return { startMs: (task.ts - nav) / 1000, ms: (task.dur ?? 0) / 1000, parts }
  })
}
