import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/domain/format'
import { TEMPLATE_ITEMS_PAGE, useTemplateBillItems } from '../hooks/use-template-reads'

/**
 * The items of one 单位工程 of a template (表-08 columns), read page by page from the server
 * (50 a page) when the unit is opened. Fixed column widths and wrapped text: no sideways scroll.
 */
const COLS = ['6%', '15%', '15%', '24%', '7%', '10%', '11%', '12%']

export function BillItems({
  templateId,
  unitId,
  count,
  preview = false,
}: {
  templateId: string
  unitId: string
  count: number
  /** Not bought: the server sends the first PREVIEW_ITEMS_PER_UNIT items only, on one page. */
  preview?: boolean
}) {
  const [page, setPage] = useState(1)
  const { state } = useTemplateBillItems(templateId, unitId, page)
  const total = state.status === 'ready' ? state.total : count
  const pages = preview ? 1 : Math.max(1, Math.ceil(total / TEMPLATE_ITEMS_PAGE))
  if (state.status === 'loading') return <Skeleton className="m-3 h-24" aria-busy />
  if (state.status === 'error')
    return (
      <p className="p-3 text-sm text-muted-foreground">
        {state.offline ? '当前离线，清单项暂不可用。' : state.message}
      </p>
    )
  return (
    <div className="space-y-2 p-2">
      <table className="w-full table-fixed border-collapse text-xs" aria-label="清单项">
        <colgroup>
          {COLS.map((w, i) => (
            <col key={i} style={{ width: w }} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b text-left">
            {['序号', '项目编码', '项目名称', '项目特征', '单位', '工程量', '综合单价', '合价'].map(
              (h, i) => (
                <th
                  key={h}
                  className={
                    i >= 5 ? 'px-1 py-1.5 text-right font-medium' : 'px-1 py-1.5 font-medium'
                  }
                >
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {state.data.map((it) => (
            <tr key={it.No} className="border-b align-top last:border-0">
              <td className="px-1 py-1 tabular-nums">{it.No}</td>
              <td className="break-all px-1 py-1 tabular-nums">{it.Code}</td>
              <td className="break-words px-1 py-1">{it.Name}</td>
              <td className="whitespace-pre-line break-words px-1 py-1 text-muted-foreground">
                {it.Features}
              </td>
              <td className="break-words px-1 py-1">{it.Unit}</td>
              <td className="break-all px-1 py-1 text-right tabular-nums">{it.Quantity}</td>
              <td className="break-all px-1 py-1 text-right tabular-nums">
                {it.UnitPrice === '' ? '' : formatMoney(it.UnitPrice)}
              </td>
              <td className="break-all px-1 py-1 text-right tabular-nums">
                {formatMoney(it.Amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview && total > state.data.length && (
        <p className="px-1 text-xs text-muted-foreground">
          已显示前 {state.data.length} 条，共 {total} 条清单项；购买后查看全部清单。
        </p>
      )}
      {pages > 1 && (
        <nav
          className="flex flex-wrap items-center justify-end gap-2 text-xs"
          aria-label="清单项分页"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            上一页
          </Button>
          <span className="tabular-nums">
            第 {page} / {pages} 页，共 {state.total} 项
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            下一页
          </Button>
        </nav>
      )}
    </div>
  )
}
