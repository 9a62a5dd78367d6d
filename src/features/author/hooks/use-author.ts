import { authorRead } from '@/data/api/shop'
import { useCallRead } from '@/data/api/use-call-read'

export { offlineCopyText } from '@/data/api/read'

/** GET /api/Shop/GetAuthor for one page of an author's templates, with the offline copy. */
export function useAuthor(authorId: string | undefined, page: { index: number; size: number }) {
  const read = authorRead(authorId ?? '', page)
  return useCallRead(read.call, read.input, {
    ...read.options,
    enabled: authorId !== undefined && authorId !== '',
  })
}
