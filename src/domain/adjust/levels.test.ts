import { describe, expect, it } from 'vitest'
import { childDimension, nodesFromDimensions, treeOrder, withoutNode } from './levels'
import { levelConfigSchema } from './schemas'

const dims = { Grades: ['一级', '二级'], Functions: ['住宅', '商业'], Systems: ['给水'] }

describe('level configurations edited on screen', () => {
  it('generates every 等级 → 功能 → 系统 combination, accepted by the schema', () => {
    const nodes = nodesFromDimensions(3, dims)
    expect(nodes).toHaveLength(2 + 4 + 4)
    expect(nodes.slice(0, 3).map((n) => [n.Code, n.ParentCode, n.Dimension])).toEqual([
      ['G1', '', 'grade'],
      ['G1F1', 'G1', 'function'],
      ['G1F1S1', 'G1F1', 'system'],
    ])
    expect(levelConfigSchema.safeParse({ Levels: 3, Nodes: nodes }).success).toBe(true)
    const two = nodesFromDimensions(2, dims)
    expect(two.map((n) => n.Code)).toEqual(['F1', 'F1S1', 'F2', 'F2S1'])
    expect(levelConfigSchema.safeParse({ Levels: 2, Nodes: two }).success).toBe(true)
  })
  it('gives a new node the dimension of its depth, none below the last level', () => {
    const config = { Levels: 3 as const, Nodes: nodesFromDimensions(3, dims) }
    expect(childDimension(config, '')).toBe('grade')
    expect(childDimension(config, 'G1')).toBe('function')
    expect(childDimension(config, 'G1F1')).toBe('system')
    expect(childDimension(config, 'G1F1S1')).toBeNull()
    expect(childDimension({ Levels: 2, Nodes: [] }, '')).toBe('function')
  })
  it('lists nodes after their parents and removes a node with its descendants', () => {
    const nodes = nodesFromDimensions(3, dims).reverse()
    expect(
      treeOrder(nodes)
        .map((x) => `${x.depth}${x.node.Code}`)
        .slice(0, 3),
    ).toEqual(['0G2', '1G2F2', '2G2F2S1'])
    expect(
      withoutNode(nodes, 'G1')
        .map((n) => n.Code)
        .sort(),
    ).toEqual(['G2', 'G2F1', 'G2F1S1', 'G2F2', 'G2F2S1'])
  })
})
