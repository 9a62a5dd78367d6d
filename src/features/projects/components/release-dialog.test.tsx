import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addItems, createUnit } from '@/data/repositories/bill'
import { projectDefaults, type ProjectRecord } from '@/data/repositories/projects'
import { getDb } from '@/data/db'
import { ReleaseDialog, releaseError } from './release-dialog'

const project: ProjectRecord = {
  ...projectDefaults(new Date('2025-01-01')),
  Project_Name: '模板A',
  City: '杭州',
  ID: '5f0b3c1e-1111-4222-8333-944444444444',
  updatedAt: 0,
  version: 3,
}

/** Gives the project a local 单位工程 with one item, priced or not. */
async function localBill(unitPrice: number | null): Promise<void> {
  const db = getDb()
  const unit = await createUnit(db, {
    projectId: project.ID,
    rowId: '6a0b3c1e-1111-4222-8333-944444444444',
    specialty: '土建',
    version: 'GB/T 50500-2024',
  })
  if (!unit.ok) throw new Error(unit.message)
  const added = await addItems(db, project.ID, unit.value, { kind: '分部分项', groupId: '' }, [
    { Code: '010101001001', Name: '平整场地', Unit: 'm2', Quantity: 100, UnitPrice: unitPrice },
  ])
  if (!added.ok) throw new Error(added.message)
}

describe('发布到交易中心', () => {
  beforeEach(async () => {
    const { getDb, setDb } = await import('@/data/db')
    getDb().close()
    setDb(null)
  })
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

  it('refuses a project whose local bill has no priced item, with the server’s message, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await localBill(null)
    render(<ReleaseDialog project={project} onOpenChange={() => {}} />)
    expect((await screen.findByRole('alert')).textContent).toBe('请先编制清单计价，再发布模板')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '发布' }).disabled).toBe(true)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts ReleaseProject with the form values and shows the server message on refusal', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await localBill(3.5)
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ ErrorCode: '403', Message: '无权操作该记录', Data: null }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    )
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    render(<ReleaseDialog project={project} onOpenChange={() => {}} />)
    await vi.waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '发布' }).disabled).toBe(false),
    )
    await user.type(screen.getByLabelText('价格(元)'), '199.5')
    await user.click(screen.getByRole('button', { name: '发布' }))
    expect((await screen.findByRole('alert')).textContent).toBe('无权操作该记录')
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toContain('/api/ProjectAndTemplate/ReleaseProject')
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '')
    expect(Object.fromEntries(body)).toMatchObject({
      ID: project.ID,
      City: '杭州',
      ProjectType: '住宅',
      Year: '2025',
      Price: '199.5',
    })
  })
})
