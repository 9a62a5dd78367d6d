import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { toUnitDocs } from '@/domain/bill/forms/drafts'
import type { ParsedUnit } from '@/domain/bill/forms/parse'
import { importUnits, listItems, listOthers, listRates, listUnits, loadProjectBill } from './bill'
import { createProject } from './projects'
import { ROW, item, setup } from './bill.testkit'

describe('bill repository: importing parsed workbooks', () => {
  it('imports parsed units in one transaction, appending to an existing row and 专业 and replacing its rated lines', async () => {
    const { db, pid, unit } = await setup()
    const parsed: ParsedUnit = {
      sheets: ['土建'],
      title: '',
      name: '土建',
      taxRate: 9,
      items: Array.from({ length: 1000 }, (_, k) => ({
        sheet: '土建',
        row: k + 5,
        kind: '分部分项' as const,
        group: k < 500 ? '土石方工程' : '砌筑工程',
        ...item(
          `010101${String(Math.floor(k / 999) + 1).padStart(3, '0')}${String((k % 999) + 1).padStart(3, '0')}`,
          `项${k}`,
        ),
        Features: '',
        Labour: null,
        Material: null,
        Machine: null,
        Overhead: null,
        Profit: null,
        ProvisionalAmount: null,
        Note: '',
        StatedAmount: null,
      })),
      rates: [
        {
          sheet: '土建',
          row: 2,
          Kind: '总价措施',
          Code: '',
          Name: '安全文明施工费',
          Base: '分部分项工程费',
          Rate: 2.5,
          Amount: null,
          IsSafety: 1,
          Note: '',
        },
      ],
      others: [],
      statedTotals: [],
    }
    const docs = toUnitDocs(parsed, {
      ProId: pid,
      RowId: ROW,
      Specialty: '土建',
      SpecialtyCustom: 0,
    })
    const result = await importUnits(db, pid, [docs])
    expect(result).toEqual({ units: 1, items: 1000, zeroSafety: 0 })
    expect(await listUnits(db, pid)).toHaveLength(1)
    expect(await listItems(db, unit)).toHaveLength(1000)
    // The project is priced under GB/T 50500-2024 (the default): the workbook's safety line takes its name.
    expect((await listRates(db, unit)).map((r) => r.Name)).toEqual(['安全生产措施费'])
    const bill = await loadProjectBill(db, pid, 'GB 50500-2013')
    expect(bill.items).toHaveLength(1000)
    expect([...(bill.groups ?? [])].sort((a, b) => a.Sort - b.Sort).map((g) => g.Name)).toEqual([
      '土石方工程',
      '砌筑工程',
    ])
  })

  it('counts an imported 单位工程 whose safety fee is 0 on priced items (the import warns about it)', async () => {
    const { db, pid } = await setup()
    const unitOf = (rate: number | null, specialty: string) =>
      toUnitDocs(
        {
          sheets: [specialty],
          title: '',
          name: specialty,
          taxRate: 9,
          items: [
            {
              sheet: specialty,
              row: 5,
              kind: '分部分项' as const,
              group: '',
              ...item('010101001001'),
              Features: '',
              Labour: null,
              Material: null,
              Machine: null,
              Overhead: null,
              Profit: null,
              ProvisionalAmount: null,
              Note: '',
              StatedAmount: null,
            },
          ],
          rates: [
            {
              sheet: specialty,
              row: 2,
              Kind: '总价措施',
              Code: '',
              Name: '安全文明施工费',
              Base: '分部分项工程费',
              Rate: rate,
              Amount: null,
              IsSafety: 1,
              Note: '',
            },
          ],
          others: [],
          statedTotals: [],
        },
        { ProId: pid, RowId: ROW, Specialty: specialty, SpecialtyCustom: 0 },
      )
    const result = await importUnits(db, pid, [
      unitOf(0, '装饰'),
      unitOf(null, '给排水'),
      unitOf(1.5, '电气'),
    ])
    expect(result).toEqual({ units: 3, items: 3, zeroSafety: 2 })
  })

  it('fits an imported 单位工程 to the project standard: safety line named, 规费 only under 2013, standard lines where the workbook has none', async () => {
    const db = createDb(`bill-${crypto.randomUUID()}`)
    const unitOf = (rates: ParsedUnit['rates'], specialty: string, pid: string) =>
      toUnitDocs(
        {
          sheets: [specialty],
          title: '',
          name: specialty,
          taxRate: 9,
          items: [],
          rates,
          others: [],
          statedTotals: [],
        },
        { ProId: pid, RowId: ROW, Specialty: specialty, SpecialtyCustom: 0 },
      )
    const safety2013 = {
      sheet: 'x',
      row: 2,
      Kind: '总价措施' as const,
      Code: '011707001001',
      Name: '安全文明施工费',
      Base: '分部分项工程费' as const,
      Rate: 3,
      Amount: null,
      IsSafety: 1 as const,
      Note: '',
    }
    const fee = {
      ...safety2013,
      Kind: '规费' as const,
      Code: '',
      Name: '社会保险费',
      IsSafety: 0 as const,
    }
    const p2024 = await createProject(db, {
      Project_Name: '2024项目',
      StandardVersion: 'GB/T 50500-2024',
    })
    await importUnits(db, p2024, [
      unitOf([safety2013, fee], '土建', p2024),
      unitOf([], '安装', p2024),
    ])
    const units = await listUnits(db, p2024)
    const ratesOf = async (specialty: string) =>
      (await listRates(db, units.find((u) => u.Specialty === specialty)!.ID)).map(
        (r) => `${r.Kind}:${r.Name}`,
      )
    expect(await ratesOf('土建')).toEqual(['总价措施:安全生产措施费'])
    const install = await ratesOf('安装')
    expect(install[0]).toBe('总价措施:安全生产措施费')
    expect(install.every((r) => r.startsWith('总价措施:'))).toBe(true)
    expect(
      (await listOthers(db, units.find((u) => u.Specialty === '安装')!.ID)).map((o) => o.Kind),
    ).toContain('暂列金额')
    const p2013 = await createProject(db, {
      Project_Name: '2013项目',
      StandardVersion: 'GB 50500-2013',
    })
    await importUnits(db, p2013, [
      unitOf([{ ...safety2013, Name: '安全生产措施费' }], '土建', p2013),
    ])
    const u2013 = (await listUnits(db, p2013))[0]!.ID
    expect((await listRates(db, u2013)).map((r) => `${r.Kind}:${r.Name}`)).toEqual([
      '总价措施:安全文明施工费',
      '规费:社会保险费',
      '规费:住房公积金',
      '规费:工程排污费',
    ])
    // The same 单位工程 again from a workbook without 表-11: its lines stay.
    await importUnits(db, p2013, [unitOf([], '土建', p2013)])
    expect(await listRates(db, u2013)).toHaveLength(4)
  })
})
