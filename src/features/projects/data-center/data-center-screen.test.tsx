import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { entityCall } from '@/data/repositories/entity-calls'
import { createFolder } from '@/data/repositories/folders'
import { mutate } from '@/data/repositories/mutate'
import { addProject } from '@/data/repositories/projects'
import { DataCenterScreen } from './data-center-screen'
import { getDb } from '@/data/db'

async function row(fields: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID()
  await mutate(getDb(), {
    entity: 'structureRows',
    entityId: id,
    op: 'create',
    call: entityCall('structureRows', 'create'),
    fields,
  })
  return id
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement

describe('我的数据', () => {
  beforeEach(async () => {
    const { setDb } = await import('@/data/db')
    setDb(null)
  })

  it('counts the local data and rolls the built area up with MultNum, in exact hundredths', async () => {
    const p = await addProject(getDb(), { Project_Name: '住宅A' })
    await addProject(getDb(), { Project_Name: '模板B', IsTemplate: 1 })
    await createFolder(getDb(), { Name: '2025', Kind: 'project' })
    const parent = await row({
      ProId: p,
      ParentID: '',
      Sort: 1,
      Project_Name: '1#',
      BuiltArea: 1,
      MultNum: 3,
    })
    await row({
      ProId: p,
      ParentID: parent,
      Sort: 1,
      Project_Name: '地上',
      BuiltArea: 0.1,
      MultNum: 1,
    })
    await row({
      ProId: p,
      ParentID: parent,
      Sort: 2,
      Project_Name: '地下',
      BuiltArea: 0.2,
      MultNum: 1,
    })
    await row({
      ProId: p,
      ParentID: '',
      Sort: 2,
      Project_Name: '2#',
      BuiltArea: 1000.55,
      MultNum: 2,
    })
    await renderWithRouter(<DataCenterScreen />)
    await screen.findByRole('heading', { name: '我的数据' }, { timeout: 5000 })
    await within(
      await screen
        .findByText('项目', { selector: 'dt' }, { timeout: 5000 })
        .then((e) => e.parentElement as HTMLElement),
    ).findByText('1')
    expect(within(figure('模板')).getByText('1')).toBeTruthy()
    expect(within(figure('文件夹')).getByText('1')).toBeTruthy()
    expect(within(figure('单项工程')).getByText('4')).toBeTruthy()
    // (0.1 + 0.2) × 3 + 1000.55 × 2 = 2002.00, summed in hundredths.
    expect(within(figure('总建筑面积')).getByText('2,002.00')).toBeTruthy()
    // 2 projects, 1 folder, 4 rows: 7 creates waiting for the server.
    expect(within(figure('待同步修改')).getByText('7')).toBeTruthy()
    expect(screen.getByRole('link', { name: '住宅A' }).getAttribute('href')).toContain('pid=')
    expect(screen.getByRole('link', { name: '进入我的项目' }).getAttribute('href')).toBe(
      '/Page/newModelProjet?id=2',
    )
  })
})
