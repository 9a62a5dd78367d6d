import { Button } from '@/components/ui/button'
import { STAT_HEADERS } from '@/domain/benchmark/display'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { cn } from '@/lib/cn'
import { deviationText, figureText, FLAG_CLASS, flagText, resultLabel } from './format'

const HEAD = ['指标', '单位', ...STAT_HEADERS, '偏差', '判断', '可信度', '']
// Column widths (%) of HEAD; the table keeps 72rem at least, so a figure such as 12,345.67 is
// never cut off: below that width (1024×768) the table scrolls inside its region instead.
const WIDTHS = [20, 6, 4, 6.4, 6.4, 6.4, 6.4, 6.4, 6.4, 6.4, 6, 9, 5, 5.2]

/** The result table: per indicator n, min, quartiles, max, mean, the target, its deviation, flag and confidence. */
export function ResultTable({
  rows,
  onDrill,
}: {
  rows: readonly CompactResult[]
  onDrill: (r: CompactResult) => void
}) {
  if (rows.length === 0)
    return (
      <p className="p-4 text-sm text-muted-foreground">
        没有可对比的指标：目标项目或样本还没有计价清单，或被筛选排除。
      </p>
    )
  return (
    <div className="w-full overflow-x-auto" role="region" aria-label="对标结果" tabIndex={0}>
      <table className="w-full min-w-[72rem] table-fixed text-xs" data-testid="benchmark-results">
        <colgroup>
          {WIDTHS.map((w, i) => (
            <col key={i} style={{ width: `${w}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b bg-muted/50 text-muted-foreground">
            {HEAD.map((h, i) => (
              <th
                key={i}
                className={cn('px-1 py-1.5 font-medium', i > 1 ? 'text-right' : 'text-left')}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const s = r.stats
            const flag = flagText(r)
            return (
              <tr
                key={`${r.group}|${r.key}`}
                className="border-b hover:bg-muted/30"
                data-flag={s.flag ?? ''}
              >
                <td className="truncate px-1 py-1" title={resultLabel(r)}>
                  {resultLabel(r)}
                </td>
                <td className="truncate px-1 py-1">{r.unit}</td>
                <td className="px-1 py-1 text-right">{s.n}</td>
                {[s.min, s.p25, s.median, s.p75, s.max, s.mean, s.target].map((v, i) => (
                  <td
                    key={i}
                    className={cn(
                      'truncate px-1 py-1 text-right tabular-nums',
                      i === 6 && 'font-medium',
                    )}
                  >
                    {figureText(v, r)}
                  </td>
                ))}
                <td className="px-1 py-1 text-right tabular-nums">{deviationText(s.deviation)}</td>
                <td className="px-1 py-1 text-right">
                  <span
                    className={cn(
                      'inline-block rounded border px-1 py-0.5 whitespace-nowrap',
                      s.flag ? FLAG_CLASS[s.flag] : 'text-muted-foreground',
                    )}
                  >
                    {flag}
                  </span>
                </td>
                <td className="px-1 py-1 text-right">{s.confidence}</td>
                <td className="px-1 py-1 text-right">
                  <Button
                    size="sm"
                    variant="link"
                    className="h-auto p-0 text-xs"
                    aria-label={`明细：${resultLabel(r)}`}
                    onClick={() => onDrill(r)}
                  >
                    明细
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
