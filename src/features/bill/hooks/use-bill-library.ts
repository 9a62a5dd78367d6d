import { useCallback, useMemo, useRef, type RefObject } from 'react'
import { nextFreeCode } from '@/domain/bill/codes'
import type { BillItem } from '@/domain/bill/model'
import {
  featureTemplate,
  fillFields,
  libraryFill,
  loadBillLibrary,
  type LibraryItem,
} from '@/domain/bill/library'
import { insertBelow } from '../grid/edit-plans'
import type { BillLine } from '../grid/lines'
import { notifier } from './bill-commands'

type Update = (updates: { id: string; fields: Record<string, unknown> }[]) => Promise<boolean>
type Add = (
  docs: Record<string, unknown>[],
  beforeId?: string,
  groupId?: string,
) => Promise<string[] | null>

/** The 单位工程's codes (both kinds), but the one being retyped. */
function usedCodes(items: readonly BillItem[], except?: string): Set<string> {
  const used = new Set(items.map((i) => i.Code))
  if (except !== undefined) used.delete(except)
  return used
}

/**
 * The 清单库 in the grid (docs/bill.md "清单库 in the grid"): a code typed into 项目编码 fills the
 * item from the library, and the 清单库 panel inserts an item below the active row. Both go
 * through the grid's update and add, so they are one undoable step each.
 */
export function useBillLibrary(opts: {
  items: readonly BillItem[]
  update: Update
  add: Add
  linesRef: RefObject<readonly BillLine[]>
  /** Items whose unit the user wrote in this session: a fill never replaces it. */
  typedUnits: RefObject<Set<string>>
  land: (id: string, col?: number) => void
  nameCol: number
}) {
  const { items, update, add, linesRef, typedUnits, land, nameCol } = opts
  const itemsRef = useRef(items)
  itemsRef.current = items

  /** A typed 项目编码: the library's name, unit and 特征 where empty, the next free 自编 digits. */
  const commitCode = useCallback(
    async (item: BillItem, typed: string) => {
      const looksLikeCode = /^[\d０-９\s]{8,15}$/.test(typed.trim())
      const fill = looksLikeCode
        ? libraryFill(await loadBillLibrary(), typed, usedCodes(itemsRef.current, item.Code))
        : null
      if (fill === null) return update([{ id: item.ID, fields: { Code: typed } }])
      const fields = fillFields(fill, item, typedUnits.current.has(item.ID))
      const done = await update([{ id: item.ID, fields }])
      if (done && 'Name' in fields)
        notifier().toast(`已按清单库填入 ${fill.code} ${fill.name}`, { kind: 'success' })
      return done
    },
    [update, typedUnits],
  )

  /** The panel's choice, below line `row` (the active one) in its 分部, with the next free code. */
  const insertItem = useCallback(
    async (item: LibraryItem, row: number) => {
      const code = nextFreeCode(item.code, usedCodes(itemsRef.current))
      if (code === null) {
        notifier().toast(`清单 ${item.code} 的自编码 001–999 已全部使用`, { kind: 'error' })
        return
      }
      const lines = linesRef.current
      const place = lines.length === 0 ? { groupId: '' } : insertBelow(lines, row)
      const made = await add(
        [
          {
            Code: code,
            Name: item.name,
            Unit: item.units[0] ?? '',
            Features: featureTemplate(item),
          },
        ],
        place.beforeId,
        place.groupId,
      )
      if (!made?.[0]) return
      land(made[0], nameCol)
      notifier().toast(`已插入 ${code} ${item.name}`, { kind: 'success' })
    },
    [add, linesRef, land, nameCol],
  )

  return useMemo(() => ({ commitCode, insertItem }), [commitCode, insertItem])
}
