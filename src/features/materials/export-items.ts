import type { ItemDoc } from '@/domain/api/materials'
import { buildMaterialWorkbook } from '@/domain/materials/xlsx'
import { saveBytes } from '@/lib/save-bytes'

/** Saves the shown items as an .xlsx download, built in the browser (works offline). */
export async function exportItems(title: string, items: readonly ItemDoc[]): Promise<void> {
  saveBytes(
    await buildMaterialWorkbook(title, items),
    `${title.replace(/[\\/:*?"<>|]/g, ' ')}.xlsx`,
  )
}
