import { describe, expect, it } from 'vitest'
import { initialSort, sortReducer, type SortAction, type SortResult } from './sortable-model'

const names = new Map([
  ['a', '1#楼'],
  ['b', '2#楼'],
  ['c', '地库'],
])

function run(actions: SortAction[]): SortResult {
  let r: SortResult = { state: initialSort(['a', 'b', 'c']) }
  for (const a of actions) r = sortReducer(r.state, a, names)
  return r
}

describe('sortable keyboard model', () => {
  it('picks up, moves and drops an item, announcing each step and reporting the new place', () => {
    const picked = run([{ type: 'pickup', id: 'a' }])
    expect(picked.state.announcement).toContain('已拿起“1#楼”，当前第 1 项，共 3 项')
    const moved = run([
      { type: 'pickup', id: 'a' },
      { type: 'move', delta: 1 },
      { type: 'move', delta: 1 },
    ])
    expect(moved.state.order).toEqual(['b', 'c', 'a'])
    expect(moved.state.announcement).toBe('“1#楼”移到第 3 项，共 3 项')
    const dropped = run([{ type: 'pickup', id: 'a' }, { type: 'move', delta: 1 }, { type: 'drop' }])
    expect(dropped.moved).toEqual({ id: 'a', index: 1 })
    expect(dropped.state.announcement).toBe('“1#楼”已放在第 2 项')
  })

  it('Escape puts the item back and saves nothing; dropping in place saves nothing', () => {
    const cancelled = run([
      { type: 'pickup', id: 'c' },
      { type: 'move', delta: -2 },
      { type: 'cancel' },
    ])
    expect(cancelled.state.order).toEqual(['a', 'b', 'c'])
    expect(cancelled.moved).toBeUndefined()
    expect(cancelled.state.announcement).toBe('已取消移动，“地库”回到第 3 项')
    expect(run([{ type: 'pickup', id: 'b' }, { type: 'drop' }]).moved).toBeUndefined()
  })

  it('stops at the ends and keeps a drag in progress when the data refreshes', () => {
    expect(
      run([
        { type: 'pickup', id: 'a' },
        { type: 'move', delta: -1 },
      ]).state.announcement,
    ).toBe('已在第一项')
    expect(
      run([
        { type: 'pickup', id: 'a' },
        { type: 'move', delta: 1 },
        { type: 'sync', ids: ['a', 'b', 'c'] },
      ]).state.order,
    ).toEqual(['b', 'a', 'c'])
    expect(
      run([{ type: 'pickup', id: 'b' }, { type: 'moveTo', index: 0 }, { type: 'drop' }]).moved,
    ).toEqual({ id: 'b', index: 0 })
  })
})
