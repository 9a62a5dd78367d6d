import { describe, expect, it } from 'vitest'
import {
  bracketName,
  formOfTitle,
  isHeaderRow,
  isPageNoise,
  isSecondHeaderRow,
  isSubtotal,
  mapColumns,
  numberCell,
  projectLineName,
} from './layout'

describe('bill form layout rules', () => {
  it('names the form of a title', () => {
    expect(formOfTitle('分部分项工程和单价措施项目清单与计价表')).toBe('08')
    expect(formOfTitle('表-08 分部分项工程和单价措施项目清单与计价表(含分部小计)')).toBe('08')
    expect(formOfTitle('总价措施项目清单与计价表')).toBe('11')
    expect(formOfTitle('其他项目清单与计价汇总表')).toBe('12')
    expect(formOfTitle('规费、税金项目计价表')).toBe('13')
    expect(formOfTitle('单位工程投标报价汇总表')).toBe('summary')
    expect(formOfTitle('土石方工程')).toBeNull()
  })

  it('takes the 单位工程 from the last 【…】 of a sheet name', () => {
    expect(bracketName('表-08+分部分项工程和单价措施项目清单与计价表【消防电工】')).toBe('消防电工')
    expect(bracketName('【一期】表-08【1#楼 土建】')).toBe('1#楼 土建')
    expect(bracketName('表-08')).toBeNull()
  })

  it('reads the 工程名称 line without 标段 and page numbers', () => {
    expect(
      projectLineName(
        '工程名称：某住宅小区1#楼【土建】\u3000\u3000标段：一标段\u3000\u3000第 1 页 共 3 页',
      ),
    ).toBe('某住宅小区1#楼【土建】')
    expect(projectLineName('工程名称: 某项目  标段:')).toBe('某项目')
    expect(projectLineName('项目名称')).toBeNull()
  })

  it('knows subtotal and page rows', () => {
    for (const t of ['本页小计', '合 计', '合计', '分部小计', '小计'])
      expect(isSubtotal(t)).toBe(true)
    expect(isSubtotal('钢筋工程')).toBe(false)
    for (const t of ['第 2 页 共 9 页', '表-08', '注：为计取规费等的使用'])
      expect(isPageNoise(t)).toBe(true)
    expect(isPageNoise('平整场地')).toBe(false)
  })

  it('maps a two-row header with merged 金额(元) and a composition group', () => {
    const first = [
      '序号',
      '项目编码',
      '项目名称',
      '项目特征描述',
      '计量单位',
      '工程量',
      '金额(元)',
      '',
      '',
      '综合单价组成(元)',
      '',
      '',
      '',
      '',
      '备注',
      '其中：定额人工费',
    ]
    const second = [
      '',
      '',
      '',
      '',
      '',
      '',
      '综合单价',
      '合价',
      '其中：暂估价',
      '人工费',
      '材料费',
      '机械费',
      '管理费',
      '利润',
      '',
      '',
    ]
    expect(isHeaderRow(first)).toBe(true)
    expect(isSecondHeaderRow(second)).toBe(true)
    expect(isSecondHeaderRow(['1', '010101001001'])).toBe(false)
    expect(mapColumns(first, second)).toEqual({
      no: 0,
      code: 1,
      name: 2,
      features: 3,
      unit: 4,
      quantity: 5,
      price: 6,
      amount: 7,
      provisional: 8,
      labour: 9,
      material: 10,
      machine: 11,
      overhead: 12,
      profit: 13,
      note: 14,
    })
  })

  it('maps header variants in one row and ignores 人工费 outside a composition group', () => {
    expect(
      mapColumns(
        [
          '序号',
          '项目编码',
          '项目名称',
          '项目特征',
          '单位',
          '工程数量',
          '单价',
          '合价',
          '暂估价',
          '人工费',
        ],
        null,
      ),
    ).toEqual({
      no: 0,
      code: 1,
      name: 2,
      features: 3,
      unit: 4,
      quantity: 5,
      price: 6,
      amount: 7,
      provisional: 8,
    })
  })

  it('reads number cells as people write them', () => {
    const issues: string[] = []
    const issue = (_l: string, m: string) => issues.push(m)
    expect(numberCell('1,234.50', '工程量', issue)).toBe(1234.5)
    expect(numberCell('１２３．４', '工程量', issue)).toBe(123.4)
    expect(numberCell('—', '工程量', issue)).toBeNull()
    expect(numberCell('abc', '工程量', issue)).toBeUndefined()
    expect(numberCell('-2', '综合单价', issue)).toBeUndefined()
    expect(issues).toEqual(['工程量"abc"不是有效的数字', '综合单价不能为负数'])
  })
})
