import { describe, expect, it } from 'vitest'
import { projectFigures } from './figures'
import { computeScheme } from './scheme'
import { testProject } from './test-projects'

/**
 * 单项 level (issue 37 item 2): the target row is compared only with the samples' rows of the same
 * 业态/部位, guessed from the names or chosen by the user, and n is counted per indicator.
 */
const target = testProject('t', [
  { id: 'a', name: '1#楼', built: 10_000, price: 3000 },
  { id: 'b', name: '地下室', built: 5_000, price: 4000 },
])
const samples = [
  testProject('s1', [
    { id: 'a', name: '2#楼', built: 8_000, price: 2800 },
    { id: 'b', name: '地下室', built: 4_000, price: 4200 },
  ]),
  testProject('s2', [
    { id: 'a', name: '高层住宅', built: 9_000, price: 3100 },
    { id: 'b', name: '地下车库', built: 3_000, price: 3900 },
    // Named like a tower, tagged 地下室 by the user: a 地下室 peer.
    { id: 'c', name: 'B区', built: 2_000, price: 4500, usage: '地下室' },
  ]),
  testProject('s3', [
    { id: 'a', name: '商业裙楼', built: 6_000, price: 3500 },
    // A basement under a tower is still a 地下室.
    { id: 'b', name: '5#楼', built: 0, price: 0 },
    { id: 'c', name: '5#楼地上', built: 7_000, price: 3000, parent: 'b' },
    { id: 'd', name: '5#楼地下室', built: 1_000, price: 4400, parent: 'b' },
  ]),
]

describe('单项 level compares rows of the same 业态/部位', () => {
  it('a 地下室 target meets only the samples’ 地下室, at any depth, with n per indicator', () => {
    const r = computeScheme({ target, samples, level: 'row', targetRowId: 't-b' })
    const built = r.results.find((x) => x.key === 'perBuilt')
    expect(built?.group).toBe('地下室')
    expect(built?.stats.target).toBe(4000)
    expect(built?.samples.map((s) => s.used).sort((a, b) => a - b)).toEqual([4200, 4400, 4500])
    expect(built?.stats.n).toBe(3)
    expect(built?.samples.map((s) => s.name)).toContain('项目s3（5#楼地下室）')
    // Only the target's tag: no result of another group; every indicator carries its own n.
    expect(new Set(r.results.map((x) => x.group))).toEqual(new Set(['地下室']))
    for (const x of r.results) expect(x.stats.n).toBe(x.samples.length)
  })

  it('a tower target (the default first row) meets the towers, not the basements or the podium', () => {
    const r = computeScheme({ target, samples, level: 'row' })
    const built = r.results.find((x) => x.key === 'perBuilt')
    expect(built?.group).toBe('住宅塔楼')
    // 2#楼 2800, 高层住宅 3100, 5#楼 (3000 × 7,000 + 4400 × 1,000 over 8,000 m²) 3175; 5#楼地上
    // is inside 5#楼 (a tower in a tower) and not counted again.
    expect(built?.samples.map((s) => s.used).sort((a, b) => a - b)).toEqual([2800, 3100, 3175])
    expect(built?.stats.n).toBe(3)
  })

  it('the sample figures of a project carry the row tag as their group', () => {
    const groups = projectFigures(samples[1]!, 'row').map((f) => f.group)
    expect(new Set(groups)).toEqual(new Set(['住宅塔楼', '车库', '地下室']))
  })
})
