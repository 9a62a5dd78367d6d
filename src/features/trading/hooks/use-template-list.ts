import type { TemplateListQuery } from '@/domain/api/shop'
import { templateListRead } from '@/data/api/template-list'
import { useCallRead } from '@/data/api/use-call-read'

export { offlineCopyText } from '@/data/api/read'

/**
 * The trading centre's list; offline it filters every cached template card in memory. Apart
 * from ./use-trading-reads.ts (the search, which needs the zod schemas) so the list's first load
 * carries no zod.
 */
export function useTemplateList(query: TemplateListQuery) {
  const read = templateListRead(query)
  return useCallRead(read.call, read.input, read.options)
}
