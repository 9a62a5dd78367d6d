import {
  LEVEL_ORDER,
  type AdjustDimensions,
  type Dimension,
  type LevelConfig,
  type LevelNode,
} from './model'

/**
 * Editing a 2- or 3-level configuration on screen (等级 → 功能 → 系统): the dimension a new node
 * takes under its parent, the nodes generated from the scheme's 维度, the nodes in tree order
 * for a list or a drop-down, and a node removed with its descendants (as EditThreeConfigOfOne).
 * The configuration itself is checked by `levelConfigSchema` when it is saved.
 */

/** The dimension of a node under `parentCode` ('' = top), or null below the last level. */
export function childDimension(config: LevelConfig, parentCode: string): Dimension | null {
  const order = LEVEL_ORDER[config.Levels]
  if (parentCode === '') return order[0] ?? null
  const parent = config.Nodes.find((n) => n.Code === parentCode)
  if (parent === undefined) return null
  return order[order.indexOf(parent.Dimension) + 1] ?? null
}

/**
 * Every combination of the 维度 values as nodes: 2 levels 功能 → 系统, 3 levels 等级 → 功能 → 系统.
 * Codes are positional ("G1", "G1F2", "G1F2S3"); names are the values. A level with no values
 * ends the tree there.
 */
export function nodesFromDimensions(
  levels: 2 | 3,
  d: Pick<AdjustDimensions, 'Grades' | 'Functions' | 'Systems'>,
): LevelNode[] {
  const values: Record<string, { letter: string; names: readonly string[] }> = {
    grade: { letter: 'G', names: d.Grades },
    function: { letter: 'F', names: d.Functions },
    system: { letter: 'S', names: d.Systems },
  }
  const out: LevelNode[] = []
  const grow = (depth: number, parent: string) => {
    const dim = LEVEL_ORDER[levels][depth]
    const v = dim === undefined ? undefined : values[dim]
    if (dim === undefined || v === undefined) return
    v.names.forEach((name, i) => {
      const code = `${parent}${v.letter}${i + 1}`
      out.push({
        Code: code,
        Name: name,
        ParentCode: parent,
        Dimension: dim,
        Method: '',
        RiskBand: '',
      })
      grow(depth + 1, code)
    })
  }
  grow(0, '')
  return out
}

/** The nodes in tree order (each after its parent), with their depth (0 = top). */
export function treeOrder(nodes: readonly LevelNode[]): { node: LevelNode; depth: number }[] {
  const children = new Map<string, LevelNode[]>()
  for (const n of nodes) children.set(n.ParentCode, [...(children.get(n.ParentCode) ?? []), n])
  const out: { node: LevelNode; depth: number }[] = []
  const seen = new Set<string>()
  const walk = (parent: string, depth: number) => {
    for (const n of children.get(parent) ?? []) {
      if (seen.has(n.Code)) continue
      seen.add(n.Code)
      out.push({ node: n, depth })
      walk(n.Code, depth + 1)
    }
  }
  walk('', 0)
  // Orphans (a parent that is missing) last, so nothing disappears from the editor.
  for (const n of nodes) if (!seen.has(n.Code)) out.push({ node: n, depth: 0 })
  return out
}

/** The node and all its descendants removed. */
export function withoutNode(nodes: readonly LevelNode[], code: string): LevelNode[] {
  const gone = new Set([code])
  let grew = true
  while (grew) {
    grew = false
    for (const n of nodes) {
      if (!gone.has(n.Code) && gone.has(n.ParentCode)) {
        gone.add(n.Code)
        grew = true
      }
    }
  }
  return nodes.filter((n) => !gone.has(n.Code))
}
