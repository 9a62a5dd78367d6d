import { buildMaterialWorkbook } from '@/domain/materials/xlsx'
import type { WorkbookTable } from '@/domain/projects/xlsx'
import { readWorkbookTable } from '@/domain/xlsx/read'

/** 材料价格库 (docs/materials.md): an Excel price list read as text grids, a package written as one. */
export function materialsHandlers() {
  return {
    /** 导入Excel: the sheets as text grids (the app's reader); the mapping is src/domain/materials/import-map.ts. */
    readMaterialWorkbook(bytes: Uint8Array): Promise<WorkbookTable> {
      return readWorkbookTable(bytes, { maxRows: 20_000 })
    },
    /** 导出Excel: the shown items of a package. */
    materialWorkbook: buildMaterialWorkbook,
  }
}
