import { describe, expect, it } from 'vitest'
import { computeScheme } from './scheme'
import { testProject } from './test-projects'

/** 剔除离群样本 (issue 37 item 5): which samples, how many, and the figures before and after. */
const project = (id: string, price: number) =>
  testProject(id, [{ id: 'a', name: '1#楼', built: 1000, price }])
// Eight samples of 3,000 … 3,700 元/m² and one of 9,000: P25 3,200, P75 3,600, upper fence 4,200.
const samples = [
  ...[3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700].map((v, i) => project(`s${i}`, v)),
  project('far', 9000),
]
const target = project('t', 3450)

describe('剔除离群样本', () => {
  const perBuilt = (dropOutliers: boolean) =>
    computeScheme({ target, samples, level: 'project', dropOutliers }).results.find(
      (r) => r.key === 'perBuilt',
    )

  it('without it the far sample stays in the quartiles and the mean', () => {
    const r = perBuilt(false)
    expect(r?.stats).toMatchObject({ n: 9, max: 9000, median: 3400, upperFence: 4200 })
    // (8 × 3,350 + 9,000) ÷ 9.
    expect(r?.stats.mean).toBeCloseTo(35_800 / 9, 6)
    expect(r?.outliers).toBeUndefined()
  })

  it('with it the sample beyond the fence is named, and the figures are given before and after', () => {
    const r = perBuilt(true)
    expect(r?.outliers?.dropped).toEqual([{ projectId: 'far', name: '项目far', value: 9000 }])
    expect(r?.outliers?.before).toMatchObject({ n: 9, max: 9000, median: 3400 })
    expect(r?.stats).toMatchObject({ n: 8, max: 3700, median: 3350, mean: 3350 })
    expect(r?.samples.map((s) => s.projectId)).not.toContain('far')
  })

  it('drops nothing below n = 4 (no fences)', () => {
    const r = computeScheme({
      target,
      samples: [project('a', 3000), project('b', 3100), project('c', 9000)],
      level: 'project',
      dropOutliers: true,
    }).results.find((x) => x.key === 'perBuilt')
    expect(r?.stats.n).toBe(3)
    expect(r?.outliers).toBeUndefined()
  })
})
