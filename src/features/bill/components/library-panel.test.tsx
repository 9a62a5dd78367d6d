import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LibraryItem } from '@/domain/bill/library'
import { LibraryPanel } from './library-panel'

describe('清单库 panel', () => {
  it('searches by pinyin initials and inserts the chosen item', async () => {
    const onInsert = vi.fn<(item: LibraryItem) => Promise<void>>(() => Promise.resolve())
    render(<LibraryPanel open onOpenChange={() => undefined} onInsert={onInsert} />)
    const search = screen.getByRole('textbox', { name: '搜索清单库' })
    await screen.findByRole('list', { name: '清单库目录' })
    fireEvent.change(search, { target: { value: 'sxzq' } })
    const results = await screen.findByRole('list', { name: '搜索结果' })
    const hit = within(results).getByRole('button', { name: /010401003\s*实心砖墙/ })
    fireEvent.click(hit)
    const detail = screen.getByRole('region', { name: '清单项目详情' })
    expect(detail.textContent).toContain('砖品种、规格、强度等级')
    fireEvent.click(within(detail).getByRole('button', { name: '插入' }))
    expect(onInsert).toHaveBeenCalledTimes(1)
    expect(onInsert.mock.calls[0]?.[0].code).toBe('010401003')
  })

  it('browses 专业 → appendix → section, and says when nothing matches', async () => {
    render(<LibraryPanel open onOpenChange={() => undefined} onInsert={() => Promise.resolve()} />)
    const tree = await screen.findByRole('list', { name: '清单库目录' })
    fireEvent.click(within(tree).getByRole('button', { name: '通用安装工程（GB 50856-2013）' }))
    fireEvent.click(within(tree).getByRole('button', { name: '附录D 电气设备安装工程' }))
    const section = within(tree).getByRole('button', { name: /^D\.11 / })
    expect(section.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(section)
    expect(section.getAttribute('aria-expanded')).toBe('true')
    expect(within(tree).getAllByRole('button', { name: /030411004\s*配线/ })).toHaveLength(1)
    fireEvent.change(screen.getByRole('textbox', { name: '搜索清单库' }), {
      target: { value: '不存在的清单' },
    })
    expect((await screen.findByText('没有匹配的清单项目')).tagName).toBe('P')
  })
})
