import { ACTION_LABELS, type PlanEntry } from '@/domain/estimate/plan'
import { formatMoney } from '@/domain/format'

const fmtQty = (v: number | null | undefined) => (v === null || v === undefined ? '--' : String(v))

/**
 * The preview: one line per change (无变化 not listed), ticked entries are committed. `lines` are
 * the first lines of the plan the worker keeps (use-smart-list SHOWN_LINES), `total` all of them.
 */
export function PlanTable({
  lines,
  total,
  ticked,
  onTick,
}: {
  lines: readonly PlanEntry[]
  total: number
  ticked: (id: string) => boolean
  onTick: (id: string) => void
}) {
  return (
    <div className="min-h-0 overflow-auto rounded-md border">
      <table className="w-full table-fixed text-sm" aria-label="生成预览">
        <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
          <tr>
            <th className="w-10 px-2 py-1">选择</th>
            <th className="w-28 px-2 py-1 text-left font-medium">操作</th>
            <th className="w-20 px-2 py-1 text-left font-medium">专业</th>
            <th className="w-28 px-2 py-1 text-left font-medium">项目编码</th>
            <th className="px-2 py-1 text-left font-medium">项目名称</th>
            <th className="w-12 px-2 py-1 font-medium">单位</th>
            <th className="w-24 px-2 py-1 text-right font-medium">工程量</th>
            <th className="w-24 px-2 py-1 text-right font-medium">综合单价</th>
            <th className="w-16 px-2 py-1 font-medium">来源</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((e) => {
            const item = e.Proposed ?? e.Current
            const was =
              e.Current && e.Proposed
                ? `原 ${fmtQty(e.Current.Quantity)} × ${formatMoney(e.Current.UnitPrice)}`
                : ''
            return (
              <tr key={e.Id} className="border-t" data-action={e.Action}>
                <td className="px-2 py-1 text-center">
                  <input
                    type="checkbox"
                    aria-label={`选择 ${item?.Name ?? ''}`}
                    checked={ticked(e.Id)}
                    onChange={() => onTick(e.Id)}
                  />
                </td>
                <td className={e.Action === 'edited' ? 'px-2 py-1 text-amber-700' : 'px-2 py-1'}>
                  {ACTION_LABELS[e.Action]}
                </td>
                <td className="truncate px-2 py-1">{e.Specialty}</td>
                <td className="px-2 py-1 tabular-nums">{item?.Code}</td>
                <td
                  className="truncate px-2 py-1"
                  title={`${item?.Name ?? ''} ${item?.Features ?? ''} ${was}`}
                >
                  {item?.Name}
                  <span className="ml-1 text-xs text-muted-foreground">{e.Proposed?.RowName}</span>
                </td>
                <td className="px-2 py-1 text-center">{item?.Unit}</td>
                <td className="px-2 py-1 text-right tabular-nums">{fmtQty(item?.Quantity)}</td>
                <td className="px-2 py-1 text-right tabular-nums">
                  {formatMoney(item?.UnitPrice)}
                </td>
                <td className="px-2 py-1 text-center text-xs">{e.Proposed?.PriceSource ?? ''}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {total > lines.length && (
        <p className="p-2 text-xs text-muted-foreground">
          仅显示前 {lines.length} 条（共 {total} 条），提交时按勾选规则处理全部条目。
        </p>
      )}
    </div>
  )
}
