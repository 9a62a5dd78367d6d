import type * as ExcelJsModule from 'exceljs'
import type { Workbook } from 'exceljs'

/**
 * The one place that loads exceljs (docs/architecture.md "Compute worker"). In the browser only
 * the compute worker reaches it: the main thread sends and receives bytes, and the build refuses
 * exceljs in the main bundle (vite.config.ts), so the PWA ships and precaches one copy. The server
 * loads it too (its own bundle). Loaded on first use, so neither pays for it until a workbook is
 * read or written.
 */
export type ExcelJs = typeof ExcelJsModule

export async function loadExcelJs(): Promise<ExcelJs> {
  const mod = (await import('exceljs')) as ExcelJs & { default?: ExcelJs }
  // Node hands the CommonJS exports over as `default`; bundlers may give them directly.
  return mod.default ?? mod
}

export async function workbookBytes(wb: Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer())
}
