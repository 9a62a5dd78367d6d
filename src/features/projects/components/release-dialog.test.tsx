import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { projectDefaults, type ProjectRecord } from '@/data/repositories/projects'
import { ReleaseDialog, releaseError } from './release-dialog'

const project: ProjectRecord = { ...projectDefaults(new Date('2025-01-01')), Project_Name: '模板A', City: '杭州', ID: '5f0b3c1e-1111-4222-8333-944444444444', updatedAt: 0, version: 3 }

describe('发布到交易中心', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('checks city, year and price', () => {
    const ok = { city: '杭州', type: '住宅', year: '2025', price: '99.90', notes: '' }
    expect(releaseError(ok)).toBeNull()
    expect(releaseError({ ...ok, city: '' })).toBe('请选择城市')
    expect(releaseError({ ...ok, price: '1.234' })).toContain('价格')
    expect(releaseError({ ...ok, year: 'abc' })).toContain('年份')
  })

  it('says 发布需要联网 and cannot be sent offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<ReleaseDialog project={project} onOpenChange={() => {}} />)
    expect(screen.getByRole('alert').textContent).toBe('发布需要联网')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '发布' }).disabled).toBe(true)
  })

  it('posts ReleaseProject with the form values and shows the server message on refusal', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ ErrorCode: '403', Message: '无权操作该记录', Data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    )
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    render(<ReleaseDialog project={project} onOpenChange={() => {}} />)
    await user.type(screen.getByLabelText('价格(元)'), '199.5')
    await user.click(screen.getByRole('button', { name: '发布' }))
    expect((await screen.findByRole('alert')).textContent).toBe('无权操作该记录')
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toContain('/api/ProjectAndTemplate/ReleaseProject')
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '')
    expect(Object.fromEntries(body)).toMatchObject({ ID: project.ID, City: '杭州', ProjectType: '住宅', Year: '2025', Price: '199.5' })
  })
})
