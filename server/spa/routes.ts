/**
 * The SPA's route patterns, as the server needs them to tell a page from a soft 404. The build
 * extracts them from src/routeTree.gen.ts (the router's own list, so they cannot drift) into
 * dist/routes.json; the server matches request paths against them as TanStack Router does:
 * case-insensitive, a trailing slash ignored, `$name` matching one non-empty segment.
 */

/** The file the build writes beside index.html. */
export const ROUTES_FILE = 'routes.json'

/** Routes that exist only to show "not found": the catch-all and the 404 page itself. */
const NOT_FOUND_ROUTES = new Set(['/$', '/404'])

/** The full paths of src/routeTree.gen.ts (its `fullPaths:` union), minus the not-found routes. */
export function routePatternsFromRouteTree(source: string): string[] {
  const block = /fullPaths:\s*((?:\|?\s*'[^']*'\s*)+)/.exec(source)?.[1]
  if (!block) throw new Error('routeTree.gen.ts has no fullPaths union')
  const paths = [...block.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '')
  return paths.filter((p) => !NOT_FOUND_ROUTES.has(p))
}

const segments = (path: string) => path.split('/').filter((s) => s !== '')

/** A matcher over route patterns: true when the path (no query) is one of the app's pages. */
export function routeMatcher(patterns: readonly string[]): (path: string) => boolean {
  const compiled = patterns.map((p) => segments(p.toLowerCase()))
  return (path) => {
    const parts = segments(path.toLowerCase())
    return compiled.some(
      (pattern) =>
        pattern.length === parts.length &&
        pattern.every((seg, i) =>
          seg.startsWith('$') ? seg.length > 1 && parts[i] !== '' : seg === parts[i],
        ),
    )
  }
}
