import { describe, expect, it } from 'vitest'
import { RATE_BASES } from '../model'
import { BUILTIN_FEE_TEMPLATES, linesOfUnit, safetyFeeWarning, templateLines } from './templates'

describe('built-in 取费模板', () => {
  it('a national default and a province, each citing its document and year, with one safety line and known bases', () => {
    expect(BUILTIN_FEE_TEMPLATES.map((t) => t.ID)).toEqual([
      'builtin:national',
      'builtin:jiangsu-2014',
    ])
    for (const t of BUILTIN_FEE_TEMPLATES) {
      expect(t.Source).toMatch(/《.+》.*（\d{4}年）/)
      expect(t.Lines.filter((l) => l.IsSafety === 1)).toHaveLength(1)
      for (const l of t.Lines) expect(RATE_BASES).toContain(l.Base)
    }
    const js = BUILTIN_FEE_TEMPLATES[1]
    expect(js?.Lines.map((l) => [l.Name, l.Rate])).toContainEqual(['安全文明施工费', 3.1])
    expect(js?.Lines.filter((l) => l.Kind === '规费').map((l) => l.Rate)).toEqual([3.2, 0.53, 0.1])
  })

  it('takes a template to a standard: 2013 keeps 规费 and 安全文明施工费, 2024 drops 规费 and says 安全生产措施费', () => {
    const lines = BUILTIN_FEE_TEMPLATES[0]?.Lines ?? []
    const y13 = templateLines(lines, 'GB 50500-2013')
    const y24 = templateLines(lines, 'GB/T 50500-2024')
    expect(y13).toHaveLength(lines.length)
    expect(y13.find((l) => l.IsSafety === 1)?.Name).toBe('安全文明施工费')
    expect(y24.some((l) => l.Kind === '规费')).toBe(false)
    expect(y24.find((l) => l.IsSafety === 1)?.Name).toBe('安全生产措施费')
    // A template saved under 2024 applied to a 2013 unit gets the 2013 name back.
    expect(templateLines(y24, 'GB 50500-2013').find((l) => l.IsSafety === 1)?.Name).toBe(
      '安全文明施工费',
    )
  })

  it('saves a unit lines in their order without ids, units or amounts', () => {
    const line = (Name: string, Sort: number) => ({
      ID: Name,
      UnitId: 'u',
      Kind: '总价措施' as const,
      Code: '',
      Name,
      Base: '分部分项工程费' as const,
      Rate: 1.5,
      Amount: 99,
      IsSafety: 0 as const,
      Sort,
    })
    expect(linesOfUnit([line('乙', 2), line('甲', 1)])).toEqual([
      { Kind: '总价措施', Code: '', Name: '甲', Base: '分部分项工程费', Rate: 1.5, IsSafety: 0 },
      { Kind: '总价措施', Code: '', Name: '乙', Base: '分部分项工程费', Rate: 1.5, IsSafety: 0 },
    ])
  })

  it('warns when the safety fee is 0 on a priced unit, by the standard name', () => {
    expect(safetyFeeWarning({ safety: 0, items: 100, unitMeasures: 0 }, 'GB 50500-2013')).toMatch(
      /^安全文明施工费为 0：该费用不可竞争/,
    )
    expect(safetyFeeWarning({ safety: 0, items: 0, unitMeasures: 5 }, 'GB/T 50500-2024')).toMatch(
      /^安全生产措施费为 0/,
    )
    expect(safetyFeeWarning({ safety: 1, items: 100, unitMeasures: 0 }, 'GB 50500-2013')).toBeNull()
    expect(safetyFeeWarning({ safety: 0, items: 0, unitMeasures: 0 }, 'GB 50500-2013')).toBeNull()
  })
})
