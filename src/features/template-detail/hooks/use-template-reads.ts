import { bottomListRead, rightListRead, templateDetailRead } from '@/data/api/shop'
import { useCallRead } from '@/data/api/use-call-read'

export { offlineCopyText } from '@/data/api/read'
export type { ReadState } from '@/data/api/use-call-read'

/** The template detail and its two related lists, each with its offline copy. */
export function useTemplateReads(id: string) {
  const enabled = id !== ''
  const d = templateDetailRead(id)
  const r = rightListRead(id)
  const b = bottomListRead(id)
  const detail = useCallRead(d.call, d.input, { ...d.options, enabled })
  const right = useCallRead(r.call, r.input, { ...r.options, enabled })
  const bottom = useCallRead(b.call, b.input, { ...b.options, enabled })
  return { detail, right, bottom }
}
