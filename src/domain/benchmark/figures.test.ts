import { describe, expect, it } from 'vitest'
import { projectFigures } from './figures'
import { benchmarkProjectOf } from './project-of'
import { computeScheme } from './scheme'
import { testProject } from './test-projects'

/** The indicators a scheme compares (issue 37 item 4): figures that reconcile with the bill. */
describe('benchmark figures', () => {
  it('a row’s 占比 counts its copies, as 表-02 does: the top-level shares add up to 100 %', () => {
    const p = testProject('p', [
      { id: 'a', name: '1#楼', built: 1000, price: 100, mult: 3 },
      { id: 'b', name: '地下室', built: 1000, price: 100 },
    ])
    const share = (rowId: string) =>
      projectFigures(p, 'row', rowId).find((f) => f.key === 'share')?.value
    // Project: 3 × 100,000 + 100,000 = 400,000 元; the tower's three copies are 75 %.
    expect(share('p-a')).toBe(0.75)
    expect(share('p-b')).toBe(0.25)
    // 单方造价 stays that of one copy.
    expect(projectFigures(p, 'row', 'p-a').find((f) => f.key === 'perBuilt')?.value).toBe(100)
  })

  it('单方造价 rounds half up on the exact decimal: 1,005.00 元 over 1,000 m² is 1.01', () => {
    // One item of 1 m2 at 1,005.00 元 in a row of 1,000 m².
    const p = testProject('p', [
      { id: 'a', name: '1#楼', built: 1000, price: 0, items: [['010101002001', 'm2', 1, 1005]] },
    ])
    expect(projectFigures(p, 'project').find((f) => f.key === 'perBuilt')?.value).toBe(1.01)
  })

  it('门窗 in 樘 get their own 门窗樘数 figure beside the m² 门窗 figure', () => {
    const p = testProject('p', [
      {
        id: 'a',
        name: '1#楼',
        built: 1000,
        price: 1,
        items: [
          ['010801001001', '樘', 50, 800],
          ['010807001001', 'm2', 120, 500],
        ],
      },
    ])
    const figures = projectFigures(p, 'project')
    expect(figures.find((f) => f.key === 'content:doors')?.value).toBe(0.12)
    expect(figures.find((f) => f.key === 'content:doorCount')?.value).toBe(0.05)
    const r = computeScheme({ target: p, samples: [], level: 'project' })
    const count = r.results.find((x) => x.key === 'content:doorCount')
    expect(count).toMatchObject({ label: '门窗樘数含量', unit: '樘/m²' })
  })

  it('a 栋数 that is not a whole number is counted as 1 and the results warn about it', () => {
    const row = (id: string, name: string, MultNum: unknown) => ({
      id,
      data: { ProId: 'p', ParentID: '', Sort: 1, Project_Name: name, BuiltArea: 100, MultNum },
    })
    const p = benchmarkProjectOf({
      project: { id: 'p', data: { Project_Name: '目标' } },
      structure: [row('r1', '1#楼', 1.5), row('r2', '2#楼', 2)],
      units: [],
      groups: [],
      items: [],
      rates: [],
      others: [],
    })
    expect(p.structure.map((r) => r.MultNum)).toEqual([1, 2])
    const r = computeScheme({ target: p, samples: [], level: 'project' })
    expect(r.warnings).toEqual(['项目"目标"的单项工程"1#楼"栋数为 1.5，不是正整数，按 1 栋计算'])
  })
})
