import { templateVersionsRead } from '@/data/api/shop'
import { useCallRead } from '@/data/api/use-call-read'

/** The versions of one of my released templates (online; the last answer offline). */
export function useTemplateVersions(id: string) {
  const r = templateVersionsRead(id)
  return useCallRead(r.call, r.input, { ...r.options, enabled: id !== '' })
}
