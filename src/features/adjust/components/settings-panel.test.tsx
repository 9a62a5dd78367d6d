import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setNotifier } from '@/data/api/notify'
import { getDb, setDb } from '@/data/db'
import { getScheme } from '@/data/repositories/adjust'
import { SettingsPanel } from './settings-panel'
import { storedScheme } from './scheme.testkit'

describe('合同与维度 panel', { timeout: 30_000 }, () => {
  const toasts: string[] = []
  beforeEach(() => {
    setDb(null)
    toasts.length = 0
    setNotifier({
      messageBox: () => {},
      toast: (m) => void toasts.push(m),
      confirm: () => Promise.resolve(true),
    })
  })
  afterEach(() => setNotifier(null))

  it('starts a new scheme without 合同基准日 and saves only once it is entered', async () => {
    const scheme = await storedScheme('基准日')
    const user = userEvent.setup()
    render(<SettingsPanel scheme={scheme} />)
    const field = screen.getByRole('textbox', { name: '合同基准日' })
    expect(field).toHaveProperty('value', '')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.type(screen.getByRole('textbox', { name: '城市' }), '杭州')
    await user.click(screen.getByRole('button', { name: '保存合同与维度' }))
    await waitFor(() =>
      expect(toasts).toContain('合同基准日不能为空（或填写投标截止日，自动取其前28天）'),
    )
    expect((await getScheme(getDb(), scheme.ID))?.Dimensions.City).toBe('')
    await user.type(field, '2026-03-01')
    await user.click(screen.getByRole('button', { name: '保存合同与维度' }))
    await waitFor(async () =>
      expect((await getScheme(getDb(), scheme.ID))?.Contract.BaseDate).toBe('2026-03-01'),
    )
  })
})

describe('合同价款 field', { timeout: 30_000 }, () => {
  it('reads with thousands separators, edits the plain number and saves it without separators', async () => {
    setDb(null)
    const scheme = await storedScheme('价款')
    const user = userEvent.setup()
    render(<SettingsPanel scheme={scheme} />)
    const field = screen.getByRole('textbox', { name: '合同价款（元）' })
    await user.clear(field)
    await user.type(field, '11736380.96')
    expect(field).toHaveProperty('value', '11736380.96')
    await user.tab()
    expect(field).toHaveProperty('value', '11,736,380.96')
    await user.click(field)
    expect(field).toHaveProperty('value', '11736380.96')
    await user.clear(field)
    await user.type(field, '1,200,000.5')
    await user.type(screen.getByRole('textbox', { name: '合同基准日' }), '2026-03-01')
    await user.click(screen.getByRole('button', { name: '保存合同与维度' }))
    await waitFor(async () =>
      expect((await getScheme(getDb(), scheme.ID))?.Contract.ContractSum).toBe('1200000.50'),
    )
    expect(field).toHaveProperty('value', '1,200,000.50')
  })
})
