import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { createProject } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import * as repo from '@/data/repositories/structure'
import { listStructure } from '@/data/repositories/structure-read'
import { buildTree } from '@/domain/projects/structure'
import { SortableScreen } from './sortable-screen'

beforeEach(async () => {
  // Each test has its own IndexedDB (tests/setup): drop the app database bound to the last one.
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})

describe('sortable screen', () => {
  it('reorders top-level rows with Space, arrows and Space, announcing in Chinese and saving the order', async () => {
    const pid = await onAppDb(createProject)({ Project_Name: '滨江一期' })
    for (const name of ['1#楼', '2#楼', '地库'])
      await onAppDb(repo.addRow)(pid, { Project_Name: name })
    await renderWithRouter(<SortableScreen projectId={pid} />)
    const handle = await screen.findByRole('button', { name: '拖动排序：1#楼' }, { timeout: 5000 })
    fireEvent.keyDown(handle, { key: ' ' })
    expect(screen.getByRole('status').textContent).toContain('已拿起“1#楼”')
    fireEvent.keyDown(screen.getByRole('button', { name: '拖动排序：1#楼' }), { key: 'ArrowDown' })
    fireEvent.keyDown(screen.getByRole('button', { name: '拖动排序：1#楼' }), { key: ' ' })
    expect(screen.getByRole('status').textContent).toBe('“1#楼”已放在第 2 项')
    await waitFor(async () => {
      const order = buildTree(await onAppDb(listStructure)(pid)).map((n) => n.Project_Name)
      expect(order).toEqual(['2#楼', '1#楼', '地库'])
    })
  })
})
