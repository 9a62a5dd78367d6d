import { useLiveQuery } from 'dexie-react-hooks'
import { onAppDb } from '@/data/app-db'
import { deleteQuotas, importQuotas, listQuotas, saveQuota } from '@/data/repositories/quotas'
import { getCompute } from '@/lib/compute'
import type { QuotaDraft } from '@/domain/bill/quota-edit'

/**
 * The 定额库 screen's reads and commands (docs/bill.md "定额库"): the user's 定额子目 live from the
 * local database; an import read and parsed in the compute worker, then stored in one local
 * transaction (synced later).
 */
export const useQuotas = () => useLiveQuery(() => onAppDb(listQuotas)(), [])

export type ImportResult = { ok: true; text: string } | { ok: false; messages: string[] }

/** The library name a file suggests: its name without the extension. */
export const libraryOfFile = (name: string): string => name.replace(/\.xlsx$/i, '').slice(0, 50)

export async function importQuotaFile(file: File, library: string): Promise<ImportResult> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const parsed = await getCompute().parseQuotaWorkbook(bytes)
  if (!parsed.ok) return parsed
  const stored = await onAppDb(importQuotas)(library, parsed.items)
  if (!stored.ok) return { ok: false, messages: [stored.message] }
  const { added, replaced } = stored.value
  return {
    ok: true,
    text:
      `已导入 ${parsed.items.length} 个定额子目（${parsed.lines} 条人材机）到「${library.trim()}」` +
      (replaced > 0 ? `：新增 ${added}，替换同编号 ${replaced}` : ''),
  }
}

export const removeQuotas = (ids: readonly string[]) => onAppDb(deleteQuotas)(ids)

/** A 子目 edited (`id`) or created (null) in the edit dialog, stored in one local write. */
export const saveQuotaDraft = (id: string | null, draft: QuotaDraft) =>
  onAppDb(saveQuota)(id, draft)
