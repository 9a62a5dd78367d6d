/** The levels a benchmark compares at (DOMAIN.md "Indicators and benchmarking"). */
export const BENCHMARK_LEVELS = ['project', 'row', 'specialty', 'item'] as const
export type BenchmarkLevel = (typeof BENCHMARK_LEVELS)[number]
