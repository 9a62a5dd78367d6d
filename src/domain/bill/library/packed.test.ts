import { describe, expect, it } from 'vitest'
import { libraryInitials } from '../../../../server/tools/bill-library-initials-lib.ts'
import { BILL_LIBRARY, buildLibrary } from './catalogue'
import { PACKED_LIBRARY } from './catalogue.gen'
import { packLibrary, unpackLibrary } from './packed'
import { APPENDIX_SOURCES } from './sources'
import type { AppendixSource } from './types'

describe('清单库 packed', () => {
  it('is committed as the appendix files and pinyin-pro give it (npm run bill-library:pack)', () => {
    expect(PACKED_LIBRARY).toEqual(packLibrary(APPENDIX_SOURCES, libraryInitials()))
  })

  it('unpacks to the library the appendix files build, item for item', () => {
    const initials = libraryInitials()
    expect(BILL_LIBRARY).toEqual(buildLibrary(APPENDIX_SOURCES, initials))
    expect(unpackLibrary(packLibrary(APPENDIX_SOURCES, initials)).initials).toEqual(initials)
  })

  it('keeps one unit or several, empty lists, and refuses a text it cannot hold', () => {
    const source: AppendixSource = {
      standard: 'GB 50854-2013',
      letter: 'A',
      code: '0101',
      name: '土石方工程',
      sections: [
        {
          no: 1,
          name: '土方工程',
          items: [
            ['010101001', '平整场地', 'm²', ['土壤类别'], '按面积计算', []],
            ['010101002', '挖一般土方', ['m³', 'm²'], [], '按体积计算', ['土方挖填', '运输']],
            // Out of the standards' sequence: the code is written whole.
            ['010101009', '挖淤泥', 'm³', [], '按体积计算', []],
          ],
        },
      ],
    }
    const { sources, initials } = unpackLibrary(packLibrary([source], { '010101001': 'pzcd' }))
    expect(sources).toEqual([source])
    expect(initials).toEqual({ '010101001': 'pzcd', '010101002': '', '010101009': '' })
    const broken = {
      ...source,
      sections: [
        {
          no: 1,
          name: '土方工程',
          items: [['010101001', '平整\n场地', 'm²', [], '按面积计算', []] as const],
        },
      ],
    }
    expect(() => packLibrary([broken], {})).toThrow('line or tab break')
    const misplaced = {
      ...source,
      sections: [
        {
          no: 2,
          name: '石方工程',
          items: [['010101001', '平整场地', 'm²', [], '按面积计算', []] as const],
        },
      ],
    }
    expect(() => packLibrary([misplaced], {})).toThrow('outside section 010102')
  })
})
