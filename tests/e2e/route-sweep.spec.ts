import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { routePatterns, visitPath } from './route-list'
import { overflow } from './overflow-support'

// Every route of the route tree at the two sizes the product is for (a 1024×768 tablet, a
// 1440×900 laptop), one page load per route and size:
// - axe-core finds no accessibility violations, at 1440×900: a screen renders the same elements
//   at 1024×768, only laid out narrower, which is what the second check is for;
// - nothing runs off the main area's right edge (no horizontal overflow), at both sizes.
// The route list is the router's own (./route-list.ts), so a new route is checked without editing
// this file. Read-only and logged out, so this file
// runs beside the other browser tests (playwright.config.ts, project "sweep").

const AXE_WIDTH = 1440
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const

// Also checked for overflow without their id: the "参数 ID 无效" state is a screen users meet.
const WITHOUT_QUERY_TOO = ['/Page/modelDetail', '/Page/authorHomepage']
// Redirect-only routes (/emptyPage goes on to its redirect, the benchmark layouts to their index):
// axe checks where they land; the overflow check runs on the pages themselves.
const REDIRECTS = new Set(['/emptyPage', '/Page/Benchmarking', '/Page/NewBenchmarking'])

interface Visit {
  path: string
  axe: boolean
  overflow: boolean
}

function visits(): Visit[] {
  const patterns = routePatterns()
  const list: Visit[] = patterns.map((p) => ({
    path: visitPath(p),
    axe: true,
    overflow: !REDIRECTS.has(p),
  }))
  for (const p of WITHOUT_QUERY_TOO)
    if (patterns.includes(p)) list.push({ path: p, axe: false, overflow: true })
  list.push({ path: '/404', axe: true, overflow: true })
  return list
}

test.describe.configure({ mode: 'parallel' })

// Each size in PARTS tests over interleaved thirds of the list, so two workers can share the sweep.
const PARTS = 3

for (const size of SIZES) {
  for (let part = 0; part < PARTS; part++) {
    test(`every route at ${size.width}×${size.height} (part ${part + 1} of ${PARTS}): ${size.width === AXE_WIDTH ? 'axe finds no accessibility violations and ' : ''}nothing overflows horizontally (side menu open)`, async ({
      page,
    }) => {
      const all = visits()
      expect(all.length).toBeGreaterThan(30)
      const list = all.filter((_, i) => i % PARTS === part)
      test.setTimeout(list.length * 20_000)
      await page.setViewportSize(size)
      const violations: string[] = []
      const overflows: string[] = []
      for (const { path, axe, overflow: checkOverflow } of list) {
        await page.goto(path)
        // #main is the app's own <main> (index.html's static shell has one without the id).
        await expect(page.locator('main#main'), path).not.toBeEmpty()
        // Settled: no skeleton left and the network quiet, so the checked page is the one a user reads.
        await expect(page.locator('[data-slot="skeleton"]'), path).toHaveCount(0)
        await page.waitForLoadState('networkidle')
        if (checkOverflow) for (const o of await overflow(page)) overflows.push(`${path}: ${o}`)
        if (axe && size.width === AXE_WIDTH) {
          const result = await new AxeBuilder({ page }).analyze()
          for (const v of result.violations)
            violations.push(
              `${path}: ${v.id} (${v.impact ?? ''}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            )
        }
      }
      expect(violations, 'axe violations').toEqual([])
      expect(overflows, 'horizontal overflow').toEqual([])
    })
  }
}

// Lighthouse's mobile preset (412×823) checks touch targets (axe's target-size, WCAG 2.5.8): at a
// phone's width the page foot wraps onto lines 4 px apart, and its links were too close together.
test('at a phone width the page foot has touch targets of at least 24 px (axe target-size) on the home page and the trading centre', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const violations: string[] = []
  for (const path of ['/newIndex', '/Page/tradingCenter?id=3']) {
    await page.goto(path)
    const foot = page.locator('footer nav[aria-label="页脚"]')
    await foot.scrollIntoViewIfNeeded()
    await expect(foot.getByRole('link', { name: '帮助中心' })).toBeVisible()
    const result = await new AxeBuilder({ page })
      .include('footer')
      .withRules(['target-size'])
      .analyze()
    expect(
      result.passes.length + result.violations.length,
      `${path}: axe checked the foot's targets`,
    ).toBeGreaterThan(0)
    for (const v of result.violations)
      violations.push(`${path}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }
  expect(violations, 'touch targets too small').toEqual([])
})
