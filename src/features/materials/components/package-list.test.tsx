import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { materialCache } from '@/data/repositories/material-cache'
import type { PackageDoc } from '@/domain/api/materials'
import { PackageList } from './package-list'

const pkg = (ID: string, Name: string): PackageDoc => ({
  ID,
  Type: 3,
  Name,
  Province: '广东',
  City: '深圳',
  Period: '2026-05',
  OwnerID: '',
  Source: '',
  ItemCount: 200_000,
  CreateTime: '2026-05-01T00:00:00.000Z',
  UpdateTime: '2026-05-01T00:00:00.000Z',
})

describe('PackageList download progress', () => {
  it('offers 继续下载 with the share stored for a download cut off, and 下载到本机 otherwise', async () => {
    const cut = pkg('a', '深圳信息价')
    await materialCache().packages.put({
      ...cut,
      pulledAt: 0,
      pull: { id: 'p', updateTime: cut.UpdateTime, after: '1:x', stored: 75_000, total: 200_000 },
    })
    const noop = () => Promise.resolve()
    render(
      <PackageList
        packages={[cut, pkg('b', '广州信息价')]}
        picked={[]}
        selectedId={null}
        onSelect={() => undefined}
        onPick={noop}
        onUnpick={noop}
      />,
    )
    const cutButton = screen.getByRole('button', { name: '下载深圳信息价到本机' })
    await waitFor(() => expect(cutButton.textContent).toBe('继续下载（38%）'))
    expect(screen.getByRole('button', { name: '下载广州信息价到本机' }).textContent).toBe(
      '下载到本机',
    )
  })
})
