import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, json, stubFetch, type SentRequest } from '@/data/api/test-fetch'
import { MessageBoxHost } from '@/components/message-box'
import { BackofficeScreen } from './backoffice-screen'
import { chooseOption } from '@/components/testing/choose-option'

const TABLES = {
  Version: 'v1',
  Location: [
    { City: '北京', Factor: '1.1' },
    { City: '深圳', Factor: '1.08' },
  ],
  PriceIndex: [{ Period: '2024', Value: '117.6' }],
  AdjustIndices: [
    { City: '北京', Key: 'labour', Name: '人工', Period: '2026-10', Value: '118.2' },
    { City: '北京', Key: 'labour', Name: '人工', Period: '2026-11', Value: '118.6' },
  ],
}

const PROJECT = {
  ID: 'p1',
  Name: '深圳前海TOD综合体',
  OwnerID: 'u1',
  OwnerName: '刘杰',
  ProjectType: '综合体',
  City: '深圳',
  BuiltArea: '351672.97',
  TotalCost: '3352331012.37',
  IsTemplate: 1,
  Released: 1,
  State: '已发布模板',
  CreateTime: '2026-10-01T08:00:00.000Z',
  EditTime: '2026-10-25T08:00:00.000Z',
}

const ADMIN_USER = {
  ID: 'u0',
  UserName: 'admin',
  Phone: '139****0000',
  IsAdmin: true,
  Roles: [{ Code: 'admin', Name: '管理员' }],
  Projects: 0,
  Templates: 0,
  CreateTime: '2026-01-01T08:00:00.000Z',
}

const FUNCTIONAL = {
  Version: 'v1',
  Functions: [],
  Grades: [],
  CountItems: [],
  Recipes: [],
  Brands: [],
  PerFlat: {},
  Systems: [
    {
      Code: 'TJ',
      Name: '土建',
      Specialty: '土建',
      Prices: { 经济: '1350.00', 标准: '1550.00', 高档: '1800.00', 豪华: '12100.00' },
      Sort: 1,
    },
  ],
}

interface Entry {
  ID: number
  Table: string
  Key: string
  Before: { City: string; Factor: string } | null
  After: { City: string; Factor: string } | null
  UserID: string
  UserName: string
  CreateTime: string
}

function serve(admin: boolean, refusal?: string): SentRequest[] {
  const history: Entry[] = []
  /** Sets a city's factor as UpdateReferenceTable does, recording it. */
  const setFactor = (city: string, factor: string) => {
    const before = TABLES.Location.find((r) => r.City === city)
    TABLES.Location = TABLES.Location.map((r) => (r.City === city ? { ...r, Factor: factor } : r))
    const id = history.length + 1
    history.unshift({
      ID: id,
      Table: 'location',
      Key: city,
      Before: before ?? null,
      After: { City: city, Factor: factor },
      UserID: 'u',
      UserName: '管理员甲',
      CreateTime: '2026-05-01T08:00:00.000Z',
    })
    return envelope({ Table: 'location', Key: city, HistoryID: id })
  }
  return stubFetch((req) => {
    const path = new URL(req.url, 'http://localhost').pathname.replace(/^\/api/, '')
    if (path === '/Command/GetUser_Authority')
      return envelope([
        { Code: 'user', Name: '普通用户' },
        ...(admin ? [{ Code: 'admin', Name: '管理员' }] : []),
      ])
    if (path === '/Reference/GetTables') return envelope(TABLES)
    if (path === '/Backstage/GetReferenceHistory') return envelope(history)
    if (path === '/Backstage/GetFunctionalData') return envelope(FUNCTIONAL)
    if (path === '/Backstage/GetUserPower')
      return json({ ErrorCode: '0', Message: '', Total: 1, Data: [ADMIN_USER] })
    if (path === '/Backstage/GetProjectData')
      return json({ ErrorCode: '0', Message: '', Total: 1, Data: [PROJECT] })
    if (path === '/Backstage/UpdateReferenceTable') {
      if (refusal) return envelope(null, '1', refusal)
      const form = Object.fromEntries(new URLSearchParams(String(req.body)))
      return setFactor(form['City'] ?? '', form['Value'] ?? '')
    }
    if (path === '/Backstage/RecoverReferenceHistory') {
      const entry = history.find(
        (h) => String(h.ID) === new URLSearchParams(String(req.body)).get('HistoryID'),
      )
      return entry?.Before
        ? setFactor(entry.Key, entry.Before.Factor)
        : envelope(null, '1', '修改记录不存在')
    }
    return envelope(null, '1', `unexpected ${path}`)
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/Backstage', () => {
  it('says 无权访问 to anyone but the administrator', async () => {
    serve(false)
    render(<BackofficeScreen />)
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
  })

  it('edits a city factor in place: a bad value is refused in Chinese without a call, a good one is saved and shows in the history', async () => {
    const sent = serve(true)
    const user = userEvent.setup()
    render(<BackofficeScreen />)
    const row = (await screen.findByText('深圳')).closest('tr') as HTMLElement
    await user.click(within(row).getByRole('button', { name: '编辑' }))
    await user.clear(within(row).getByLabelText('系数'))
    await user.type(within(row).getByLabelText('系数'), '1.0855')
    await user.click(within(row).getByRole('button', { name: '保存' }))
    expect(within(row).getByRole('alert').textContent).toBe('城市系数最多3位小数')
    expect(sent.filter((r) => r.url.includes('UpdateReferenceTable'))).toHaveLength(0)
    await user.clear(within(row).getByLabelText('系数'))
    await user.type(within(row).getByLabelText('系数'), '1.2')
    await user.click(within(row).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(within(row).queryByRole('button', { name: '保存' })).toBeNull())
    expect(
      Object.fromEntries(
        new URLSearchParams(String(sent.find((r) => r.url.includes('UpdateReferenceTable'))?.body)),
      ),
    ).toEqual({ Table: 'location', City: '深圳', Value: '1.2' })
    await waitFor(() => expect(within(row).getByText('1.2')).toBeTruthy())
    expect((await screen.findByText(/管理员甲 修改/)).closest('li')?.textContent).toContain(
      '系数 1.08 → 城市 深圳，系数 1.2',
    )
  })

  it('恢复为修改前 puts a changed factor back after a confirmation, and the recovery shows in the history', async () => {
    const sent = serve(true)
    const user = userEvent.setup()
    render(
      <>
        <BackofficeScreen />
        <MessageBoxHost />
      </>,
    )
    const row = (await screen.findByText('北京')).closest('tr') as HTMLElement
    await user.click(within(row).getByRole('button', { name: '编辑' }))
    await user.clear(within(row).getByLabelText('系数'))
    await user.type(within(row).getByLabelText('系数'), '1.3')
    await user.click(within(row).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(within(row).getByText('1.3')).toBeTruthy())
    const history = screen.getByRole('region', { name: '城市系数修改历史' })
    await user.click(await within(history).findByRole('button', { name: '恢复北京为修改前' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('城市 北京，系数 1.1')
    await user.click(within(dialog).getByRole('button', { name: '恢复' }))
    await waitFor(() => expect(within(row).getByText('1.1')).toBeTruthy())
    expect(
      Object.fromEntries(
        new URLSearchParams(
          String(sent.find((r) => r.url.includes('RecoverReferenceHistory'))?.body),
        ),
      ),
    ).toEqual({ HistoryID: '1' })
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2))
    expect(within(history).getAllByRole('listitem')[0]?.textContent).toContain(
      '系数 1.3 → 城市 北京，系数 1.1',
    )
  })

  it('shows the server’s refusal in the row', async () => {
    serve(true, '该城市不在城市系数表中')
    const user = userEvent.setup()
    render(<BackofficeScreen />)
    const row = (await screen.findByText('北京')).closest('tr') as HTMLElement
    await user.click(within(row).getByRole('button', { name: '编辑' }))
    await user.click(within(row).getByRole('button', { name: '保存' }))
    expect((await within(row).findByRole('alert')).textContent).toBe('该城市不在城市系数表中')
  })

  /** The back office (as an administrator) on `tab`, and the table row holding `text`. */
  async function rowOnTab(tab: string, text: string) {
    serve(true)
    const user = userEvent.setup()
    render(<BackofficeScreen />)
    await user.click(await screen.findByRole('tab', { name: tab }))
    return { user, row: (await screen.findByText(text)).closest('tr') as HTMLElement }
  }

  it('项目数据 shows areas and costs with thousands separators and 2 decimals', async () => {
    const { row } = await rowOnTab('项目数据', '深圳前海TOD综合体')
    expect(within(row).getByText('351,672.97')).toBeTruthy()
    expect(within(row).getByText('3,352,331,012.37')).toBeTruthy()
  })

  it('功能数据 shows system prices with thousands separators and edits the plain value', async () => {
    const { user, row } = await rowOnTab('功能数据', '土建')
    expect(within(row).getByText('1,350.00')).toBeTruthy()
    expect(within(row).getByText('12,100.00')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: '编辑' }))
    expect(within(row).getByLabelText<HTMLInputElement>('豪华（元）').value).toBe('12100.00')
  })

  it('用户权限 speaks to the administrator, not to the operator: no command, file or path', async () => {
    const { row } = await rowOnTab('用户权限', '139****0000')
    expect(within(row).getByText('管理员')).toBeTruthy()
    const text = document.body.textContent ?? ''
    expect(text).toContain('管理员账号由系统运维人员设置')
    expect(text).not.toMatch(/npm|create-admin|docs\/|\.md\b/)
  })

  it('调价指数 adds the next month of a city and series (the month after the newest one)', async () => {
    const sent = serve(true)
    const user = userEvent.setup()
    render(<BackofficeScreen />)
    await screen.findByText('深圳')
    await chooseOption('参考表', '调价指数')
    expect(await screen.findByText('2026-11')).toBeTruthy()
    const month = screen.getByLabelText<HTMLInputElement>('新增月份')
    expect(month.placeholder).toBe('2026-12')
    await user.type(screen.getByLabelText('指数'), '119.1')
    await user.click(screen.getByRole('button', { name: '新增' }))
    await waitFor(() =>
      expect(sent.filter((r) => r.url.includes('UpdateReferenceTable'))).toHaveLength(1),
    )
    expect(
      Object.fromEntries(
        new URLSearchParams(String(sent.find((r) => r.url.includes('UpdateReferenceTable'))?.body)),
      ),
    ).toEqual({
      Table: 'adjustIndex',
      City: '北京',
      Key: 'labour',
      Period: '2026-12',
      Value: '119.1',
    })
  })
})
