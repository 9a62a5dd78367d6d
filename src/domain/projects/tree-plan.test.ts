import { describe, expect, it } from 'vitest'
import {
  planIndent,
  planMove,
  planMoveTo,
  planOutdent,
  TREE_MESSAGES,
  siblingsOf,
  type TreeChange,
  type TreeNode,
} from './tree-plan'

const rows = (): TreeNode[] => [
  { ID: 'a', ParentID: '', Sort: 1 },
  { ID: 'b', ParentID: '', Sort: 2 },
  { ID: 'c', ParentID: '', Sort: 3 },
  { ID: 'b1', ParentID: 'b', Sort: 1 },
]

/** The rows after a plan's changes, for reading the new order. */
function apply(list: TreeNode[], changes: TreeChange[]): TreeNode[] {
  return list.map((r) => {
    const c = changes.find((x) => x.ID === r.ID)
    return c ? { ...r, ...c.fields } : r
  })
}
const order = (list: TreeNode[], parent = '') => siblingsOf(list, parent).map((r) => r.ID)

describe('tree plans shared by the client and the server', () => {
  it('moves a row up and down among its siblings, and says so at the edges', () => {
    const up = planMove(rows(), 'c', 'up')
    expect(up.ok && order(apply(rows(), up.changes))).toEqual(['a', 'c', 'b'])
    const down = planMove(rows(), 'a', 'down')
    expect(down.ok && order(apply(rows(), down.changes))).toEqual(['b', 'a', 'c'])
    expect(planMove(rows(), 'a', 'up')).toEqual({
      ok: false,
      message: TREE_MESSAGES.first,
      edge: true,
    })
    expect(planMove(rows(), 'c', 'down')).toEqual({
      ok: false,
      message: TREE_MESSAGES.last,
      edge: true,
    })
  })

  it('renumbers siblings whose equal Sort values leave no room', () => {
    const tied = [
      { ID: 'x', ParentID: '', Sort: 5 },
      { ID: 'y', ParentID: '', Sort: 5 },
      { ID: 'z', ParentID: '', Sort: 5 },
    ]
    const plan = planMove(tied, 'z', 'up')
    expect(plan.ok && order(apply(tied, plan.changes))).toEqual(['x', 'z', 'y'])
  })

  it('indents under the previous sibling as its last child, and outdents right after the parent', () => {
    const indent = planIndent(rows(), 'c', 10)
    expect(indent.ok && indent.changes).toEqual([{ ID: 'c', fields: { ParentID: 'b', Sort: 2 } }])
    const after = indent.ok ? apply(rows(), indent.changes) : rows()
    expect(order(after, 'b')).toEqual(['b1', 'c'])
    const out = planOutdent(after, 'b1')
    expect(out.ok && order(apply(after, out.changes))).toEqual(['a', 'b', 'b1'])
    expect(planIndent(rows(), 'a', 10)).toMatchObject({
      ok: false,
      message: TREE_MESSAGES.noPrevious,
      edge: true,
    })
    expect(planOutdent(rows(), 'a')).toMatchObject({
      ok: false,
      message: TREE_MESSAGES.top,
      edge: true,
    })
  })

  it('refuses a tree deeper than the limit and a drag into the row’s own subtree', () => {
    expect(planIndent(rows(), 'c', 2)).toEqual({
      ok: true,
      changes: [{ ID: 'c', fields: { ParentID: 'b', Sort: 2 } }],
    })
    const deep = [...rows(), { ID: 'c1', ParentID: 'c', Sort: 1 }]
    expect(planIndent(deep, 'c', 2)).toEqual({ ok: false, message: '层级最多 2 级', edge: false })
    expect(planMoveTo(rows(), 'b', 'b1', 0, 10)).toEqual({
      ok: false,
      message: TREE_MESSAGES.cycle,
      edge: false,
    })
    const drag = planMoveTo(rows(), 'a', 'b', 0, 10)
    expect(drag.ok && order(apply(rows(), drag.changes), 'b')).toEqual(['a', 'b1'])
  })
})
