import type { AdjustContract, AdjustMethod, LevelConfig } from './model'

/**
 * Which method and risk band a material takes: its own method assignment first, then the nearest
 * level node (its own, then its parents) that names a method or band, or a group assignment
 * naming that node, then the contract (band) and A.2 (method: the method a contract without an
 * index table can use).
 */
export interface MaterialSettings {
  method: AdjustMethod
  /** Percent text ("5"). */
  riskBand: string
  /** Where the method came from, in Chinese ("材料指定", "节点“住宅”", "默认"). */
  methodFrom: string
}

type Settings = Pick<AdjustContract, 'Methods' | 'RiskBand'>

/**
 * A resolver for many materials of one scheme: the assignments and nodes are indexed once, so
 * thousands of materials with their own assignments stay linear.
 */
export function settingsResolver(
  contract: Settings,
  config: LevelConfig,
): (materialKey: string, nodeCode: string) => MaterialSettings {
  const own = new Map<string, AdjustMethod>()
  const groups = new Map<string, AdjustMethod>()
  for (const m of contract.Methods) {
    const map = m.Target === 'material' ? own : groups
    if (!map.has(m.Key)) map.set(m.Key, m.Method)
  }
  const byCode = new Map(config.Nodes.map((n) => [n.Code, n]))
  return (materialKey, nodeCode) => {
    const assigned = own.get(materialKey)
    let method: AdjustMethod | null = assigned ?? null
    let methodFrom = assigned === undefined ? '' : '材料指定'
    let band: string | null = null
    const seen = new Set<string>()
    for (let code = nodeCode; code !== '' && !seen.has(code);) {
      seen.add(code)
      const node = byCode.get(code)
      if (node === undefined) break
      const nodeMethod = node.Method !== '' ? node.Method : groups.get(code)
      if (method === null && nodeMethod !== undefined) {
        method = nodeMethod
        methodFrom = `节点“${node.Name}”`
      }
      if (band === null && node.RiskBand !== '') band = node.RiskBand
      code = node.ParentCode
    }
    return {
      method: method ?? 'A.2',
      riskBand: band ?? contract.RiskBand,
      methodFrom: method === null ? '默认' : methodFrom,
    }
  }
}

export function resolveSettings(
  contract: Settings,
  config: LevelConfig,
  materialKey: string,
  nodeCode: string,
): MaterialSettings {
  return settingsResolver(contract, config)(materialKey, nodeCode)
}
