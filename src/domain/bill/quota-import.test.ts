import { describe, expect, it } from 'vitest'
import { buildQuotaWorkbook } from '../../../tests/fixtures/quota-workbook'
import { readWorkbookTable } from '../xlsx/read'
import { parseQuotaTable } from './quota-import'

describe('定额库 import from a 企业定额 workbook', () => {
  it('reads every 子目 of every sheet with its 人材机, skipping the title and chapter rows', async () => {
    const r = parseQuotaTable(await readWorkbookTable(await buildQuotaWorkbook()))
    if (!r.ok) throw new Error(r.messages.join('\n'))
    expect(r.items.map((i) => [i.Code, i.Name, i.Unit, i.Price, i.Lines.length])).toEqual([
      ['A4-1', '砖基础', '10m3', 5631.15, 4],
      ['A4-5', '实心砖墙', '10m3', 5909.8, 3],
      ['A5-12', '现浇混凝土 矩形柱', '10m3', 4480, 2],
    ])
    expect(r.lines).toBe(9)
    const [a41] = r.items
    expect([a41?.OverheadRate, a41?.ProfitRate]).toEqual([25, 12])
    expect(r.items[1]?.OverheadRate).toBeNull()
    expect(a41?.Lines[1]).toEqual({
      Kind: '材料',
      Code: '04130001',
      Name: '标准砖',
      Spec: '240×115×53',
      Unit: '千块',
      Consumption: 5.236,
      Price: 600,
    })
    expect(a41?.Lines[3]).toMatchObject({ Kind: '机械', Name: '灰浆搅拌机', Consumption: 0.39 })
  })

  it('refuses the whole workbook when a row is bad, each message naming its sheet and row', async () => {
    const r = parseQuotaTable(await readWorkbookTable(await buildQuotaWorkbook({ broken: true })))
    expect(r).toEqual({
      ok: false,
      messages: [
        '工作表「第四章 砌筑」第 13 行：消耗量必须是数字',
        '工作表「第四章 砌筑」第 14 行：类别「设施」无效，应为 定额、人工、材料 或 机械',
        '工作表「第五章 混凝土」第 5 行：定额子目 A5-13 没有人材机',
      ],
    })
  })

  it('refuses a workbook without the 定额 columns, a duplicate 定额编号 and a 人材机 row before any 子目', () => {
    const sheet = (rows: string[][]) => ({
      sheets: [
        { name: 'S', headerRow: 1, headers: rows[0] ?? [], rows: rows.slice(1), truncated: false },
      ],
    })
    expect(
      parseQuotaTable(
        sheet([
          ['序号', '材料名称'],
          ['1', '砂'],
        ]),
      ),
    ).toEqual({
      ok: false,
      messages: ['没有找到定额子目：需要含「类别、编号、名称、单位、消耗量、单价」列的工作表'],
    })
    const head = ['类别', '编号', '名称', '规格', '单位', '消耗量', '单价']
    expect(
      parseQuotaTable(
        sheet([
          head,
          ['人工', '', '综合工日', '', '工日', '1', '120'],
          ['定额', 'B1', '垫层', '', '10m3', '', ''],
          ['材料', '', '碎石', '', 'm3', '10.2', ''],
          ['定额', 'B1', '垫层', '', '10m3', '', ''],
          ['材料', '', '碎石', '', 'm3', '-1', ''],
          ['定额', '', '无编号', '', '10m3', '', ''],
        ]),
      ),
    ).toEqual({
      ok: false,
      messages: [
        '工作表「S」第 2 行：人材机行之前没有定额子目行',
        '工作表「S」第 6 行：消耗量不能为负数',
        '工作表「S」第 5 行：定额子目 B1 没有人材机',
        '工作表「S」第 7 行：定额编号不能为空',
        '定额编号 B1 重复',
      ],
    })
  })
})
