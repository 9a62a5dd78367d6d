import { describe, expect, it } from 'vitest'
import { FILE_NAME_MAX, mergedFileName } from './library-model'

describe('mergedFileName', () => {
  it('names a merge after the file with the newest period, the period the merged file carries', () => {
    const april = { Name: '深圳信息价2026年4月', Period: '2026-04' }
    const may = { Name: '深圳信息价2026年5月', Period: '2026-05' }
    // Chosen April first, the merge is still named after May (it is dated 2026-05).
    expect(mergedFileName([april, may])).toBe('深圳信息价2026年5月（合并）')
    expect(mergedFileName([may, april])).toBe('深圳信息价2026年5月（合并）')
    // A tie goes to the first file in the order given.
    expect(mergedFileName([{ ...may, Name: '甲' }, may])).toBe('甲（合并）')
    expect(mergedFileName([{ Name: 'x'.repeat(FILE_NAME_MAX), Period: '2026-05' }])).toHaveLength(
      FILE_NAME_MAX,
    )
  })
})
