import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetProjects,
  RECENT_LIMIT,
  recentProjectsStore,
  rememberProject,
} from './recent-projects'

beforeEach(() => recentProjectsStore.set([]))

describe('recent projects (the side menu’s current project, the picker’s order)', () => {
  it('puts the project opened last first, once and renamed when its name changed', () => {
    rememberProject('a', '甲')
    rememberProject('b', '乙')
    rememberProject('a', '甲（改）')
    expect(recentProjectsStore.get()).toEqual([
      { id: 'a', name: '甲（改）' },
      { id: 'b', name: '乙' },
    ])
  })

  it(`keeps the last ${RECENT_LIMIT}, and a deleted project leaves the list`, () => {
    for (let i = 0; i < RECENT_LIMIT + 3; i++) rememberProject(`p${i}`, `项目${i}`)
    expect(recentProjectsStore.get()).toHaveLength(RECENT_LIMIT)
    expect(recentProjectsStore.get()[0]?.id).toBe(`p${RECENT_LIMIT + 2}`)
    forgetProjects([`p${RECENT_LIMIT + 2}`, 'unknown'])
    expect(recentProjectsStore.get()[0]?.id).toBe(`p${RECENT_LIMIT + 1}`)
  })
})
