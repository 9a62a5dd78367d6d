import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { routePatternsFromRouteTree } from '../../server/spa/routes.ts'

// axe-core over every page of the route tree (the same list the server uses to tell pages from
// 404s, so a new route is checked without editing this file), at both screen sizes of the product.
const SEARCH: Record<string, string> = {
  '/Page/tradingCenter': '?id=3',
  '/Page/newModelProjet': '?id=2',
  '/Page/modelDetail': '?id=1',
  '/Page/authorHomepage': '?id=1',
  '/Page/Benchmarking/benchmarkindex': '?SID=1',
  '/Page/NewBenchmarking/benchmarkindex': '?SID=1',
}
const routeTree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
const PATHS = [
  ...routePatternsFromRouteTree(routeTree)
    .filter((p) => p !== '/')
    .map((p) => p.replace('$type', 'invite') + (SEARCH[p] ?? '')),
  '/404',
]

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`axe finds no accessibility violations on any route at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(PATHS.length * 15_000)
    await page.setViewportSize(viewport)
    const found: string[] = []
    for (const path of PATHS) {
      await page.goto(path)
      // #main is the app's own <main> (index.html's static shell has one without the id).
      await expect(page.locator('main#main'), path).not.toBeEmpty()
      // Settled: no skeleton left, so the checked page is the one a user reads.
      await expect(page.locator('[data-slot="skeleton"]'), path).toHaveCount(0)
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const v of violations) found.push(`${path}: ${v.id} (${v.impact ?? ''}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }
    expect(found).toEqual([])
  })
}
