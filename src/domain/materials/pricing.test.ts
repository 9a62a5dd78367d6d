import { describe, expect, it } from 'vitest'
import { isValidPriority, pickPrice, repriceDiff, type PriceCandidate } from './pricing'

const c = (
  packageId: string,
  type: 1 | 2 | 3,
  city: string,
  period: string,
  taxFen: number,
): PriceCandidate => ({
  packageId,
  type,
  city,
  period,
  taxFen,
  noTaxFen: Math.round(taxFen / 1.13),
})

const candidates = [
  c('gov-sz-05', 3, '深圳', '2026-05', 366700),
  c('gov-sz-04', 3, '深圳', '2026-04', 370000),
  c('gov-gz-05', 3, '广州', '2026-05', 360000),
  c('mkt-sz-04', 2, '深圳', '2026-04', 355000),
  c('mine', 1, '', '2026-03', 350000),
]

describe('pickPrice by priority', () => {
  it('takes 个人 first by default and records package and period', () => {
    expect(pickPrice(candidates, { city: '深圳', period: '2026-05' })).toMatchObject({
      packageId: 'mine',
      type: 1,
      period: '2026-03',
    })
  })

  it('follows a user-set priority: official first picks the newest period not after the bill period', () => {
    expect(
      pickPrice(candidates, { priority: [3, 2, 1], city: '深圳', period: '2026-05' })?.packageId,
    ).toBe('gov-sz-05')
    expect(
      pickPrice(candidates, { priority: [3, 2, 1], city: '深圳', period: '2026-04' })?.packageId,
    ).toBe('gov-sz-04')
    expect(pickPrice(candidates, { priority: [3], city: '广州' })?.packageId).toBe('gov-gz-05')
  })

  it('falls through to the next type when the first has nothing fitting, and gives null when none does', () => {
    expect(pickPrice(candidates, { priority: [2, 3], city: '深圳', period: '2026-03' })).toBeNull()
    expect(
      pickPrice(candidates, { priority: [3, 2], city: '深圳', period: '2026-04' })?.packageId,
    ).toBe('gov-sz-04')
    expect(pickPrice(candidates, { priority: [2, 3], city: '北京' })).toBeNull()
  })

  it('breaks a tie of period by package id, whatever the input order', () => {
    const tie = [c('b', 3, '深圳', '2026-05', 1), c('a', 3, '深圳', '2026-05', 2)]
    expect(pickPrice(tie, { priority: [3] })?.packageId).toBe('a')
    expect(pickPrice([...tie].reverse(), { priority: [3] })?.packageId).toBe('a')
  })

  it('validates priorities', () => {
    expect([[1, 2, 3], [3], [2, 1]].map(isValidPriority)).toEqual([true, true, true])
    expect([[], [1, 1], [4], [1, 2, 3, 1]].map(isValidPriority)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('repriceDiff lists every change before it is applied', () => {
  it('reports price changes, source-only changes, missing prices and unchanged items', () => {
    const byKey = new Map([
      ['rebar', candidates],
      ['sand', [c('gov-sz-05', 3, '深圳', '2026-05', 18400)]],
      ['stone', [c('gov-sz-05', 3, '深圳', '2026-05', 14500)]],
      ['block', [c('gov-sz-05', 3, '深圳', '2026-05', 28300)]],
    ])
    const sand = c('gov-sz-04', 3, '深圳', '2026-04', 18400)
    const stone = c('gov-sz-05', 3, '深圳', '2026-05', 14500)
    const diff = repriceDiff(
      [
        { id: 'i1', key: 'rebar', current: c('gov-sz-04', 3, '深圳', '2026-04', 370000) },
        { id: 'i2', key: 'sand', current: sand },
        { id: 'i3', key: 'stone', current: stone },
        { id: 'i4', key: 'block', current: null },
        { id: 'i5', key: 'glass', current: null },
      ],
      byKey,
      { priority: [3], city: '深圳', period: '2026-05' },
    )
    expect(
      diff.changes.map((ch) => [
        ch.id,
        ch.from?.packageId ?? null,
        ch.to.packageId,
        ch.changeFen,
        ch.changePct,
      ]),
    ).toEqual([
      ['i1', 'gov-sz-04', 'gov-sz-05', -3300, '-0.89'],
      ['i2', 'gov-sz-04', 'gov-sz-05', 0, '0.00'],
      ['i4', null, 'gov-sz-05', null, null],
    ])
    expect(diff.missing.map((m) => m.id)).toEqual(['i5'])
    expect(diff.unchanged).toBe(1)
  })
})
