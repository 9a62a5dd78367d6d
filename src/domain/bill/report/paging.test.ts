import { describe, expect, it } from 'vitest'
import type { ReportModel } from './model'
import { LAYOUT, pageLabel, paginate, reportPages, rowHeight, textLines } from './paging'
import { ITEMS_WIDTHS } from './forms-unit'

describe('report paging', () => {
  it('never ends a page with a heading while rows follow: it moves over with them', () => {
    // room 80: rows 0–2 (60 px) and the heading at 3 would fit, but the heading goes to page 2.
    const keep = [false, false, false, true, false, false]
    expect(paginate([{ headPx: 20, rowPx: Array(6).fill(20), keepWithNext: keep }], 100)).toEqual([
      { block: 0, from: 0, to: 3 },
      { block: 0, from: 3, to: 6 },
    ])
    // Two headings in a row at a page end both move; a page still holds at least one row.
    expect(
      paginate(
        [
          {
            headPx: 20,
            rowPx: Array(6).fill(20),
            keepWithNext: [false, false, true, true, false, false],
          },
        ],
        100,
      )[0],
    ).toEqual({ block: 0, from: 0, to: 2 })
    expect(
      paginate([{ headPx: 20, rowPx: [90, 20], keepWithNext: [true, false] }], 100)[0],
    ).toEqual({ block: 0, from: 0, to: 1 })
  })

  it('keeps a 表-08 合价 up to 99,999,999.99 on one line', () => {
    const cells = [
      ...Array(7)
        .fill(null)
        .map(() => ({ t: '' })),
      { t: '99,999,999.99', num: true },
      { t: '' },
    ]
    expect(ITEMS_WIDTHS.reduce((a, b) => a + b, 0)).toBe(100)
    expect(rowHeight(cells, ITEMS_WIDTHS)).toBe(LAYOUT.linePx + LAYOUT.rowExtraPx)
  })

  it('starts each block on a page, fills pages greedily and repeats the head', () => {
    // room per page: 100 − 20 = 80 → four 20 px rows a page.
    const pages = paginate(
      [
        { headPx: 20, rowPx: Array(10).fill(20) },
        { headPx: 20, rowPx: [30] },
      ],
      100,
    )
    expect(pages).toEqual([
      { block: 0, from: 0, to: 4 },
      { block: 0, from: 4, to: 8 },
      { block: 0, from: 8, to: 10 },
      { block: 1, from: 0, to: 1 },
    ])
  })

  it('never leaves a head without a row: a row taller than a page gets a page of its own', () => {
    expect(paginate([{ headPx: 50, rowPx: [10, 500, 10] }], 100)).toEqual([
      { block: 0, from: 0, to: 1 },
      { block: 0, from: 1, to: 2 },
      { block: 0, from: 2, to: 3 },
    ])
    expect(paginate([{ headPx: 50, rowPx: [] }], 100)).toEqual([{ block: 0, from: 0, to: 0 }])
  })

  it('estimates wrapped lines: CJK wide, explicit line breaks kept', () => {
    expect(textLines('混凝土', 200)).toBe(1)
    expect(textLines('一'.repeat(40), 9 + 12 * 10)).toBe(4)
    expect(textLines('1. 部位\n2. 强度', 500)).toBe(2)
    expect(rowHeight([{ t: 'a' }, { t: '1. x\n2. y\n3. z' }], [50, 50])).toBe(
      3 * LAYOUT.linePx + LAYOUT.rowExtraPx,
    )
  })

  it('numbers every page 第N页 共M页, the cover first', () => {
    const row = { cells: [{ t: '项' }] }
    const model: ReportModel = {
      cover: {
        projectName: 'p',
        total: '1',
        unit: '元',
        capital: '人民币壹元整',
        version: 'v',
        date: 'd',
        compiler: '',
        reviewer: '',
      },
      forms: [
        {
          id: 'a',
          section: 'project',
          code: '表-02',
          title: 't',
          line: 'l',
          head: ['h'],
          widths: [100],
          rows: Array.from({ length: 150 }, () => row),
        },
        {
          id: 'b',
          section: 'unit',
          code: '表-04',
          title: 't',
          line: 'l',
          head: ['h'],
          widths: [100],
          rows: [row],
        },
      ],
    }
    const pages = reportPages(model)
    const perPage = Math.floor((LAYOUT.heightPx - LAYOUT.footerPx - LAYOUT.formHeadPx - 21) / 21)
    const formA = Math.ceil(150 / perPage)
    expect(pages).toHaveLength(1 + formA + 1)
    expect(pages.map((p) => pageLabel(p.no, p.of))).toEqual(
      pages.map((_, i) => `第${i + 1}页 共${formA + 2}页`),
    )
    expect(pages[0]).toMatchObject({ kind: 'cover' })
    expect(pages[formA]).toMatchObject({ kind: 'form', form: 0, to: 150 })
    expect(pages.at(-1)).toMatchObject({ kind: 'form', form: 1, from: 0, to: 1 })
    expect(
      reportPages({ cover: null, forms: model.forms.slice(1) }).map((p) => pageLabel(p.no, p.of)),
    ).toEqual(['第1页 共1页'])
  })
})
