import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { figureText, resultLabel } from './format'

/**
 * 剔除离群样本: for each indicator that lost samples, which ones (with their values) and the
 * figures before and after, so the user sees what the switch changed.
 */
export function OutlierPanel({ rows }: { rows: readonly CompactResult[] }) {
  const changed = rows.filter((r) => r.outliers)
  const count = changed.reduce((s, r) => s + (r.outliers?.dropped.length ?? 0), 0)
  if (changed.length === 0)
    return <p className="text-xs text-muted-foreground">没有超出 1.5 倍四分位距的样本，未剔除。</p>
  return (
    <section aria-label="剔除离群样本" className="space-y-1 text-xs">
      <p className="font-medium">
        {changed.length} 个指标剔除了 {count} 个离群样本（超出 P25 − 1.5·IQR 至 P75 + 1.5·IQR）：
      </p>
      <table className="w-full table-fixed">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="w-[24%] py-1">指标</th>
            <th className="w-[30%] py-1">剔除的样本</th>
            <th className="py-1 text-right">样本数 剔除前 → 后</th>
            <th className="py-1 text-right">中位数 剔除前 → 后</th>
            <th className="py-1 text-right">平均值 剔除前 → 后</th>
          </tr>
        </thead>
        <tbody>
          {changed.map((r) => {
            const o = r.outliers
            if (!o) return null
            return (
              <tr key={`${r.group}|${r.key}`} className="border-b align-top">
                <td className="py-1">{resultLabel(r)}</td>
                <td className="py-1">
                  {o.dropped.map((d) => `${d.name}（${figureText(d.value, r)}）`).join('、')}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {o.before.n} → {r.stats.n}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {figureText(o.before.median, r)} → {figureText(r.stats.median, r)}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {figureText(o.before.mean, r)} → {figureText(r.stats.mean, r)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
