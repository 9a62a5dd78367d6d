import { z } from 'zod'
import { buildTree, flattenTree, type StructureRow } from '../projects/structure'
import type { BillData } from './model'
import { fenToDecimal } from './money'
import { summarizeBill, unitLabel } from './summary'

/**
 * A released template's bill as the template detail shows it (/api/Bill/GetTemplateBill): the
 * 建设项目汇总 lines (表-02: top-level rows × MultNum) and each 单位工程's 汇总表 (表-04 lines).
 * Money as decimal strings in 元 (from exact 分 sums), so the page never adds floats.
 */
const line = z.object({ No: z.string(), Name: z.string(), Amount: z.string(), Level: z.number() })
export const templateBillData = z.object({
  StandardVersion: z.string(),
  Total: z.string(),
  ItemCount: z.number(),
  Rows: z.array(z.object({ No: z.string(), Name: z.string(), MultNum: z.number(), Total: z.string() })),
  Units: z.array(z.object({ ID: z.string(), Row: z.string(), Name: z.string(), ItemCount: z.number(), Total: z.string(), Lines: z.array(line) })),
})
export type TemplateBill = z.infer<typeof templateBillData>

export function templateBill(data: BillData, structure: readonly StructureRow[]): TemplateBill {
  const summary = summarizeBill(data, structure)
  const rowName = new Map(structure.map((r) => [r.ID, r.Project_Name]))
  const rowOrder = new Map(flattenTree(buildTree(structure)).map((r, i) => [r.ID, i]))
  return {
    StandardVersion: data.version,
    Total: fenToDecimal(summary.project.total),
    ItemCount: data.items.length,
    Rows: summary.project.lines.map((l) => ({ No: l.no, Name: l.name, MultNum: l.mult, Total: fenToDecimal(l.figures.total) })),
    Units: [...data.units]
      .sort((a, b) => (rowOrder.get(a.RowId) ?? 1e9) - (rowOrder.get(b.RowId) ?? 1e9) || a.Sort - b.Sort)
      .map((u) => {
        const s = summary.units.get(u.ID)
        return {
          ID: u.ID,
          Row: rowName.get(u.RowId) ?? '',
          Name: unitLabel(u),
          ItemCount: summary.totals.get(u.ID)?.itemCount ?? 0,
          Total: fenToDecimal(s?.total ?? 0),
          Lines: (s?.lines ?? []).map((x) => ({ No: x.no, Name: x.name, Amount: fenToDecimal(x.fen), Level: x.level })),
        }
      }),
  }
}
