import { readFileSync } from 'node:fs'
import { routePatternsFromRouteTree } from '../../server/spa/routes.ts'

// The screens a browser test visits: the router's own route list (the same the server uses to
// tell pages from 404s), so a new route is visited without editing the tests.

/** The query a menu link adds, or an id that shows a real page rather than "参数 ID 无效". */
export const ROUTE_QUERY: Record<string, string> = {
  '/Page/tradingCenter': '?id=3',
  '/Page/newModelProjet': '?id=2',
  '/Page/modelDetail': '?id=1',
  '/Page/authorHomepage': '?id=1',
  '/Page/Benchmarking/benchmarkindex': '?SID=1',
  '/Page/NewBenchmarking/benchmarkindex': '?SID=1',
}

/** The route patterns of src/routeTree.gen.ts but "/" ($name = one segment). */
export function routePatterns(): string[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  return routePatternsFromRouteTree(tree).filter((p) => p !== '/')
}

/** A visitable path for a pattern: $type filled in, the query it needs added. */
export const visitPath = (pattern: string): string =>
  pattern.replace('$type', 'invite') + (ROUTE_QUERY[pattern] ?? '')
