// A closed-loop HTTP load for the server benches: `connections` clients on kept-alive sockets,
// each sending its next request as soon as the previous one answered, for `seconds`. Plain
// node:http (lighter than fetch, which shares the 2 cores with the server under test).
import { Agent, request } from 'node:http'

export interface Req {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface LoadFigures {
  count: number
  perSec: number
  p50: number
  p99: number
  max: number
  failed: number
  /** The first failure's answer, for the report. */
  failure?: string
}

export const pct = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN

export function figures(latencies: number[], ms: number, failed: number, failure?: string) {
  return {
    count: latencies.length,
    perSec: (latencies.length / ms) * 1000,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    // reduce, not Math.max(...): a quiet machine answers more calls than the spread's stack holds
    max: latencies.reduce((m, x) => Math.max(m, x), -Infinity),
    failed,
    ...(failure ? { failure } : {}),
  }
}

export function send(
  base: string,
  agent: Agent,
  r: Req,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(r.path, base)
    const req = request(
      {
        agent,
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: r.method,
        headers: {
          ...(r.body !== undefined
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(r.body),
              }
            : {}),
          ...r.headers,
        },
      },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (d: Buffer) => parts.push(d))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    if (r.body !== undefined) req.write(r.body)
    req.end()
  })
}

const ok = (a: { status: number; body: string }) =>
  a.status === 200 && a.body.includes('"ErrorCode":"0"')

/** Runs `next(i)` requests on `connections` loops for `seconds`; latencies of each answer. */
export async function closedLoop(
  base: string,
  connections: number,
  seconds: number,
  next: (i: number) => Req,
  until?: () => boolean,
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let failed = 0
  let failure: string | undefined
  let i = 0
  const t0 = performance.now()
  const end = t0 + seconds * 1000
  const done = () => (until ? until() : performance.now() >= end)
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done()) {
        const t = performance.now()
        const a = await send(base, agent, next(i++))
        latencies.push(performance.now() - t)
        if (!ok(a)) {
          failed++
          failure ??= `HTTP ${a.status} ${a.body.slice(0, 200)}`
        }
      }
    }),
  )
  agent.destroy()
  return figures(latencies, performance.now() - t0, failed, failure)
}
