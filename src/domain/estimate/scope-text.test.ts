import { describe, expect, it } from 'vitest'
import { scopeText } from './scope-text'

describe('the 估算 range note', () => {
  it('says the city has too few templates only when a city was entered', () => {
    expect(scopeText('同类', '杭州')).toBe('同类已发布模板（同城不足 3 个）')
    expect(scopeText('同类', '  ')).toBe('同类已发布模板（未填写城市，按全国同类）')
    expect(scopeText('同城同类', '杭州')).toBe('同城同类已发布模板')
    expect(scopeText('无', '')).toBe('暂无可比模板')
  })
})
