// @vitest-environment jsdom
import { countCached } from '@/data/repositories/home-cache'
import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { NEED_NETWORK_MESSAGE } from './command'
import { ReadFailed } from './read'
import {
  checkoutCart,
  fetchSearch,
  fetchTemplateDetail,
  fetchTemplateList,
  setThumbs,
} from './shop'
import { goOffline, makeCard, serveApi, setupShopTests } from './shop.testkit'

setupShopTests()

const hz = makeCard({
  ID: 'a',
  Name: '滨江住宅',
  City: '杭州',
  Thumbs: 3,
  ReleaseTime: '2024-03-01T00:00:00Z',
})
const sh = makeCard({
  ID: 'b',
  Name: '陆家嘴办公',
  City: '上海',
  ProjectType: '办公',
  AuthorID: 'w',
  AuthorName: '王工',
  ReleaseTime: '2024-02-01T00:00:00Z',
})

async function cachedCount() {
  return countCached()
}

describe('shop calls', () => {
  it('asks the server for a filtered page and returns its Total', async () => {
    const fetch = serveApi({ '/api/SjyqList/GetProjectList': { Data: [hz], Total: 41 } })
    const r = await fetchTemplateList({
      PageIndex: 2,
      PageSize: 12,
      City: '杭州',
      Sort: 'likes',
      AreaMin: 100,
    })
    expect(r).toEqual({ data: [hz], total: 41 })
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      PageIndex: '2',
      PageSize: '12',
      City: '杭州',
      Sort: 'likes',
      AreaMin: '100',
    })
  })

  it('offline, filters every cached template list in memory and says how old the copy is', async () => {
    serveApi({
      '/api/SjyqList/GetProjectList': { Data: [hz], Total: 1 },
      '/api/Index/GetNewProjectList': { Data: [sh, hz], Total: 2 },
    })
    await fetchTemplateList({ PageIndex: 1, PageSize: 12 })
    const { readCall } = await import('./read')
    const { HOME_CALLS } = await import('@/domain/api/calls/home')
    await readCall(
      HOME_CALLS.getNewProjectList,
      { PageIndex: 1, PageSize: 8 },
      { offlineCopy: true },
    )
    await waitFor(async () => expect(await cachedCount()).toBe(2))

    goOffline()
    const r = await fetchTemplateList({ PageIndex: 1, PageSize: 12, Type: '办公' })
    expect(r.data.map((c) => c.ID)).toEqual(['b'])
    expect(r.total).toBe(1)
    expect(typeof r.cachedAt).toBe('number')
    const s = await fetchSearch('王工')
    expect(s.data.Authors.map((a) => a.UserName)).toEqual(['王工'])
    expect(s.cachedAt).toBeDefined()
  })

  it('offline without any copy is an offline error', async () => {
    goOffline()
    await expect(fetchTemplateList({ PageIndex: 1, PageSize: 12 })).rejects.toMatchObject({
      offline: true,
    })
    await expect(fetchTemplateDetail('x')).rejects.toBeInstanceOf(ReadFailed)
  })

  it('a malformed answer is an error, not a crash', async () => {
    serveApi({ '/api/Shop/Search': { Data: { Templates: 'many' } } })
    await expect(fetchSearch('杭州')).rejects.toMatchObject({
      message: '服务器返回的数据格式不正确',
      offline: false,
    })
  })

  it('like needs the network and says so', async () => {
    goOffline()
    expect(await setThumbs('a', true)).toMatchObject({
      ok: false,
      message: NEED_NETWORK_MESSAGE,
      offline: true,
    })
  })

  it('a refused action was already shown by the wrapper (notified)', async () => {
    serveApi({ '/api/Shop/SetBroThumbs': { ErrorCode: '1', Message: '模板不存在', Data: null } })
    expect(await setThumbs('a', true)).toMatchObject({
      ok: false,
      message: '模板不存在',
      notified: true,
      refused: true,
    })
  })

  it('checks out with Type checkout and the line IDs as a JSON array', async () => {
    const fetch = serveApi({
      '/api/ProjectAndTemplate/OperationShoppingCart': { Data: { Projects: [], Skipped: [] } },
    })
    expect(await checkoutCart(['l1', 'l2'])).toMatchObject({
      ok: true,
      data: { Projects: [], Skipped: [] },
    })
    const body = new URLSearchParams(fetch.mock.calls[0]?.[1]?.body as string)
    expect(body.get('Type')).toBe('checkout')
    expect(JSON.parse(body.get('IDs') ?? '')).toEqual(['l1', 'l2'])
  })
})
