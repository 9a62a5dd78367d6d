import { describe, expect, it } from 'vitest'
import {
  preloadLink,
  routePathOfFile,
  routePreloads,
  shellLinks,
  type ChunkInfo,
} from './preloads.ts'

const chunk = (
  fileName: string,
  imports: string[],
  moduleIds: string[] = [],
  facadeModuleId: string | null = null,
): ChunkInfo => ({
  type: 'chunk',
  fileName,
  imports,
  moduleIds,
  isEntry: facadeModuleId !== null,
  facadeModuleId,
})

describe('route preloads', () => {
  it('maps route files to page paths, leaving out non-routes, the root layout and param routes', () => {
    expect(routePathOfFile('newIndex')).toBe('/newIndex')
    expect(routePathOfFile('Page/tradingCenter')).toBe('/Page/tradingCenter')
    expect(routePathOfFile('MyData/index')).toBe('/MyData')
    expect(routePathOfFile('index')).toBe('/')
    for (const file of ['-router', '__root', 'MyData/confirm/$id', '$'])
      expect(routePathOfFile(file)).toBeNull()
  })

  it("lists a screen's chunks and what they import, without what index.html's entry already loads", () => {
    const chunks = [
      chunk(
        'assets/index-1.js',
        ['assets/react-1.js', 'assets/router-1.js'],
        ['/app/index.html', '/app/src/main.tsx'],
        '/app/index.html',
      ),
      chunk('assets/react-1.js', []),
      chunk('assets/router-1.js', ['assets/react-1.js']),
      chunk(
        'assets/newIndex-1.js',
        ['assets/react-1.js', 'assets/read-1.js'],
        [
          '/app/src/features/home/home-screen.tsx',
          '/app/src/routes/newIndex.tsx?tsr-split=component',
        ],
      ),
      chunk('assets/read-1.js', ['assets/notify-1.js']),
      chunk('assets/notify-1.js', []),
      chunk(
        'assets/tradingCenter-1.js',
        ['assets/read-1.js'],
        ['/app/src/routes/Page/tradingCenter.tsx?tsr-split=component'],
      ),
      chunk('assets/unrelated-1.js', [], ['/app/src/lib/compute.ts']),
      // The compute worker, built in the app's build: an entry too, which index.html does not load.
      chunk(
        'assets/compute.worker-1.js',
        ['assets/read-1.js'],
        ['/app/workers/compute.worker.ts'],
        '/app/workers/compute.worker.ts',
      ),
    ]
    expect(routePreloads(chunks)).toEqual({
      '/newIndex': ['assets/newIndex-1.js', 'assets/notify-1.js', 'assets/read-1.js'],
      '/Page/tradingCenter': [
        'assets/notify-1.js',
        'assets/read-1.js',
        'assets/tradingCenter-1.js',
      ],
    })
  })

  it('builds the Link header of a page path as the router matches it (any case, trailing slash)', () => {
    const preloads = { '/Page/tradingCenter': ['assets/a.js', 'assets/b.js'], '/help': [] }
    const expected =
      '</assets/a.js>; rel=modulepreload; crossorigin, </assets/b.js>; rel=modulepreload; crossorigin'
    expect(preloadLink(preloads, '/Page/tradingCenter')).toBe(expected)
    expect(preloadLink(preloads, '/page/tradingcenter/')).toBe(expected)
    expect(preloadLink(preloads, '/help')).toBeUndefined()
    expect(preloadLink(preloads, '/newIndex')).toBeUndefined()
  })

  it("puts index.html's stylesheet first, then its module scripts, before the screen's chunks", () => {
    const html =
      '<link rel="icon" href="/favicon.svg" /><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css">'
    const shell = shellLinks(html)
    expect(shell).toEqual([
      '</assets/index-1.css>; rel=preload; as=style; crossorigin',
      '</assets/index-1.js>; rel=modulepreload; crossorigin',
      '</assets/react-1.js>; rel=modulepreload; crossorigin',
    ])
    expect(preloadLink({ '/help': ['assets/help-1.js'] }, '/help', shell)).toBe(
      [...shell, '</assets/help-1.js>; rel=modulepreload; crossorigin'].join(', '),
    )
  })
})
