import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseOption } from '@/components/testing/choose-option'
import { toastStore } from '@/components/ui/toast-store'
import { getDb, setDb } from '@/data/db'
import { getScheme } from '@/data/repositories/adjust'
import { LevelsPanel } from './levels-panel'
import { storedScheme } from './scheme.testkit'

const SLOW = { timeout: 5000 }

describe('层级与方法 panel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setDb(null)
    toastStore.set([])
  })

  it('adds a group under a node with its method and band, shows what it takes, and saves the configuration', async () => {
    const scheme = await storedScheme('层级', 'GB 50500-2013')
    const user = userEvent.setup()
    render(<LevelsPanel scheme={scheme} />)
    await user.type(screen.getByRole('textbox', { name: '节点编码' }), 'F1')
    await user.type(screen.getByRole('textbox', { name: '节点名称' }), '住宅')
    await user.click(screen.getByRole('button', { name: '添加节点' }))
    await chooseOption('住宅调价方法', 'A.1 价格指数法')
    await user.type(screen.getByRole('textbox', { name: '住宅风险幅度' }), '8')
    await chooseOption('上级节点', /住宅/)
    await user.type(screen.getByRole('textbox', { name: '节点编码' }), 'S1')
    await user.type(screen.getByRole('textbox', { name: '节点名称' }), '给水')
    await user.click(screen.getByRole('button', { name: '添加节点' }))
    // The child inherits the group's method and band.
    expect(screen.getByLabelText('给水实际采用').textContent).toContain(
      '价格指数调整法（A.1），±8%',
    )
    expect(screen.getByLabelText('给水实际采用').textContent).toContain('来自节点“住宅”')
    await user.click(screen.getByRole('button', { name: '保存层级配置' }))
    await waitFor(
      async () => expect((await getScheme(getDb(), scheme.ID))?.Config.Nodes).toHaveLength(2),
      SLOW,
    )
    const saved = await getScheme(getDb(), scheme.ID)
    expect(saved?.Config).toEqual({
      Levels: 2,
      Nodes: [
        {
          Code: 'F1',
          Name: '住宅',
          ParentCode: '',
          Dimension: 'function',
          Method: 'A.1',
          RiskBand: '8',
        },
        {
          Code: 'S1',
          Name: '给水',
          ParentCode: 'F1',
          Dimension: 'system',
          Method: '',
          RiskBand: '',
        },
      ],
    })
  })

  it('refuses a node below the last level', async () => {
    const scheme = await storedScheme('层级2')
    const withNodes = {
      ...scheme,
      Config: {
        Levels: 2 as const,
        Nodes: [
          {
            Code: 'F1',
            Name: '住宅',
            ParentCode: '',
            Dimension: 'function' as const,
            Method: '' as const,
            RiskBand: '',
          },
          {
            Code: 'S1',
            Name: '给水',
            ParentCode: 'F1',
            Dimension: 'system' as const,
            Method: '' as const,
            RiskBand: '',
          },
        ],
      },
    }
    render(<LevelsPanel scheme={withNodes} />)
    // 给水 is a 系统 node (the last level of two): it is not offered as a parent.
    await userEvent.click(screen.getByRole('combobox', { name: '上级节点' }))
    expect(screen.queryByRole('option', { name: /给水/ })).toBeNull()
    expect(await screen.findByRole('option', { name: /住宅/ })).toBeTruthy()
  })
})
