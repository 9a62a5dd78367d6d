import type { WorkbookRequest } from '@/domain/benchmark/excel-context'
import { getCompute } from '@/lib/compute'
import { saveBytes } from '@/lib/save-bytes'

/**
 * Saves the result as an .xlsx download, built in the compute worker with the run's sample values
 * (works offline): the statistics, the scheme and its filters, the target, each sample and its values.
 */
export async function exportResultTable(request: WorkbookRequest): Promise<void> {
  const bytes = await getCompute().benchmarkWorkbook(request)
  saveBytes(bytes, `${request.scheme.name || '对标结果'}.xlsx`)
}
