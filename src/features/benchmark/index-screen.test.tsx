import { useSyncExternalStore } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '@/components/testing/render-with-router'
import type { StoredScheme } from './scheme-commands'
import { MessageBoxHost } from '@/components/message-box'
import { BenchmarkIndex } from './index-screen'

// The schemes list as the live query gives it: a new array after every write.
let schemes: StoredScheme[] = []
const listeners = new Set<() => void>()
const setSchemes = (next: StoredScheme[]) => ((schemes = next), listeners.forEach((l) => l()))

vi.mock('./use-benchmark', () => ({
  // No scheme open: the list shows without the scheme's tab row.
  useCurrentScheme: () => null,
  useSchemes: () =>
    useSyncExternalStore(
      (l) => (listeners.add(l), () => listeners.delete(l)),
      () => schemes,
    ),
  useCandidates: () => [
    {
      id: 'p1',
      name: '目标住宅',
      type: '住宅',
      city: '上海',
      year: 2024,
      builtArea: 1000,
      isTemplate: false,
      structureType: '框架',
    },
  ],
  openScheme: vi.fn(),
}))
vi.mock('./scheme-commands', () => ({
  schemeCommands: {
    update: vi.fn((id: string, d: Omit<StoredScheme, 'id' | 'version' | 'updatedAt'>) =>
      Promise.resolve(setSchemes(schemes.map((s) => (s.id === id ? { ...s, ...d } : s)))),
    ),
    copy: vi.fn((id: string) =>
      Promise.resolve(setSchemes([...schemes, { ...scheme(id, '副本'), id: `${id}-copy` }])),
    ),
    remove: vi.fn((id: string) => Promise.resolve(setSchemes(schemes.filter((s) => s.id !== id)))),
  },
  // Every sample of these schemes is on the device: nothing to download.
  downloadSharedSamples: vi.fn(() => Promise.resolve(0)),
}))

const scheme = (id: string, name: string): StoredScheme => ({
  id,
  name,
  targetId: 'p1',
  level: 'project',
  targetRowId: '',
  indicators: [],
  filter: {},
  sampleIds: ['p2'],
  deviationLimit: null,
  rebase: false,
  note: '',
  version: 1,
  updatedAt: 1,
})

beforeEach(() => setSchemes([scheme('s1', '住宅对标')]))

describe('BenchmarkIndex with ?SID=', () => {
  it('opens the scheme editor once: after saving, or closing and copying a scheme, it stays closed', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<BenchmarkIndex sid="s1" />)
    const dialog = await screen.findByRole('dialog', { name: '编辑对标方案' })
    await user.clear(screen.getByLabelText('方案名称'))
    await user.type(screen.getByLabelText('方案名称'), '住宅对标（改）')
    await user.click(screen.getByRole('button', { name: '保存方案' }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(screen.getByRole('button', { name: '住宅对标（改）' })).toBeTruthy()

    await user.click(screen.getAllByRole('button', { name: '复制' })[0]!)
    await screen.findByRole('button', { name: '副本' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('deleting a 对标 scheme', () => {
  it("asks in the app's own dialog: 取消 keeps the scheme, 删除 removes it", async () => {
    const user = userEvent.setup()
    await renderWithRouter(
      <>
        <BenchmarkIndex />
        <MessageBoxHost />
      </>,
    )
    await user.click(screen.getByRole('button', { name: '删除' }))
    const ask = await screen.findByRole('alertdialog')
    expect(ask.textContent).toContain('确定删除方案“住宅对标”吗？')
    await user.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('button', { name: '住宅对标' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '删除' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    )
    await waitFor(() => expect(screen.queryByRole('button', { name: '住宅对标' })).toBeNull())
  })
})
