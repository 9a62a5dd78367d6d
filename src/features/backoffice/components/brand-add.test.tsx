import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseOption } from '@/components/testing/choose-option'
import { MessageBoxHost } from '@/components/message-box'
import { envelope, stubFetch, type SentRequest } from '@/data/api/test-fetch'
import { FunctionalPanel } from './functional-panel'

/** A back-office server holding the brands: add and delete change them, as UpdateFunctionalData does. */
function serve(): SentRequest[] {
  let brands = [
    {
      ID: '00000000-0000-4000-8000-000000000001',
      SystemCode: 'TJ',
      Grade: '标准',
      Name: '海螺',
      Initials: 'HL',
      Premium: '0',
    },
  ]
  return stubFetch((req) => {
    const path = new URL(req.url, 'http://localhost').pathname.replace(/^\/api/, '')
    if (path === '/Backstage/GetReferenceHistory') return envelope([])
    if (path === '/Backstage/GetFunctionalData') {
      return envelope({
        Version: 'v1',
        Functions: [],
        Grades: [],
        CountItems: [],
        Recipes: [],
        PerFlat: {},
        Brands: brands,
        Systems: [
          {
            Code: 'TJ',
            Name: '土建',
            Specialty: '土建',
            Prices: { 经济: '1350.00', 标准: '1550.00', 高档: '1800.00', 豪华: '2100.00' },
            Sort: 1,
          },
        ],
      })
    }
    if (path === '/Backstage/UpdateFunctionalData') {
      const form = Object.fromEntries(new URLSearchParams(String(req.body)))
      if (form['Type'] === 'add') {
        const made = {
          ID: '00000000-0000-4000-8000-000000000002',
          SystemCode: form['SystemCode'] ?? '',
          Grade: form['Grade'] ?? '',
          Name: form['Name'] ?? '',
          Initials: '',
          Premium: form['Premium'] ?? '0',
        }
        brands = [...brands, made]
        return envelope({ Kind: 'brand', Key: made.ID, HistoryID: 1 })
      }
      if (form['Type'] === 'delete') {
        brands = brands.filter((b) => b.ID !== form['ID'])
        return envelope({ Kind: 'brand', Key: form['ID'], HistoryID: 2 })
      }
    }
    return envelope(null, '1', `unexpected ${path}`)
  })
}

const updates = (sent: SentRequest[]) =>
  sent
    .filter((r) => r.url.includes('UpdateFunctionalData'))
    .map((r) => Object.fromEntries(new URLSearchParams(String(r.body))))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('功能数据 › 品牌溢价', () => {
  it('adds a brand (system, grade, name and premium checked first) and deletes one after a confirmation', async () => {
    const sent = serve()
    const user = userEvent.setup()
    render(
      <>
        <FunctionalPanel />
        <MessageBoxHost />
      </>,
    )
    await chooseOption('功能数据类别', '品牌溢价')
    const form = await screen.findByRole('form', { name: '新增品牌' })
    await user.click(within(form).getByRole('button', { name: '新增品牌' }))
    expect(within(form).getByRole('alert').textContent).toBe('请选择系统')
    await chooseOption('系统', '土建')
    await user.click(within(form).getByRole('button', { name: '新增品牌' }))
    expect(within(form).getByRole('alert').textContent).toBe('请填写品牌名称')
    await user.type(within(form).getByLabelText('品牌名称'), '东方雨虹')
    await user.clear(within(form).getByLabelText('溢价率（%）'))
    await user.type(within(form).getByLabelText('溢价率（%）'), '300')
    await user.click(within(form).getByRole('button', { name: '新增品牌' }))
    // The call's own schema refuses it before anything is sent.
    expect((await within(form).findByRole('alert')).textContent).toMatch(/溢价率/)
    expect(updates(sent)).toHaveLength(0)
    await chooseOption('档次', '高档')
    await user.clear(within(form).getByLabelText('溢价率（%）'))
    await user.type(within(form).getByLabelText('溢价率（%）'), '12.5')
    await user.click(within(form).getByRole('button', { name: '新增品牌' }))
    const table = screen.getByRole('table', { name: '品牌溢价' })
    const added = (await within(table).findByText('东方雨虹')).closest('tr') as HTMLElement
    expect(within(added).getByText('高档')).toBeTruthy()
    expect(updates(sent)).toEqual([
      {
        Kind: 'brand',
        Type: 'add',
        SystemCode: 'TJ',
        Grade: '高档',
        Name: '东方雨虹',
        Premium: '12.5',
      },
    ])

    const old = within(table).getByText('海螺').closest('tr') as HTMLElement
    await user.click(within(old).getByRole('button', { name: '删除' }))
    await user.click(await screen.findByRole('button', { name: '取消' }))
    expect(updates(sent)).toHaveLength(1)
    await user.click(within(old).getByRole('button', { name: '删除' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    )
    await waitFor(() => expect(within(table).queryByText('海螺')).toBeNull())
    expect(updates(sent)[1]).toEqual({
      Kind: 'brand',
      Type: 'delete',
      ID: '00000000-0000-4000-8000-000000000001',
    })
  }, 15_000) // one long userEvent flow: 3.7 s at load 9, over vitest's 5 s default at load 13
})
