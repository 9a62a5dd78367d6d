import { beforeEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initialSyncStatus, patchStatus, syncStatusStore } from '@/data/sync/status-store'
import { sessionStore } from '@/data/state/app-state'
import { SyncIndicator } from './sync-indicator'
import { SyncIndicatorHost } from './sync-indicator-host'
import { indicatorParts } from './status-text'

beforeEach(() => {
  syncStatusStore.set(initialSyncStatus())
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
})

const indicator = () => screen.getByRole('button', { name: /^同步状态/ })

describe('sync indicator', () => {
  it('shows online state, pending count and the last sync time', () => {
    const at = new Date(2025, 0, 2, 9, 5).getTime()
    patchStatus(syncStatusStore, { online: true, pending: 3, lastSyncAt: at })
    render(<SyncIndicator />)
    expect(indicator().getAttribute('aria-label')).toMatch(
      /^同步状态：在线，待同步 3 条，上次同步 (1月2日 )?09:05$/,
    )
    expect(indicator().textContent).toContain('待同步 3 条')
  })

  it('follows the status live: offline, pull progress, failed and conflicting counts', () => {
    render(<SyncIndicator />)
    expect(indicator().getAttribute('aria-label')).toBe('同步状态：在线')
    act(() => patchStatus(syncStatusStore, { online: false }))
    expect(indicator().getAttribute('aria-label')).toBe('同步状态：离线')
    act(() =>
      patchStatus(syncStatusStore, {
        online: true,
        syncing: true,
        pull: { active: true, pages: 3, rows: 1500 },
      }),
    )
    expect(indicator().getAttribute('aria-label')).toContain('已拉取 1500 条')
    act(() =>
      patchStatus(syncStatusStore, {
        syncing: false,
        pull: { active: false, pages: 3, rows: 1500 },
        failed: 1,
        conflicts: 2,
      }),
    )
    const name = indicator().getAttribute('aria-label') ?? ''
    expect(name).toContain('失败 1')
    expect(name).toContain('冲突 2')
    expect(name).not.toContain('已拉取')
  })

  it('warns about storage only when data is at risk, and says so in words', () => {
    render(<SyncIndicator />)
    // Persistence refused with nothing unsent: the server has everything, no alarm.
    act(() => patchStatus(syncStatusStore, { storagePersisted: false }))
    expect(indicator().getAttribute('aria-label')).toBe('同步状态：在线')
    expect(indicator().textContent).not.toContain('风险')
    act(() => patchStatus(syncStatusStore, { storagePersisted: false, pending: 2 }))
    expect(indicator().getAttribute('aria-label')).toContain('浏览器未允许持久存储')
    expect(indicator().textContent).toContain('未同步的修改有风险')
    act(() => patchStatus(syncStatusStore, { pending: 0 }))
    act(() =>
      patchStatus(syncStatusStore, {
        storageWarning: '浏览器存储空间即将用完，请清理空间以免无法保存离线数据',
      }),
    )
    expect(indicator().getAttribute('aria-label')).toContain('存储空间即将用完')
    expect(indicator().textContent).toContain('存储空间不足')
    act(() =>
      patchStatus(syncStatusStore, {
        storageWarning: null,
        storagePersisted: true,
        lastError: '存储空间不足，本次修改未保存',
      }),
    )
    expect(indicator().getAttribute('aria-label')).toContain('存储空间不足')
  })

  it('says the user must log in while sync is paused by a 403', () => {
    expect(indicatorParts({ ...initialSyncStatus(), online: true, authRequired: true })).toEqual([
      '在线',
      '请登录后同步',
    ])
  })

  it('opens 同步详情 on click', async () => {
    render(<SyncIndicator />)
    await userEvent.click(indicator())
    expect(await screen.findByRole('dialog', { name: '同步详情' })).toBeTruthy()
  })
})

describe('sync indicator host', () => {
  it('renders nothing for a visitor and the indicator once logged in', async () => {
    render(<SyncIndicatorHost />)
    expect(screen.queryByRole('button', { name: /^同步状态/ })).toBeNull()
    act(() => sessionStore.set({ token: 't', userId: '7', userName: '张工', avatar: null }))
    expect(await screen.findByRole('button', { name: /^同步状态/ }, { timeout: 5000 })).toBeTruthy()
  })
})
