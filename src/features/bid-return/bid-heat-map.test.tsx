// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HeatLegend, heatColor } from './bid-heat-map'

describe('heat map legend', () => {
  it('shows the colour scale with its 差额率 values from ≤-30% to ≥+30%, in Chinese, and the grey of 未报价', () => {
    render(<HeatLegend />)
    const legend = screen.getByRole('group', { name: '热力图图例' })
    const steps = within(legend).getAllByRole('listitem')
    expect(steps.map((li) => li.textContent)).toEqual([
      '≤-30%',
      '-20%',
      '-10%',
      '0%',
      '+10%',
      '+20%',
      '≥+30%',
    ])
    // Each swatch is the colour the map gives that rate.
    const swatch = (i: number) => (steps[i]?.firstElementChild as HTMLElement).style.background
    const expected = (r: number) => {
      const probe = document.createElement('span')
      probe.style.background = heatColor(r)
      return probe.style.background
    }
    expect(swatch(0)).toBe(expected(-0.3))
    expect(swatch(3)).toBe(expected(0))
    expect(swatch(6)).toBe(expected(0.3))
    expect(legend.textContent).toContain('差额率')
    expect(legend.textContent).toContain('低于基准')
    expect(legend.textContent).toContain('高于基准')
    expect(legend.textContent).toContain('未报价')
  })

  it('colours beyond ±30% as deep as ±30%, red above and blue below, grey when not priced', () => {
    expect(heatColor(0.5)).toBe(heatColor(0.3))
    expect(heatColor(-0.9)).toBe(heatColor(-0.3))
    expect(heatColor(0.3)).toMatch(/^rgba\(220, 38, 38/)
    expect(heatColor(-0.3)).toMatch(/^rgba\(37, 99, 235/)
    expect(heatColor(null)).toBe('#e5e7eb')
  })
})
