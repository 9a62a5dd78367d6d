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

export function resolveSettings(contract: Pick<AdjustContract, 'Methods' | 'RiskBand'>, config: LevelConfig, materialKey: string, nodeCode: string): MaterialSettings {
  const own = contract.Methods.find((m) => m.Target === 'material' && m.Key === materialKey)
  let method: AdjustMethod | null = own?.Method ?? null
  let methodFrom = own === undefined ? '' : '材料指定'
  let band: string | null = null
  const byCode = new Map(config.Nodes.map((n) => [n.Code, n]))
  const seen = new Set<string>()
  for (let code = nodeCode; code !== '' && !seen.has(code); ) {
    seen.add(code)
    const node = byCode.get(code)
    if (node === undefined) break
    const group = contract.Methods.find((m) => m.Target === 'group' && m.Key === code)
    const nodeMethod = node.Method !== '' ? node.Method : group?.Method
    if (method === null && nodeMethod !== undefined) {
      method = nodeMethod
      methodFrom = `节点“${node.Name}”`
    }
    if (band === null && node.RiskBand !== '') band = node.RiskBand
    code = node.ParentCode
  }
  return { method: method ?? 'A.2', riskBand: band ?? contract.RiskBand, methodFrom: method === null ? '默认' : methodFrom }
}
