import { billIndicatorsFromTotals, unitTotals } from '@/domain/bill/indicators'
import { billReport } from '@/domain/bill/report'
import { repriceCompositionRows } from '@/domain/bill/compose-reprice'
import { resourceUsageRows } from '@/domain/bill/resource-summary'
import { buildBillWorkbook, type BillExportInput } from '@/domain/bill/forms/export'
import { readBillGrid } from '@/domain/bill/forms/layout'
import { parseBillGrid, type ParsedWorkbook } from '@/domain/bill/forms/parse'
import { parseQuotaTable, type QuotaImport } from '@/domain/bill/quota-import'
import { ExcelReadError } from '@/domain/projects/xlsx'
import { readWorkbookTable } from '@/domain/xlsx/read'

/** 清单计价 (docs/bill.md): the summaries, the report's pages, and the bill workbooks in and out. */
export function billHandlers() {
  return {
    /** 汇总 incrementally: the sums of one 单位工程's items, and the indicators from such sums. */
    billUnitTotals: unitTotals,
    billIndicatorsFromTotals,
    /** 报表预览: the chosen forms of a bill in the chosen amount unit, paginated. */
    billReport,
    /** 组价: a switch of the project's price package, resources and composed items repriced (docs/bill.md "组价"). */
    composeReprice: repriceCompositionRows,
    /** 人材机汇总: the exact use of each resource by a chunk of composed items (docs/bill.md "组价"). */
    billResourceUsage: resourceUsageRows,
    /** 导入清单: a bill workbook (the standard forms) read and parsed. */
    async parseBillWorkbook(bytes: Uint8Array): Promise<ParsedWorkbook> {
      return parseBillGrid(await readBillGrid(bytes))
    },
    /** 定额库 import: a 企业定额 workbook read and its 定额子目 parsed, all or nothing. */
    async parseQuotaWorkbook(bytes: Uint8Array): Promise<QuotaImport> {
      try {
        return parseQuotaTable(await readWorkbookTable(bytes))
      } catch (e) {
        if (e instanceof ExcelReadError) return { ok: false, messages: [e.message] }
        throw e
      }
    },
    /** 导出清单: the standard forms of a bill as .xlsx bytes. */
    exportBillWorkbook(input: BillExportInput): Promise<Uint8Array> {
      return buildBillWorkbook(input)
    },
  }
}
