import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { resetLoading } from '@/data/api/loading'
import { freshDb, makeCard, serveApi } from '@/data/api/shop.testkit'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { AuthorScreen } from './author-screen'

beforeEach(async () => {
  resetLoading()
  await freshDb()
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetLoading()
})

const author = {
  ID: 'u1',
  UserName: '李工',
  HeadPic: '',
  TemplateCount: 45,
  Thumbs: 230,
  Collections: 17,
  Cities: ['杭州', '宁波'],
  Types: ['住宅'],
  FirstRelease: '2023-05-01T00:00:00Z',
}

describe('author homepage', () => {
  it('shows the author figures and their templates, paged by the address', async () => {
    const fetch = serveApi({
      '/api/Shop/GetAuthor': {
        Data: {
          Author: author,
          Templates: [
            makeCard({ ID: 't1', Name: '滨江住宅', BuiltArea: 12345.6, UnitCost: 3600, Price: 10 }),
          ],
        },
        Total: 45,
      },
    })
    const onPage = vi.fn()
    await renderWithRouter(<AuthorScreen authorId="u1" page={1} onPage={onPage} />, {
      path: '/Page/authorHomepage',
    })
    expect(await screen.findByRole('heading', { level: 1, name: '李工' })).toBeTruthy()
    expect(screen.getByText('城市：杭州、宁波 · 类型：住宅')).toBeTruthy()
    expect(screen.getByText('45 个')).toBeTruthy()
    expect(screen.getByText('230')).toBeTruthy()
    const row = screen.getByRole('row', { name: /滨江住宅/ })
    expect(within(row).getByText('12,345.60')).toBeTruthy()
    expect(within(row).getByText('3,600.00')).toBeTruthy()
    expect(within(row).getByText('10.00 元')).toBeTruthy()
    expect(within(row).getByRole('link', { name: '滨江住宅' }).getAttribute('href')).toBe(
      '/Page/modelDetail?id=t1',
    )
    expect(screen.getByText('第 1 / 3 页，共 45 个模板')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(onPage).toHaveBeenCalledWith(2)
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      '/api/Shop/GetAuthor?ID=u1&PageIndex=1&PageSize=20',
    )
  })

  it('says when no author is given', async () => {
    await renderWithRouter(<AuthorScreen authorId={undefined} page={1} onPage={vi.fn()} />, {
      path: '/Page/authorHomepage',
    })
    expect(await screen.findByText('未指定作者')).toBeTruthy()
  })

  it('shows the server reason when the author cannot be read', async () => {
    serveApi({ '/api/Shop/GetAuthor': { ErrorCode: '1', Message: '作者不存在', Data: null } })
    await renderWithRouter(<AuthorScreen authorId="zz" page={1} onPage={vi.fn()} />, {
      path: '/Page/authorHomepage',
    })
    expect(await screen.findByText('作者不存在')).toBeTruthy()
  })
})
