// A V8 CPU profile of a page over an action (CDP Profiler), boiled down to where the main thread
// went: the longest busy stretch (consecutive non-idle samples, i.e. one long task or a run of
// back-to-back tasks) and the functions with the most self time in it and overall. Used by
// bench/bill with BENCH_BILL_PROFILE=1 to attribute the long task of opening the bill.
import type { Page } from '@playwright/test'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface ProfileSummary {
  busyMs: number
  /** Every busy stretch of 15 ms or more, in time order: start, length, its top self-time frames. */
  timeline: { startMs: number; ms: number; top: string }[]
  /** The three longest busy stretches, longest first. */
  longest: { ms: number; startMs: number; self: [string, number][]; stacks: [string, number][] }[]
  self: [string, number][]
}

// (program) is native work (style, layout, parsing), so it counts as busy; only (idle) is not.
const IDLE = new Set(['(idle)'])

export async function profileDuring<T>(
  page: Page,
  action: () => Promise<T>,
  intervalUs = 200,
): Promise<{ result: T; summary: ProfileSummary }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs })
  await cdp.send('Profiler.start')
  const result = await action()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  await cdp.detach()
  return { result, summary: summarise(profile) }
}

const frameName = (n: ProfileNode) => {
  const f = n.callFrame
  const file = f.url.split('/').at(-1) ?? ''
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`
}

function summarise(p: Profile): ProfileSummary {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  // A stack as its frames from the root down, first few app frames only (for grouping).
  const stackOf = (id: number): string => {
    const out: string[] = []
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!
      if (n.callFrame.functionName === '(root)') break
      out.push(frameName(n))
    }
    return out.reverse().slice(0, 8).join(' > ')
  }
  let t = 0
  const times: number[] = []
  for (const d of p.timeDeltas) times.push((t += d))
  const busy = (i: number) => !IDLE.has(byId.get(p.samples[i]!)!.callFrame.functionName)
  // Stretches of busy samples (an idle sample ends one).
  const stretches: { from: number; to: number; ms: number }[] = []
  let from = -1
  let busyUs = 0
  for (let i = 0; i <= p.samples.length; i++) {
    const dt = i + 1 < times.length ? times[i + 1]! - times[i]! : 0
    if (i < p.samples.length && busy(i)) {
      busyUs += dt
      if (from < 0) from = i
    } else if (from >= 0) {
      stretches.push({ from, to: i - 1, ms: (times[i - 1]! - times[from]!) / 1000 })
      from = -1
    }
  }
  const inOrder = [...stretches]
  stretches.sort((a, b) => b.ms - a.ms)
  const tally = (lo: number, hi: number, key: (id: number) => string) => {
    const m = new Map<string, number>()
    for (let i = lo; i <= hi; i++) {
      if (!busy(i)) continue
      const dt = i + 1 < times.length ? times[i + 1]! - times[i]! : 0
      const k = key(p.samples[i]!)
      m.set(k, (m.get(k) ?? 0) + dt / 1000)
    }
    return [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([k, v]) => [k, Math.round(v * 10) / 10] as [string, number])
  }
  const self = (id: number) => frameName(byId.get(id)!)
  return {
    busyMs: busyUs / 1000,
    timeline: inOrder
      .filter((b) => b.ms >= 15)
      .map((b) => ({
        startMs: (times[b.from] ?? 0) / 1000,
        ms: b.ms,
        top: tally(b.from, b.to, self)
          .slice(0, 3)
          .map(([k, v]) => `${k} ${v}`)
          .join('; '),
      })),
    longest: stretches.slice(0, 3).map((b) => ({
      ms: b.ms,
      startMs: (times[b.from] ?? 0) / 1000,
      self: tally(b.from, b.to, self),
      stacks: tally(b.from, b.to, stackOf),
    })),
    self: tally(0, p.samples.length - 1, self),
  }
}
