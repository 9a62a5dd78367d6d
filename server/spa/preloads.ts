/**
 * Per-route module preloads (issue 16). The router loads a screen's code (its lazy route chunk and
 * the chunks that imports) only after the entry chunk has run, one network round trip later. The
 * build writes dist/preloads.json: for each page route, the chunks its screen needs beyond what
 * index.html already preloads; the server then answers a navigation to that page with a `Link:
 * rel=modulepreload` header per chunk, so they download beside the entry chunk.
 */

/** The file the build writes beside index.html. */
export const PRELOADS_FILE = 'preloads.json'

/** The part of a Rollup/Rolldown output chunk this needs. */
export interface ChunkInfo {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  /** index.html for the page's entry; a worker's entry chunk is an entry too (compute-worker.ts). */
  facadeModuleId: string | null
  imports: string[]
  moduleIds: string[]
}

/** A split route component of the router plugin: src/routes/<file>.tsx?tsr-split=component… */
const SPLIT_ROUTE = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component/

/** The route path of a route file name (relative to src/routes, no extension), or null. */
export function routePathOfFile(file: string): string | null {
  const parts = file.split(/[\\/]/)
  // "-x" files are not routes; "__root" is the layout (in the entry); "$" params vary by page.
  if (parts.some((p) => p.startsWith('-') || p.startsWith('__') || p.includes('$'))) return null
  if (parts.at(-1) === 'index') parts.pop()
  return '/' + parts.join('/')
}

/** Whether a chunk is a route screen's (the router plugin's split component of a route file). */
export const isRouteChunk = (chunk: Pick<ChunkInfo, 'moduleIds'>): boolean =>
  chunk.moduleIds.some((id) => SPLIT_ROUTE.test(id))

/** Route path -> the chunk files (relative to dist) its screen needs besides the entry's. */
export function routePreloads(chunks: readonly ChunkInfo[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const next of byFile.get(file)?.imports ?? []) visit(next)
    }
    start.forEach(visit)
    return seen
  }
  // What index.html loads: its entry chunk's, not the compute worker's (also an entry chunk).
  const page = chunks.filter((c) => c.isEntry && c.facadeModuleId?.endsWith('.html') === true)
  const entry = closure(page.map((c) => c.fileName))
  const out: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const file = chunk.moduleIds.map((id) => SPLIT_ROUTE.exec(id)?.[1]).find((f) => f !== undefined)
    const path = file === undefined ? null : routePathOfFile(file)
    if (path === null) continue
    out[path] = [...closure([chunk.fileName])].filter((f) => !entry.has(f)).sort()
  }
  return out
}

/**
 * index.html's own stylesheet and module scripts, as Link values: they go first in the header, so
 * the screen's chunks never delay the render-blocking stylesheet or the entry chunk.
 */
export function shellLinks(html: string): string[] {
  const css: string[] = []
  const js: string[] = []
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\s(?:src|href)="(\/assets\/[^"]+)"/.exec(tag)?.[1]
    if (!url) continue
    if (/rel="stylesheet"/.test(tag)) css.push(`<${url}>; rel=preload; as=style; crossorigin`)
    else if (/type="module"|rel="modulepreload"/.test(tag))
      js.push(`<${url}>; rel=modulepreload; crossorigin`)
  }
  return [...css, ...js]
}

/** The Link header value for a page path (no query), or undefined when it has no screen chunks. */
export function preloadLink(
  preloads: Record<string, string[]>,
  path: string,
  shell: readonly string[] = [],
): string | undefined {
  const key =
    '/' +
    path
      .split('/')
      .filter((s) => s !== '')
      .join('/')
  const wanted = key.toLowerCase()
  const found = Object.entries(preloads).find(([route]) => route.toLowerCase() === wanted)?.[1]
  if (!found || found.length === 0) return undefined
  return [...shell, ...found.map((f) => `</${f}>; rel=modulepreload; crossorigin`)].join(', ')
}
