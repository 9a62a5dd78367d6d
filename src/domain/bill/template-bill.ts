import { z } from 'zod'
import { buildTree, flattenTree, type StructureRow } from '../projects/structure'
import { billIndicators } from './indicators'
import type { BillData, BillItem } from './model'
import { asFen, fenToDecimal, lineAmountFen } from '../money'
import { unitLabel } from './summary'

/**
 * A released template's bill as the template detail shows it (/api/Bill/GetTemplateBill): the
 * 建设项目汇总 lines (表-02: top-level rows × MultNum) and each 单位工程's 汇总表 (表-04 lines).
 * 建设项目汇总 lines (表-02: top-level rows × MultNum), the 造价 of each 专业 over the project
 * with its 占比, and each 单位工程's 汇总表 (表-04 lines). Money as decimal strings in 元 (from
 * exact 分 sums), so the page never adds floats. The items come page by page
 * (/api/Bill/GetTemplateBillItems, `templateBillItem`).
 */
const line = z.object({ No: z.string(), Name: z.string(), Amount: z.string(), Level: z.number() })
export const templateBillData = z.object({
  StandardVersion: z.string(),
  Total: z.string(),
  ItemCount: z.number(),
  Rows: z.array(
    z.object({ No: z.string(), Name: z.string(), MultNum: z.number(), Total: z.string() }),
  ),
  Units: z.array(
    z.object({
      ID: z.string(),
      Row: z.string(),
      Name: z.string(),
      ItemCount: z.number(),
      Total: z.string(),
      Lines: z.array(line),
    }),
  ),
  /** 造价 per 专业 over the project (each 单位工程 × its row's MultNum path) and its 占比 (0 … 1). */
  Specialties: z
    .array(z.object({ Name: z.string(), Total: z.string(), Share: z.number().nullable() }))
    .default([]),
})
export type TemplateBill = z.infer<typeof templateBillData>

export function templateBill(data: BillData, structure: readonly StructureRow[]): TemplateBill {
  const indicators = billIndicators(data, structure)
  const summary = indicators.summary
  const rowName = new Map(structure.map((r) => [r.ID, r.Project_Name]))
  const rowOrder = new Map(flattenTree(buildTree(structure)).map((r, i) => [r.ID, i]))
  return {
    StandardVersion: data.version,
    Total: fenToDecimal(asFen(summary.project.total)),
    ItemCount: data.items.length,
    Rows: summary.project.lines.map((l) => ({
      No: l.no,
      Name: l.name,
      MultNum: l.mult,
      Total: fenToDecimal(asFen(l.figures.total)),
    })),
    Units: [...data.units]
      .sort(
        (a, b) =>
          (rowOrder.get(a.RowId) ?? 1e9) - (rowOrder.get(b.RowId) ?? 1e9) || a.Sort - b.Sort,
      )
      .map((u) => {
        const s = summary.units.get(u.ID)
        return {
          ID: u.ID,
          Row: rowName.get(u.RowId) ?? '',
          Name: unitLabel(u),
          ItemCount: summary.totals.get(u.ID)?.itemCount ?? 0,
          Total: fenToDecimal(asFen(s?.total ?? 0)),
          Lines: (s?.lines ?? []).map((x) => ({
            No: x.no,
            Name: x.name,
            Amount: fenToDecimal(asFen(x.fen)),
            Level: x.level,
          })),
        }
      }),
    Specialties: indicators.specialties.map((x) => ({
      Name: x.specialty,
      Total: fenToDecimal(asFen(x.costFen)),
      Share: x.share,
    })),
  }
}

/** One item of a template's 单位工程 as the detail lists it (表-08 columns, money in 元). */
export const templateBillItem = z.object({
  No: z.number(),
  Kind: z.string(),
  Code: z.string(),
  Name: z.string(),
  Features: z.string(),
  Unit: z.string(),
  Quantity: z.string(),
  UnitPrice: z.string(),
  Amount: z.string(),
})
export type TemplateBillItem = z.infer<typeof templateBillItem>

export function templateBillItemOf(item: BillItem, no: number): TemplateBillItem {
  return {
    No: no,
    Kind: item.Kind,
    Code: item.Code,
    Name: item.Name,
    Features: item.Features,
    Unit: item.Unit,
    Quantity: item.Quantity === null ? '' : String(item.Quantity),
    UnitPrice: item.UnitPrice === null ? '' : String(item.UnitPrice),
    Amount: fenToDecimal(lineAmountFen(item.Quantity, item.UnitPrice)),
  }
}
