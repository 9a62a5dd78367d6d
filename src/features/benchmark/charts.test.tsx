import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { benchmarkStats } from '@/domain/benchmark/stats'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { BoxPlots } from './box-plots'
import { countTicks } from './chart-card'
import { Histogram, Scatter, SpecialtyBars } from './charts'

const result = (
  key: string,
  label: string,
  unit: string,
  money: boolean,
  values: number[],
  target: number,
): CompactResult => ({
  key,
  label,
  unit,
  money,
  group: '',
  groupLabel: '项目',
  targetScope: null,
  stats: benchmarkStats(values, target),
})

// Ten samples: Sturges gives 5 bins of 2 each, so the count axis tops at 2 (0.0 … 2.0 before).
const perBuilt = result(
  'perBuilt',
  '单方造价（建筑面积）',
  '元/m²',
  true,
  [4100, 4200, 4300, 4400, 4500, 4600, 4700, 4800, 4900, 5000],
  4650,
)
const share = result('share', '占比', '%', false, [0.2, 0.25, 0.3, 0.35], 0.28)

/** The chart's SVG as the PNG export serialises it (savePng draws exactly this text). */
function svgOf(container: HTMLElement): { svg: SVGSVGElement; text: string } {
  const svg = container.querySelector('svg')!
  return { svg, text: new XMLSerializer().serializeToString(svg) }
}

const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.textContent)

describe('对标 charts carry their context in the SVG they export', () => {
  it('the histogram counts in whole samples and has a title, axis names and a legend', () => {
    expect(perBuilt.stats.histogram?.map((b) => b.count)).toEqual([2, 2, 2, 2, 2])
    const { svg, text } = svgOf(render(<Histogram row={perBuilt} />).container)
    const yTicks = texts(svg, '.visx-axis-left .visx-axis-tick text')
    expect(yTicks).toEqual(['0', '1', '2'])
    expect(text).toContain('直方图：单方造价（建筑面积）（n=10）')
    expect(text).toContain('样本数（个）')
    expect(text).toContain('单方造价（建筑面积）（元/m²，刻度为各区间下限）')
    expect(texts(svg, '[data-testid="chart-legend"] text')).toEqual(['各区间样本数', '目标项目'])
    expect(svg.querySelector('[data-testid="target-line"]')).not.toBeNull()
  })

  it('each box plot has its own scale in the unit the table shows, and the chart a legend', () => {
    const { svg, text } = svgOf(render(<BoxPlots rows={[perBuilt, share]} />).container)
    expect(text).toContain('箱线图：样本分布与目标项目')
    expect(texts(svg, '[data-testid="chart-legend"] text')).toEqual([
      '箱体：P25–P75',
      '中位数',
      '须：最小值–最大值',
      '目标项目',
    ])
    const plots = [...svg.querySelectorAll('[data-testid="box-plot"]')]
    expect(plots).toHaveLength(2)
    const money = texts(plots[0]!, '.visx-axis-tick text')
    expect(money.length).toBeGreaterThanOrEqual(3)
    expect(money).toEqual(expect.arrayContaining(['4,600', '5,000']))
    // 占比 is drawn in % (20 … 35), as the table shows it, not as fractions.
    const pct = texts(plots[1]!, '.visx-axis-tick text').map((t) => Number(t))
    expect(Math.min(...pct)).toBeLessThanOrEqual(20)
    expect(Math.max(...pct)).toBeGreaterThanOrEqual(35)
  })

  it('the bars and the scatter name their axes and have a legend', () => {
    const bars = svgOf(render(<SpecialtyBars rows={[perBuilt]} />).container)
    expect(bars.text).toContain('单方造价（元/m²）')
    expect(bars.text).toContain('>专业<')
    expect(texts(bars.svg, '[data-testid="chart-legend"] text')).toEqual(['样本中位数', '目标项目'])
    const scatter = svgOf(
      render(
        <Scatter
          points={[
            { name: '甲', area: 12000, value: 4300, target: false },
            { name: '目标', area: 9000, value: 4650, target: true },
          ]}
        />,
      ).container,
    )
    expect(scatter.text).toContain('建筑面积（m²）')
    expect(scatter.text).toContain('单方造价（元/m²）')
    expect(texts(scatter.svg, '[data-testid="chart-legend"] text')).toEqual([
      '样本项目',
      '目标项目',
    ])
  })
})

describe('countTicks', () => {
  it.each([
    [1, [0, 1]],
    [2, [0, 1, 2]],
    [4, [0, 1, 2, 3, 4]],
    [5, [0, 2, 4, 6]],
    [13, [0, 4, 8, 12, 16]],
  ])('a count axis up to %i ticks at %j', (max, ticks) => {
    expect(countTicks(max)).toEqual(ticks)
  })
})
