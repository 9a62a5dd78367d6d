import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { routeScreensWithoutPreloadLists, spaServerFiles } from './server/spa/vite-plugin.ts'
import { computeWorkerInTheAppBuild } from './server/spa/compute-worker.ts'
import { zodWithoutJsonSchema } from './server/spa/zod-without-json-schema.ts'

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080'
const routeScreens = routeScreensWithoutPreloadLists()
const computeWorker = computeWorkerInTheAppBuild(
  fileURLToPath(new URL('./src/lib/compute.ts', import.meta.url)),
  '../../workers/compute.worker.ts',
  fileURLToPath(new URL('./workers/compute.worker.ts', import.meta.url)),
)

const exceljsDir = fileURLToPath(new URL('./workers/exceljs/', import.meta.url))
const resolvePackage = createRequire(import.meta.url).resolve
/**
 * Node modules that exceljs asks for, and their browser stand-ins; and the packages exceljs asks
 * for, on what the platform and the app already have (JSZip on the app's zip reader and writer,
 * uuid on crypto.getRandomValues) or not at all (saxes and readable-stream: the worker reads
 * workbooks with the app's reader, exceljs only writes there, into a buffer of its own that
 * needs only an event emitter of Node's streams: workers/exceljs/no-stream.cjs).
 */
const STAND_INS: Record<string, string> = {
  fs: `${exceljsDir}empty.cjs`,
  util: `${exceljsDir}empty.cjs`,
  crypto: `${exceljsDir}no-crypto.cjs`,
  events: `${exceljsDir}events.cjs`,
  buffer: resolvePackage('buffer/'),
  stream: `${exceljsDir}no-stream.cjs`,
  'readable-stream': `${exceljsDir}no-stream.cjs`,
  jszip: `${exceljsDir}jszip.cjs`,
  uuid: `${exceljsDir}uuid.cjs`,
  saxes: `${exceljsDir}no-sax.cjs`,
}

/**
 * The compute worker's exceljs (workers/exceljs/exceljs.js): its Workbook built from exceljs's own
 * modules, with browser stand-ins for the Node modules they ask for and without CSV and sheet
 * protection, instead of the 930 KB browserify bundle the package hands browsers.
 */
function exceljsForTheWorker(): Plugin {
  return {
    name: 'exceljs-for-the-worker',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'exceljs') return `${exceljsDir}exceljs.js`
      if (importer === undefined) return null
      const fromExceljs = importer.includes('/node_modules/') || importer.startsWith(exceljsDir)
      if (!fromExceljs) return null
      if (source === '../csv/csv' && importer.includes('/node_modules/exceljs/lib/doc/'))
        return `${exceljsDir}no-csv.cjs`
      return STAND_INS[source] ?? null
    },
  }
}

/**
 * exceljs has one owner, the compute worker (docs/architecture.md "Compute worker"): the main
 * thread sends and receives bytes. This fails the build when a module the page can load
 * (index.html's and everything it imports, statically or dynamically) imports exceljs; the
 * compute worker, built in the same build (server/spa/compute-worker.ts), holds the one copy the
 * PWA ships and precaches. Modules, not chunks: a chunk the page and the worker share may hold a
 * worker-only module that loads exceljs, which the page never calls.
 */
function exceljsInWorkerOnly(): Plugin {
  return {
    name: 'exceljs-in-worker-only',
    apply: 'build',
    generateBundle() {
      const page = [...this.getModuleIds()].filter((id) => id.endsWith('/index.html'))
      const from = new Map<string, string>(page.map((id) => [id, '']))
      const queue = [...page]
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const info = this.getModuleInfo(id)
        for (const next of [
          ...(info?.importedIds ?? []),
          ...(info?.dynamicallyImportedIds ?? []),
        ]) {
          if (from.has(next)) continue
          from.set(next, id)
          if (!next.includes('/node_modules/exceljs/')) {
            queue.push(next)
            continue
          }
          // The way the page reaches it, from the first app module back to index.html.
          const way: string[] = []
          for (let m = id; m !== ''; m = from.get(m) ?? '')
            if (!m.includes('/node_modules/') && !m.startsWith(exceljsDir))
              way.push(m.slice(m.indexOf('/src/') + 1 || m.lastIndexOf('/') + 1))
          this.error(
            `exceljs reached the main thread (${way.join(' <- ')}): read and write workbooks in the compute worker (workers/), never on the main thread`,
          )
        }
      }
    },
  }
}

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React 19 has useSyncExternalStore: TanStack Store's selector hook takes the package's
      // entry built on it, not the shim for React 17 (0.4 KB gzip of the first load, issue 41).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      devOptions: { enabled: false },
      // What the app needs offline, each file once (issue 41): the glob finds the favicon, the
      // plugin adds the web manifest itself (includeAssets, the manifest's icons and a
      // webmanifest glob listed them twice). The PNG icons are the install's, which the browser
      // fetches and keeps when it installs the app; no page shows them.
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
      },
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: '智能清单',
        short_name: '智能清单',
        description: '造价工程师的智能工程量清单与计价工具',
        lang: 'zh-CN',
        dir: 'ltr',
        start_url: '/newIndex',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d4ed8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    spaServerFiles(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))),
    { ...exceljsForTheWorker(), apply: 'build' },
    ...computeWorker.plugins,
    zodWithoutJsonSchema(),
    exceljsInWorkerOnly(),
    routeScreens.plugin,
  ],
  worker: { format: 'es', plugins: () => [exceljsForTheWorker()] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      resolveDependencies: (file, deps, context) =>
        computeWorker.resolveDependencies(
          file,
          routeScreens.resolveDependencies(file, deps, context),
          context,
        ),
    },
  },
})
