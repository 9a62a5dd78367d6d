import { bottomListRead, rightListRead, templateDetailRead } from '@/data/api/shop'
import { useCallRead } from '@/data/api/use-call-read'
import { BILL_CALLS } from '@/domain/api/calls/bill'

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

/** The template's bill summaries (/api/Bill/GetTemplateBill), with its offline copy. */
export function useTemplateBill(id: string) {
  return useCallRead(
    BILL_CALLS.getTemplateBill,
    { ID: id },
    { offlineCopy: true, enabled: id !== '' },
  )
}

export const TEMPLATE_ITEMS_PAGE = 50

/** One page of a template 单位工程's items (/api/Bill/GetTemplateBillItems), read when the unit is opened. */
export function useTemplateBillItems(id: string, unitId: string, page: number) {
  return useCallRead(
    BILL_CALLS.getTemplateBillItems,
    { ID: id, UnitID: unitId, PageIndex: page, PageSize: TEMPLATE_ITEMS_PAGE },
    { offlineCopy: true, enabled: id !== '' && unitId !== '' },
  )
}
