import { describe, expect, it } from 'vitest'
import { figureText, pairingGap } from './format'

describe('figureText', () => {
  it('shows a share (a fraction under unit %) in percent: 1 → 100.00, 0.125 → 12.50', () => {
    const share = { unit: '%', money: false }
    expect(figureText(1, share)).toBe('100.00')
    expect(figureText(0.125, share)).toBe('12.50')
  })

  it('money with thousands separators and 2 decimals, 含量 to 4 decimals, none as —', () => {
    expect(figureText(4424.449, { unit: '元/m²', money: true })).toBe('4,424.45')
    expect(figureText(0.243, { unit: 'm³/m²', money: false })).toBe('0.2430')
    expect(figureText(null, { unit: '%', money: false })).toBe('—')
  })
})

describe('pairingGap (compardiffercontract)', () => {
  const row = (group: string, key: string, groupLabel = group || '项目') => ({
    group,
    key,
    groupLabel,
  })
  it('says the levels differ when no row pairs across a project and a 专业 scheme', () => {
    const gap = pairingGap(
      { level: 'project', rows: [row('', 'perBuilt')] },
      { level: 'specialty', rows: [row('土建', 'perBuilt')] },
    )
    expect(gap).toContain('两个方案的对标层级不同（本方案：整个项目，对比方案：专业）')
  })

  it('names the groups when the same level has none in common (地下室 against 住宅塔楼)', () => {
    expect(
      pairingGap(
        { level: 'row', rows: [row('地下室', 'perBuilt')] },
        { level: 'row', rows: [row('住宅塔楼', 'perBuilt')] },
      ),
    ).toBe(
      '两个方案没有相同的指标分组（本方案：地下室；对比方案：住宅塔楼），所以对比方案一列为空。',
    )
  })

  it('is null as soon as one row pairs', () => {
    expect(
      pairingGap(
        { level: 'project', rows: [row('', 'perBuilt'), row('', 'share')] },
        { level: 'project', rows: [row('', 'share')] },
      ),
    ).toBeNull()
  })
})
