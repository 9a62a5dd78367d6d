import type { CompactSchemeResult } from '@/domain/benchmark/worker-cache'
import { getCompute } from '@/lib/compute'
import { saveBytes } from '@/lib/save-bytes'

/** Saves the result table as an .xlsx download, built in the compute worker (works offline). */
export async function exportResultTable(
  name: string,
  result: CompactSchemeResult,
  rebased: boolean,
): Promise<void> {
  const bytes = await getCompute().benchmarkWorkbook(name, result, rebased)
  saveBytes(bytes, `${name || '对标结果'}.xlsx`)
}
