import { describe, expect, it } from 'vitest'
import { guessMapping, mapRows, numSegments, parseNumberText, type ColumnMapping } from './xlsx-map'
import { TEMPLATE_HEADERS, type SheetTable } from './xlsx'

const table = (
  rows: string[][],
  headers: string[] = [...TEMPLATE_HEADERS],
  headerRow = 1,
): SheetTable => ({ name: '项目结构', headerRow, headers, rows, truncated: false })
const TEMPLATE: ColumnMapping = {
  Num: 0,
  Project_Name: 1,
  BuiltArea: 2,
  InArea: 3,
  SellArea: 4,
  MultNum: 5,
}
let seq = 0
const ids = () => `id-${++seq}`

describe('guessMapping', () => {
  it('maps the template headers to their fields', () => {
    expect(guessMapping(TEMPLATE_HEADERS)).toEqual(TEMPLATE)
  })

  it('finds fields from other wordings, units and order, one column per field', () => {
    expect(
      guessMapping([
        '备注',
        '工程名称',
        '栋 数',
        '建筑面积（㎡）',
        '地上建筑面积',
        '套内面积 (m2)',
        '编号',
      ]),
    ).toEqual({
      Num: 6,
      Project_Name: 1,
      MultNum: 2,
      BuiltArea: 3,
      InArea: 5,
    })
  })

  it('leaves fields out when no header names them', () => {
    expect(guessMapping(['A', 'B'])).toEqual({})
  })
})

describe('parseNumberText', () => {
  it.each([
    ['1,234.50', 1234.5],
    ['１２３．５', 123.5],
    [' 80㎡ ', 80],
    ['1e3', 1000],
    ['0', 0],
    ['-5', -5],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumberText(text)).toBe(value)
  })

  it('gives null for empty and NaN for words', () => {
    expect(parseNumberText('  ')).toBeNull()
    expect(parseNumberText('约100')).toBeNaN()
    expect(parseNumberText('1.2.3')).toBeNaN()
  })
})

describe('numSegments', () => {
  it('reads hierarchical numbers and refuses other numbering', () => {
    expect(numSegments('1.2.3')).toEqual(['1', '2', '3'])
    expect(numSegments('01．2、')).toEqual(['1', '2'])
    expect(numSegments('一')).toBeUndefined()
    expect(numSegments('A1')).toBeUndefined()
  })
})

describe('mapRows', () => {
  it('builds the hierarchy from 序号, with Sort in file order and Num from the tree', () => {
    const result = mapRows(
      table([
        ['1', '1#楼', '12,000.00', '9800', '11500', '2'],
        ['1.1', '地上', '10000', '9800', '11500', ''],
        ['1.2', '地下室', '2000', '0', '0', '1'],
        ['1.2.1', '人防', '500', '0', '0', '1'],
        ['2', '商业', '3500.5', '3000', '', ''],
      ]),
      TEMPLATE,
      { projectId: 'p1', newId: ids },
    )
    expect(result.issues).toEqual([])
    expect(result.skipped).toBe(0)
    const byName = new Map(result.rows.map((r) => [r.Project_Name, r]))
    expect(result.rows.map((r) => [r.Num, r.Project_Name, r.depth])).toEqual([
      ['1', '1#楼', 0],
      ['1.1', '地上', 1],
      ['1.2', '地下室', 1],
      ['1.2.1', '人防', 2],
      ['2', '商业', 0],
    ])
    expect(byName.get('地上')?.ParentID).toBe(byName.get('1#楼')?.ID)
    expect(byName.get('人防')?.ParentID).toBe(byName.get('地下室')?.ID)
    expect(byName.get('商业')).toMatchObject({
      ProId: 'p1',
      ParentID: '',
      Sort: 2,
      BuiltArea: 3500.5,
      InArea: 3000,
      SellArea: null,
      MultNum: 1,
      TenderID: '',
    })
    expect(byName.get('1#楼')).toMatchObject({
      BuiltArea: 12000,
      MultNum: 2,
      sourceRow: 2,
      sourceNum: '1',
    })
  })

  it('accepts children listed before their parent', () => {
    const { rows } = mapRows(
      table([
        ['1.1', '子', '1', '1', '1', '1'],
        ['1', '父', '1', '1', '1', '1'],
      ]),
      TEMPLATE,
      { newId: ids },
    )
    const child = rows.find((r) => r.Project_Name === '子')
    const parent = rows.find((r) => r.Project_Name === '父')
    expect(child?.ParentID).toBe(parent?.ID)
    expect(rows.map((r) => r.Project_Name)).toEqual(['父', '子'])
  })

  it('leaves out rows with errors and says why in Chinese, with Excel row numbers', () => {
    const result = mapRows(
      table(
        [
          ['1', '', '100', '80', '90', '1'],
          ['2', '负面积', '-1', '80', '90', '1'],
          ['3', '文字', '一百', '80', '90', '1'],
          ['4', '零栋', '100', '80', '90', '0'],
          ['5', '小数栋', '100', '80', '90', '1.5'],
          ['6', '好的', '100', '80', '90', '2.0'],
        ],
        [...TEMPLATE_HEADERS],
        3,
      ),
      TEMPLATE,
      { newId: ids },
    )
    expect(result.rows.map((r) => [r.Project_Name, r.MultNum])).toEqual([['好的', 2]])
    expect(result.skipped).toBe(5)
    expect(result.issues).toEqual([
      { row: 4, field: 'Project_Name', message: '单项工程名称不能为空', level: 'error' },
      { row: 5, field: 'BuiltArea', message: '建筑面积不能为负数', level: 'error' },
      { row: 6, field: 'BuiltArea', message: '建筑面积"一百"不是有效的数字', level: 'error' },
      { row: 7, field: 'MultNum', message: '栋数"0"必须是正整数', level: 'error' },
      { row: 8, field: 'MultNum', message: '栋数"1.5"必须是正整数', level: 'error' },
    ])
  })

  it('hangs rows under the nearest imported ancestor when their parent is missing or left out', () => {
    const result = mapRows(
      table([
        ['1', '根', '1', '1', '1', '1'],
        ['1.1', '', '1', '1', '1', '1'],
        ['1.1.1', '孙', '1', '1', '1', '1'],
        ['9.1', '孤儿', '1', '1', '1', '1'],
      ]),
      TEMPLATE,
      { newId: ids },
    )
    const root = result.rows.find((r) => r.Project_Name === '根')
    expect(result.rows.find((r) => r.Project_Name === '孙')?.ParentID).toBe(root?.ID)
    expect(result.rows.find((r) => r.Project_Name === '孤儿')?.ParentID).toBe('')
    expect(
      result.issues.filter((i) => i.level === 'warning').map((i) => [i.row, i.message]),
    ).toEqual([
      [4, '上级序号 1.1 不存在或未导入，挂在第 2 行下'],
      [5, '上级序号 9 不存在或未导入，按顶层行导入'],
    ])
  })

  it('warns about duplicate and non-hierarchical numbers but imports the rows', () => {
    const result = mapRows(
      table([
        ['1', '甲', '1', '1', '1', '1'],
        ['1', '乙', '1', '1', '1', '1'],
        ['一', '丙', '1', '1', '1', '1'],
        ['1.1', '丁', '1', '1', '1', '1'],
      ]),
      TEMPLATE,
      { newId: ids },
    )
    expect(result.rows).toHaveLength(4)
    expect(result.rows.find((r) => r.Project_Name === '丁')?.ParentID).toBe(
      result.rows.find((r) => r.Project_Name === '甲')?.ID,
    )
    expect(result.issues.map((i) => [i.row, i.level])).toEqual([
      [3, 'warning'],
      [4, 'warning'],
    ])
    expect(result.issues[0]?.message).toContain('与第 2 行重复')
    expect(result.issues[1]?.message).toContain('按顶层行导入')
  })

  it('ignores blank rows and columns that are not mapped, and rounds areas to 2 decimals', () => {
    const result = mapRows(
      table(
        [
          ['', '', '', '', '', '', '备注'],
          ['', '无序号', '1.005', '', '', '', 'x'],
        ],
        [...TEMPLATE_HEADERS, '备注'],
      ),
      TEMPLATE,
      { newId: ids },
    )
    expect(result.rows).toHaveLength(1)
    expect(result.rows[0]).toMatchObject({
      Project_Name: '无序号',
      BuiltArea: 1.01,
      InArea: null,
      ParentID: '',
      Num: '1',
    })
  })

  it('refuses a mapping without the name column', () => {
    const result = mapRows(table([['1', 'x', '1', '1', '1', '1']]), { Num: 0 }, { newId: ids })
    expect(result.rows).toEqual([])
    expect(result.issues[0]).toMatchObject({
      row: 0,
      level: 'error',
      message: '请指定"单项工程名称"所在的列',
    })
  })
})
