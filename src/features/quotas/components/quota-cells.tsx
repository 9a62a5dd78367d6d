import { formatMoney } from '@/domain/format'
import type { QuotaItem } from '@/domain/bill/quota-entity'
import { TableCell, TableHead } from '@/components/ui/table'

/**
 * The columns a 定额子目 shows in the 定额库 screen's tables (one's own and a team's): 定额库,
 * 编号 (a button that opens its 人材机), 名称, 单位, 基价 and the count of its 人材机 lines.
 */
export function QuotaHeads() {
  return (
    <>
      <TableHead className="w-[20%]">定额库</TableHead>
      <TableHead className="w-[12%]">编号</TableHead>
      <TableHead>名称</TableHead>
      <TableHead className="w-[9%]">单位</TableHead>
      <TableHead className="w-[12%] text-right">基价（元）</TableHead>
      <TableHead className="w-[8%] text-right">人材机</TableHead>
    </>
  )
}

export function QuotaCells({
  quota: q,
  openLabel,
  onOpen,
}: {
  quota: QuotaItem
  /** The accessible name of the 编号 button, e.g. 查看 A4-1 的人材机. */
  openLabel: string
  onOpen: () => void
}) {
  return (
    <>
      <TableCell className="truncate" title={q.Library}>
        {q.Library}
      </TableCell>
      <TableCell className="truncate">
        <button
          type="button"
          className="text-primary underline-offset-2 hover:underline"
          aria-label={openLabel}
          onClick={onOpen}
        >
          {q.Code}
        </button>
      </TableCell>
      <TableCell className="truncate" title={q.Name}>
        {q.Name}
      </TableCell>
      <TableCell className="truncate">{q.Unit}</TableCell>
      <TableCell className="text-right tabular-nums">
        {q.Price === null ? '' : formatMoney(q.Price)}
      </TableCell>
      <TableCell className="text-right tabular-nums">{q.Lines.length}</TableCell>
    </>
  )
}
