import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { envelope, stubFetch } from '@/data/api/test-fetch'
import { getDb, setDb } from '@/data/db'
import { createProject, deleteProject } from '@/data/repositories/projects'
import { sessionStore } from '@/data/state/app-state'
import { initialSyncStatus, syncStatusStore } from '@/data/sync/status-store'
import { TestPage } from './test-page'

const USER = '11111111-1111-4111-8111-111111111111'

beforeEach(() => {
  setDb(null) // a fresh database on this test's fresh IndexedDB
  syncStatusStore.set(initialSyncStatus())
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
})

/** The value shown for `term` in the list labelled `label`. */
function valueOf(label: string, term: string): string | undefined {
  const dl = document.querySelector(`dl[aria-label="${label}"]`)
  const dt = [...(dl?.querySelectorAll('dt') ?? [])].find((d) => d.textContent === term)
  return dt?.nextElementSibling?.textContent ?? undefined
}

describe('/MyData/test 测试页', () => {
  it('counts this device’s live rows and the writes waiting to be sent', async () => {
    sessionStore.set({ token: 'tok', userId: USER, userName: '张三', avatar: null })
    const db = getDb()
    await createProject(db, { Project_Name: '一号楼', BuiltArea: 1200 })
    const gone = await createProject(db, { Project_Name: '二号楼', BuiltArea: 800 })
    await deleteProject(db, gone)
    syncStatusStore.set({ ...initialSyncStatus(), pending: 3 })
    render(<TestPage />)
    await waitFor(() => expect(valueOf('本机数据条数', '项目')).toBe('1 条'))
    expect(valueOf('本机数据条数', '清单项')).toBe('0 条')
    expect(valueOf('本机数据条数', '材料价格包')).toBe('0 个（0 条价格）')
    expect(valueOf('同步情况', '待同步')).toBe('3 条')
    expect(valueOf('同步情况', '上次同步')).toBe('尚未同步')

    await createProject(db, { Project_Name: '三号楼', BuiltArea: 900 })
    await userEvent.setup().click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(valueOf('本机数据条数', '项目')).toBe('2 条'))
  })

  it('a visitor sees no local data and no sync, and can still check the server', async () => {
    const sent = stubFetch(() =>
      envelope({ TemplateCount: 1, AuthorCount: 1, ProjectCount: 1, CityCount: 1 }),
    )
    render(<TestPage />)
    expect(screen.getByText('登录后显示本机保存的项目、清单等离线数据。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '同步详情' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: '检测连接' }))
    expect(await screen.findByText(/^连接正常，服务器 \d+ 毫秒内应答$/)).toBeTruthy()
    expect(sent.map((r) => new URL(r.url, 'http://x').pathname)).toEqual(['/api/index/GetSum'])
  })

  it('says in Chinese when the server does not answer', async () => {
    stubFetch(() => new Response('bad gateway', { status: 502 }))
    render(<TestPage />)
    await userEvent.setup().click(screen.getByRole('button', { name: '检测连接' }))
    const status = await screen.findByRole('status')
    // The app's own words with the HTTP status, never the body the server sent.
    expect(status.textContent).toBe('请求失败（502）')
  })
})
