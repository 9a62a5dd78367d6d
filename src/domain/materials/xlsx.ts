import { loadExcelJs, workbookBytes } from '../xlsx/exceljs'

/**
 * A price package as an Excel workbook (导出Excel): one sheet, the grid's columns, prices as
 * numbers. Built in the compute worker (workers/materials.ts).
 */

export const MATERIAL_COLUMNS = [
  ['Code', '编码', 12],
  ['Name', '名称', 24],
  ['Spec', '规格型号', 24],
  ['Unit', '单位', 8],
  ['PriceTax', '含税价', 12],
  ['PriceNoTax', '除税价', 12],
  ['TaxRate', '税率(%)', 8],
  ['Brand', '品牌', 12],
  ['Source', '来源', 16],
  ['Period', '期次', 10],
] as const

export type ExportedItem = Record<(typeof MATERIAL_COLUMNS)[number][0], string>

export async function buildMaterialWorkbook(
  title: string,
  items: readonly ExportedItem[],
): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || '材料价格')
  ws.columns = MATERIAL_COLUMNS.map(([key, header, width]) => ({ key, header, width }))
  ws.getRow(1).font = { bold: true }
  const numeric = new Set(['PriceTax', 'PriceNoTax', 'TaxRate'])
  for (const item of items) {
    // Prices are exact 2-decimal strings; as spreadsheet numbers they keep those 2 decimals.
    ws.addRow(
      Object.fromEntries(
        MATERIAL_COLUMNS.map(([key]) => [key, numeric.has(key) ? Number(item[key]) : item[key]]),
      ),
    )
  }
  for (const key of ['PriceTax', 'PriceNoTax']) ws.getColumn(key).numFmt = '#,##0.00'
  return workbookBytes(wb)
}
