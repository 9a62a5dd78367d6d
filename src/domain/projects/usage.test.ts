import { describe, expect, it } from 'vitest'
import { guessUsage, usageOf, USAGE_TAGS } from './usage'

describe('业态/部位 of a structure row', () => {
  it('guesses the tag from the row name', () => {
    expect(guessUsage('地下室')).toBe('地下室')
    expect(guessUsage('人防地下室')).toBe('地下室')
    // A basement car park is a 车库, not a 地下室.
    expect(guessUsage('地下车库')).toBe('车库')
    expect(guessUsage('1#裙楼')).toBe('商业')
    expect(guessUsage('沿街底商')).toBe('商业')
    expect(guessUsage('2#楼')).toBe('住宅塔楼')
    expect(guessUsage('12号楼')).toBe('住宅塔楼')
    expect(guessUsage('高层住宅')).toBe('住宅塔楼')
    expect(guessUsage('景观绿化')).toBe('景观')
    expect(guessUsage('室外总图')).toBe('室外工程')
    expect(guessUsage('幼儿园')).toBe('公建配套')
    expect(guessUsage('办公楼')).toBe('办公')
    expect(guessUsage('临时设施')).toBe('其他')
  })

  it('a tag the user chose wins over the guess; blank or unknown falls back to the guess', () => {
    expect(usageOf({ Project_Name: '1#楼', Usage: '商业' })).toBe('商业')
    expect(usageOf({ Project_Name: '1#楼', Usage: '' })).toBe('住宅塔楼')
    expect(usageOf({ Project_Name: '地下室' })).toBe('地下室')
    expect(usageOf({ Project_Name: '地下室', Usage: '塔楼' })).toBe('地下室')
    expect(USAGE_TAGS).toContain(usageOf({ Project_Name: '' }))
  })
})
