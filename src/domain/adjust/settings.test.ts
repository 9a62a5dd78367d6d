import { describe, expect, it } from 'vitest'
import type { LevelConfig, MethodAssignment } from './model'
import { resolveSettings } from './settings'

const config: LevelConfig = {
  Levels: 3,
  Nodes: [
    { Code: 'G1', Name: '一级', ParentCode: '', Dimension: 'grade', Method: 'A.1', RiskBand: '3' },
    { Code: 'F1', Name: '住宅', ParentCode: 'G1', Dimension: 'function', Method: '', RiskBand: '' },
    { Code: 'S1', Name: '给水', ParentCode: 'F1', Dimension: 'system', Method: '', RiskBand: '4' },
    { Code: 'G2', Name: '二级', ParentCode: '', Dimension: 'grade', Method: '', RiskBand: '' },
  ],
}
const contract = (methods: MethodAssignment[] = []) => ({ Methods: methods, RiskBand: '5' })

describe('method and band of a material', () => {
  it('inherits from the nearest node that names them', () => {
    expect(resolveSettings(contract(), config, '钢筋', 'S1')).toEqual({
      method: 'A.1',
      riskBand: '4',
      methodFrom: '节点“一级”',
    })
    expect(resolveSettings(contract(), config, '钢筋', 'F1')).toEqual({
      method: 'A.1',
      riskBand: '3',
      methodFrom: '节点“一级”',
    })
  })
  it('puts a material assignment before the nodes, and a group assignment on its node', () => {
    expect(
      resolveSettings(
        contract([{ Target: 'material', Key: '钢筋', Method: 'A.2' }]),
        config,
        '钢筋',
        'S1',
      ),
    ).toMatchObject({ method: 'A.2', methodFrom: '材料指定' })
    expect(
      resolveSettings(
        contract([{ Target: 'group', Key: 'G2', Method: 'A.1' }]),
        config,
        '水泥',
        'G2',
      ),
    ).toMatchObject({ method: 'A.1', methodFrom: '节点“二级”' })
  })
  it('falls back to the contract band and method A.2', () => {
    expect(resolveSettings(contract(), config, '水泥', 'G2')).toEqual({
      method: 'A.2',
      riskBand: '5',
      methodFrom: '默认',
    })
    expect(resolveSettings(contract(), config, '水泥', '')).toEqual({
      method: 'A.2',
      riskBand: '5',
      methodFrom: '默认',
    })
  })
})
