// Timing of an in-process computation for the Node benches: median wall and CPU time of `runs`
// runs, and the first run's wall time (cold caches and JIT).

export const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

export interface Measured {
  wall: number
  cpu: number
  first: number
}

export function measure(runs: number, f: () => unknown): Measured {
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage()
    const t = performance.now()
    f()
    wall.push(performance.now() - t)
    const u = process.cpuUsage(c)
    cpu.push((u.user + u.system) / 1000)
  }
  return { wall: median(wall), cpu: median(cpu), first: wall[0] ?? NaN }
}

/** measure() for async work (awaited one run at a time). */
export async function measureAsync(runs: number, f: () => Promise<unknown>): Promise<Measured> {
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage()
    const t = performance.now()
    await f()
    wall.push(performance.now() - t)
    const u = process.cpuUsage(c)
    cpu.push((u.user + u.system) / 1000)
  }
  return { wall: median(wall), cpu: median(cpu), first: wall[0] ?? NaN }
}
