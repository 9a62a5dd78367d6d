import type { ItemDoc } from '@/domain/api/materials'
import { getCompute } from '@/lib/compute'
import { saveBytes } from '@/lib/save-bytes'

/** Saves the shown items as an .xlsx download, built in the compute worker (works offline). */
export async function exportItems(title: string, items: readonly ItemDoc[]): Promise<void> {
  saveBytes(
    await getCompute().materialWorkbook(title, items),
    `${title.replace(/[\\/:*?"<>|]/g, ' ')}.xlsx`,
  )
}
