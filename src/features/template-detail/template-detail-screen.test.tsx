import { countCached } from '@/data/repositories/home-cache'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { goOffline, makeCard, makeDetail, serveApi, setupShopTests } from '@/data/api/shop.testkit'
import { listCartLines } from '@/data/repositories/cart'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { TemplateDetailScreen } from './template-detail-screen'
import { getDb } from '@/data/db'

setupShopTests()

const detail = makeDetail({
  ID: 't1',
  Name: '滨江住宅模板',
  AuthorID: 'u1',
  AuthorName: '李工',
  Price: 88,
  Thumbs: 4,
  Collections: 2,
  Structure: [
    {
      ID: 'r1',
      Num: '1',
      Project_Name: '1#楼',
      BuiltArea: 8000,
      InArea: null,
      SellArea: null,
      MultNum: 2,
      Child: [
        {
          ID: 'r2',
          Num: '1.1',
          Project_Name: '地下室',
          BuiltArea: 1500.5,
          InArea: null,
          SellArea: null,
          MultNum: 1,
          Child: [],
        },
      ],
    },
  ],
  Indicators: {
    TotalCost: 123456789,
    UnitCost: 3520.1,
    SellUnitCost: 4100,
    ByDiscipline: [{ Discipline: '土建', Cost: 60000000, UnitCost: 1800.25, Share: 48.6 }],
    Contents: [{ Name: '钢筋', Unit: 'kg/m²', Value: 45.5 }],
  },
})

function serveDetail(extra: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    '/api/Shop/GetProjectInfo': { Data: detail },
    '/api/Shop/GetRightList': { Data: [makeCard({ ID: 'r', Name: '相关的模板' })] },
    '/api/Shop/GettButtomList': {
      Data: { ByAuthor: [makeCard({ ID: 'b', Name: '李工的另一个模板' })], Similar: [] },
    },
    ...extra,
  })
}

describe('template detail', () => {
  it('shows facts, indicators, the structure tree, release notes, author and related templates', async () => {
    serveDetail()
    await renderWithRouter(<TemplateDetailScreen templateId="t1" />, { path: '/Page/modelDetail' })
    expect(await screen.findByRole('heading', { level: 1, name: '滨江住宅模板' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '李工' }).getAttribute('href')).toBe(
      '/Page/authorHomepage?id=u1',
    )
    expect(screen.getByText('88.00 元')).toBeTruthy()
    expect(screen.getByText('1.23亿 元')).toBeTruthy()
    expect(screen.getByText('3,520.10 元/m²')).toBeTruthy()
    expect(screen.getByText('1,800.25')).toBeTruthy()
    expect(screen.getByText('48.60%')).toBeTruthy()
    expect(screen.getByText('45.50 kg/m²')).toBeTruthy()
    const tree = screen.getByRole('list', { name: '工程结构' })
    expect(within(tree).getByText('地下室')).toBeTruthy()
    expect(within(tree).getByText('×2')).toBeTruthy()
    expect(screen.getByText('含土建、安装全专业清单。')).toBeTruthy()
    expect(await screen.findByText('相关的模板')).toBeTruthy()
    expect(await screen.findByText('李工的另一个模板')).toBeTruthy()
  })

  it('likes and collects with the server, showing the counts it answers', async () => {
    sessionStore.set({ token: 'tk', userId: 'u9', userName: '王工', avatar: null })
    const fetch = serveDetail({
      '/api/Shop/SetBroThumbs': { Data: { ID: 't1', Thumbs: 5, IsLiked: true } },
      '/api/Shop/EscCollection': { Data: { ID: 't1', Collections: 3, IsCollected: true } },
    })
    await renderWithRouter(<TemplateDetailScreen templateId="t1" />, { path: '/Page/modelDetail' })
    fireEvent.click(await screen.findByRole('button', { name: '点赞 4' }))
    const liked = await screen.findByRole('button', { name: '已点赞 5' })
    expect(liked.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '收藏 2' }))
    expect(await screen.findByRole('button', { name: '取消收藏 3' })).toBeTruthy()
    const urls = fetch.mock.calls.map(([u]) => String(u))
    expect(urls.some((u) => u.includes('/api/Shop/SetBroThumbs?ID=t1&Type=like'))).toBe(true)
    expect(urls.some((u) => u.includes('/api/Shop/EscCollection?ID=t1&Type=collect'))).toBe(true)
  })

  it('liking or collecting while logged out opens only the login dialog, without a call', async () => {
    sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
    loginDialogStore.set({ open: false, mode: 1 })
    const fetch = serveDetail()
    await renderWithRouter(<TemplateDetailScreen templateId="t1" />, { path: '/Page/modelDetail' })
    fireEvent.click(await screen.findByRole('button', { name: '点赞 4' }))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
    loginDialogStore.set({ open: false, mode: 1 })
    fireEvent.click(screen.getByRole('button', { name: '收藏 2' }))
    expect(loginDialogStore.get()).toEqual({ open: true, mode: 1 })
    const urls = fetch.mock.calls.map(([u]) => String(u))
    expect(urls.some((u) => u.includes('SetBroThumbs') || u.includes('EscCollection'))).toBe(false)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    loginDialogStore.set({ open: false, mode: 1 })
  })

  it('puts the template in the cart once, and then links to the cart', async () => {
    serveDetail()
    await renderWithRouter(<TemplateDetailScreen templateId="t1" />, { path: '/Page/modelDetail' })
    fireEvent.click(await screen.findByRole('button', { name: '加入购物车' }))
    const link = await screen.findByRole('link', { name: '已在购物车，去结算' })
    expect(link.getAttribute('href')).toBe('/Page/shopCart')
    const lines = await listCartLines(getDb())
    expect(lines.map((l) => [l.TemplateID, l.Name, l.Price, l.AuthorName, l.Selected])).toEqual([
      ['t1', '滨江住宅模板', 88, '李工', 1],
    ])
  })

  it('offline shows the saved copy, disables like and collect (需要联网) and still adds to the cart', async () => {
    serveDetail()
    const first = await renderWithRouter(<TemplateDetailScreen templateId="t1" />, {
      path: '/Page/modelDetail',
    })
    await screen.findByRole('heading', { level: 1, name: '滨江住宅模板' })
    await waitFor(async () => expect(await countCached()).toBe(3))
    first.unmount()

    goOffline()
    await renderWithRouter(<TemplateDetailScreen templateId="t1" />, { path: '/Page/modelDetail' })
    expect(
      await screen.findByRole('heading', { level: 1, name: '滨江住宅模板' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/离线数据，更新于 .*点赞和收藏需要联网/)
    const like = screen.getByRole<HTMLButtonElement>('button', { name: '点赞 4' })
    expect(like.disabled).toBe(true)
    expect(like.title).toBe('需要联网')
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }))
    expect(await screen.findByRole('link', { name: '已在购物车，去结算' })).toBeTruthy()
  })

  it('says so when the template cannot be opened', async () => {
    serveApi({
      '/api/Shop/GetProjectInfo': { ErrorCode: '1', Message: '模板不存在或已下架', Data: null },
    })
    await renderWithRouter(<TemplateDetailScreen templateId="nope" />, {
      path: '/Page/modelDetail',
    })
    expect(await screen.findByText('模板不存在或已下架')).toBeTruthy()
  })

  it('a bad template id gets a clear message and a way to the trading centre, not a useless 重试', async () => {
    serveApi({
      '/api/Shop/GetProjectInfo': { ErrorCode: '1', Message: '参数 ID 无效', Data: null },
    })
    await renderWithRouter(<TemplateDetailScreen templateId="%%bad" />, {
      path: '/Page/modelDetail',
    })
    expect(await screen.findByText('找不到这个模板')).toBeTruthy()
    expect(
      screen.getByText('链接中的模板编号有误，请从交易中心或搜索结果中重新打开模板。'),
    ).toBeTruthy()
    expect(screen.queryByText('参数 ID 无效')).toBeNull()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
    expect(screen.getByRole('link', { name: '去交易中心' }).getAttribute('href')).toBe(
      '/Page/tradingCenter?id=3',
    )
  })
})
