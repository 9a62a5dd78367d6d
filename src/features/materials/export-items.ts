import type { ItemDoc } from '@/domain/api/materials'
import { buildMaterialWorkbook } from '@/domain/materials/xlsx'

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Saves the shown items as an .xlsx download, built in the browser (works offline). */
export async function exportItems(title: string, items: readonly ItemDoc[]): Promise<void> {
  const bytes = await buildMaterialWorkbook(title, items)
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: XLSX_MIME }))
  const a = document.createElement('a')
  a.href = url
  a.download = `${title.replace(/[\\/:*?"<>|]/g, ' ')}.xlsx`
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
