import type { TemplateListQuery } from '@/domain/api/shop'
import { searchRead, templateListRead } from '@/data/api/shop'
import { startRead, useCallRead } from '@/data/api/use-call-read'
import { pickListKeys } from '../list-address'
import { parseListSearch, toListQuery } from '../list-search'

export { offlineCopyText } from '@/data/api/read'

/** The trading centre's list; offline it filters every cached template card in memory. */
export function useTemplateList(query: TemplateListQuery) {
  const read = templateListRead(query)
  return useCallRead(read.call, read.input, read.options)
}

/**
 * Starts the list read of an address's filters (its parsed query string) before the screen
 * renders (the route's loader); useTemplateList of the same filters takes it over.
 */
export function startTemplateListRead(rawSearch: Record<string, unknown>): void {
  const read = templateListRead(toListQuery(parseListSearch(pickListKeys(rawSearch))))
  startRead(read.call, read.input, read.options)
}

/** The header search's three groups; offline it searches the cached cards. */
export function useSearch(name: string, size: number) {
  const read = searchRead(name, size)
  return useCallRead(read.call, read.input, read.options)
}
