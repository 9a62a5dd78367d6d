import { buildImportTemplate, buildTenderWorkbook } from '@/domain/projects/workbook'
import type { WorkbookTable } from '@/domain/projects/xlsx'
import { readWorkbookTable } from '@/domain/xlsx/read'

/**
 * 我的项目's workbooks (docs/api-excel.md): the structure import read as text grids, the import
 * template and the tender export built, the same files the server gives, offline.
 */
export function projectsHandlers() {
  return {
    /**
     * 导入Excel: every sheet as a text grid, at most `maxRows` rows below the first; the app's own
     * reader, which gives the server's readSheet grid (src/domain/xlsx/read.test.ts).
     */
    readStructureWorkbook(bytes: Uint8Array, maxRows: number): Promise<WorkbookTable> {
      return readWorkbookTable(bytes, { maxRows })
    },
    /** 下载导入模板. */
    structureTemplateWorkbook: buildImportTemplate,
    /** 导出标段: 名称_标段.xlsx from the local rows. */
    tenderWorkbook: buildTenderWorkbook,
  }
}
