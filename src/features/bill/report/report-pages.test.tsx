import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render } from '@testing-library/react'
import type { BillReport } from '@/domain/bill/report'
import type { ReportForm } from '@/domain/bill/report/model'
import { ALL_PAGES_UP_TO, ReportPages } from './report-pages'

/** A report of `n` pages of one form, two rows a page. */
function report(n: number): BillReport {
  const form: ReportForm = {
    id: 'f',
    section: 'items',
    code: '表-08',
    title: '分部分项工程和单价措施项目清单与计价表',
    line: '工程名称：测试',
    head: ['序号', '项目名称'],
    widths: [20, 80],
    rows: Array.from({ length: n * 2 }, (_, k) => ({
      cells: [{ t: String(k + 1) }, { t: `项${k + 1}` }],
    })),
  }
  return {
    cover: null,
    forms: [form],
    totalFen: 0,
    pages: Array.from({ length: n }, (_, k) => ({
      kind: 'form' as const,
      form: 0,
      from: k * 2,
      to: k * 2 + 2,
      no: k + 1,
      of: n,
    })),
  }
}

/** IntersectionObserver stand-in: the test says which page boxes are near the viewport. */
class FakeObserver {
  static last: FakeObserver | null = null
  readonly targets: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe(el: Element) {
    this.targets.push(el)
  }
  disconnect() {}
  show(pages: number[]) {
    const entries = this.targets.map((target) => ({
      target,
      isIntersecting: pages.includes(Number((target as HTMLElement).dataset['page'])),
    }))
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    )
  }
}

// Plain selectors: role queries over hundreds of boxes are slow in jsdom.
const boxes = () => [...document.querySelectorAll<HTMLElement>('article.report-page')]
const filled = () => document.querySelectorAll('article.report-page section').length
const filledPages = () =>
  boxes()
    .filter((a) => a.querySelector('section') !== null)
    .map((a) => Number(a.dataset['page']))
const box = (no: number) =>
  boxes().find((a) => a.getAttribute('aria-label') === `第${no}页 共${boxes().length}页`)

afterEach(() => vi.unstubAllGlobals())

describe('report preview pages', () => {
  it('a long report has every page box but fills only those near the viewport; printing fills them all', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    render(<ReportPages report={report(60)} />)
    expect(boxes()).toHaveLength(60)
    expect(box(60)?.textContent).toBe('第60页 共60页')
    expect(filledPages()).toEqual([1, 2, 3])
    act(() => FakeObserver.last!.show([30, 31, 32]))
    expect(filledPages()).toEqual([30, 31, 32])
    expect(box(31)?.textContent).toContain('项62')
    act(() => {
      fireEvent(window, new Event('beforeprint'))
    })
    expect(filled()).toBe(60)
    act(() => {
      fireEvent(window, new Event('afterprint'))
    })
    expect(filledPages()).toEqual([30, 31, 32])
  })

  it(`a report of up to ${ALL_PAGES_UP_TO} pages is rendered whole`, () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    render(<ReportPages report={report(ALL_PAGES_UP_TO)} />)
    expect(filled()).toBe(ALL_PAGES_UP_TO)
  })
})
