import type { Plugin } from 'vite'

/** The part of a Rollup/Rolldown output chunk these checks need. */
export interface WorkerChunkInfo {
  type: 'chunk'
  fileName: string
  imports: string[]
  dynamicImports: string[]
  moduleIds: string[]
}

/** The chunk files a start chunk loads: what it imports, statically or dynamically, transitively. */
export function chunkClosure(
  chunks: ReadonlyMap<string, WorkerChunkInfo>,
  start: readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const chunk = chunks.get(file)
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next)
  }
  start.forEach(visit)
  return seen
}

/**
 * Modules the compute worker must never load: the app shell, React, Dexie, the router and Vite's
 * modulepreload polyfill (which reads a document the worker does not have). The
 * worker imports src/domain, workers/ and the libraries those use (docs/architecture.md "Compute
 * worker"); a chunk it shares with the main thread must hold only such modules.
 */
const NOT_IN_THE_WORKER = [
  /\/src\/(?!domain\/)/,
  /\/node_modules\/(react|react-dom|scheduler|dexie|dexie-react-hooks|@tanstack|@radix-ui)\//,
  /vite\/modulepreload-polyfill/,
]

/** The first module of the worker's chunks that the worker must not load, with its chunk. */
export function mainThreadModuleInWorker(
  chunks: ReadonlyMap<string, WorkerChunkInfo>,
  workerFile: string,
): { chunk: string; module: string } | null {
  for (const file of chunkClosure(chunks, [workerFile])) {
    const module = chunks
      .get(file)
      ?.moduleIds.find((id) => NOT_IN_THE_WORKER.some((re) => re.test(id.replaceAll('\\', '/'))))
    if (module !== undefined) return { chunk: file, module }
  }
  return null
}

/**
 * The compute worker built inside the app's build, not beside it (issue 41 item 5). Vite bundles
 * a `new Worker(new URL(…))` on its own, so every module the worker shares with the main thread
 * (zod, src/domain, comlink: about 150 KB) was built and precached twice. Here, in production
 * builds, the worker entry is emitted as one more entry chunk of the app's build: Rolldown puts
 * the modules both sides use in chunks both load, and the service worker precaches them once.
 * The dev server keeps Vite's own worker handling (vite.config.ts `worker`).
 *
 * `importer` is the file that starts the worker with `new Worker(new URL('<specifier>',
 * import.meta.url), …)` and `worker` the absolute path of the worker entry. The build fails when
 * the worker's chunks would carry main-thread code (NOT_IN_THE_WORKER). `resolveDependencies`
 * is for build.modulePreload: a dynamic import in a chunk the worker loads gets no preload list
 * (Vite's helper preloads with <link> tags, in a document the worker does not have).
 */
export function computeWorkerInTheAppBuild(importer: string, specifier: string, worker: string) {
  const workerChunks = new Set<string>()
  const pattern = `new URL('${specifier}', import.meta.url)`
  const emit: Plugin = {
    name: 'smartboq-compute-worker-in-the-app-build',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id !== importer) return null
      if (!code.includes(pattern))
        this.error(`${importer} no longer starts its worker with ${pattern}`)
      const ref = this.emitFile({ type: 'chunk', id: worker, name: 'compute.worker' })
      return { code: code.replace(pattern, `import.meta.ROLLDOWN_FILE_URL_${ref}`), map: null }
    },
    // Before Vite's import analysis writes the preload lists (resolveDependencies reads this).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = new Map<string, WorkerChunkInfo>()
        let workerFile: string | null = null
        for (const o of Object.values(bundle))
          if (o.type === 'chunk') {
            chunks.set(o.fileName, o)
            if (o.facadeModuleId === worker) workerFile = o.fileName
          }
        if (workerFile === null) return this.error(`the compute worker (${worker}) was not built`)
        workerChunks.clear()
        for (const file of chunkClosure(chunks, [workerFile])) workerChunks.add(file)
        const found = mainThreadModuleInWorker(chunks, workerFile)
        if (found !== null)
          this.error(
            `the compute worker would load main-thread code: ${found.module} (in ${found.chunk}); keep workers/ on src/domain`,
          )
      },
    },
  }
  // After Vite's import analysis: no dynamic import in the worker's chunks asks for preloads.
  const check: Plugin = {
    name: 'smartboq-compute-worker-without-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of workerChunks) {
          const o = bundle[file]
          if (o?.type === 'chunk' && o.code.includes('__vite__mapDeps'))
            this.error(`${file}, loaded by the compute worker, preloads with a document it lacks`)
        }
      },
    },
  }
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => (hostType === 'js' && workerChunks.has(hostId) ? [] : deps)
  return { plugins: [emit, check], resolveDependencies }
}
