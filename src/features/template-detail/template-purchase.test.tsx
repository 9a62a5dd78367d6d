import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { makeDetail, serveApi, setupShopTests } from '@/data/api/shop.testkit'
import { listCartLines } from '@/data/repositories/cart'
import { addProject } from '@/data/repositories/projects'
import { sessionStore } from '@/data/state/app-state'
import { messageBoxStore, settleMessageBox } from '@/components/message-box-store'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { TemplateDetailScreen } from './template-detail-screen'
import { getDb } from '@/data/db'

const toast = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/toast-store', () => ({ showToast: toast }))

setupShopTests()
afterEach(() => {
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
  messageBoxStore.set([])
  toast.mockClear()
})

function serve(authorId: string) {
  serveApi({
    '/api/Shop/GetProjectInfo': {
      Data: makeDetail({ ID: 't1', Name: '滨江住宅模板', AuthorID: authorId, Price: 88 }),
    },
    '/api/Shop/GetRightList': { Data: [] },
    '/api/Shop/GettButtomList': { Data: { ByAuthor: [], Similar: [] } },
  })
}

describe('buying a template', () => {
  it("never offers 加入购物车 on one's own template", async () => {
    sessionStore.set({ token: 't', userId: 'me', userName: '我', avatar: null })
    serve('me')
    await renderWithRouter(<TemplateDetailScreen templateId="t1" />, { path: '/Page/modelDetail' })
    expect(await screen.findByText('这是您发布的模板')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull()
    expect(await listCartLines(getDb())).toEqual([])
  })

  it('an already-bought template says 已购买 with a link to the copy, and a second purchase asks first', async () => {
    sessionStore.set({ token: 't', userId: 'buyer', userName: '买家', avatar: null })
    const copy = await addProject(getDb(), {
      Project_Name: '滨江住宅模板',
      TempId: 't1',
      IsTemplate: 0,
    })
    serve('author')
    await renderWithRouter(<TemplateDetailScreen templateId="t1" />, { path: '/Page/modelDetail' })
    const link = await screen.findByRole('link', { name: '已购买，打开副本' })
    expect(link.getAttribute('href')).toBe(`/Page/newModelProjet?id=2&pid=${copy}`)
    fireEvent.click(screen.getByRole('button', { name: '再次购买' }))
    await waitFor(() => expect(messageBoxStore.get()).toHaveLength(1))
    const box = messageBoxStore.get()[0]
    expect(box?.message).toMatch(/您已购买过该模板/)
    settleMessageBox(box?.id ?? 0, false)
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '再次购买' }).disabled).toBe(
        false,
      ),
    )
    expect(await listCartLines(getDb())).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: '再次购买' }))
    await waitFor(() => expect(messageBoxStore.get()).toHaveLength(1))
    settleMessageBox(messageBoxStore.get()[0]?.id ?? 0, true)
    await waitFor(async () =>
      expect((await listCartLines(getDb())).map((l) => l.TemplateID)).toEqual(['t1']),
    )
  })
})
