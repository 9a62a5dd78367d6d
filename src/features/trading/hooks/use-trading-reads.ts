import { searchRead } from '@/data/api/shop'
import { useCallRead } from '@/data/api/use-call-read'

export { offlineCopyText } from '@/data/api/read'

/** The header search's three groups; offline it searches the cached cards. */
export function useSearch(name: string, size: number) {
  const read = searchRead(name, size)
  return useCallRead(read.call, read.input, read.options)
}
