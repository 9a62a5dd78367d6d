import type { TemplateListQuery } from '@/domain/api/shop'
import { searchRead, templateListRead } from '@/data/api/shop'
import { useCallRead } from '@/data/api/use-call-read'

export { offlineCopyText } from '@/data/api/read'

/** The trading centre's list; offline it filters every cached template card in memory. */
export function useTemplateList(query: TemplateListQuery) {
  const read = templateListRead(query)
  return useCallRead(read.call, read.input, read.options)
}

/** The header search's three groups; offline it searches the cached cards. */
export function useSearch(name: string, size: number) {
  const read = searchRead(name, size)
  return useCallRead(read.call, read.input, read.options)
}
