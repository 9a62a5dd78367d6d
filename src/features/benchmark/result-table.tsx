import type { CSSProperties, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { cn } from '@/lib/cn'
import { STAT_HEADERS } from '@/domain/benchmark/display'
import { deviationText, figureText, FLAG_CLASS, flagText, resultLabel } from './format'

const HEAD = ['指标', '单位', ...STAT_HEADERS, '偏差', '判断', '可信度', '']
// Column widths (px) of HEAD; 指标 takes what is left. Like frozen panes, 指标 stays at the left
// edge and 目标值, 偏差, 判断, 可信度 and 明细 at the right edge while the statistics between them
// scroll inside the region (1024×768 with the side menu open): the judgement is always in view.
const WIDTHS = [null, 64, 48, 84, 84, 84, 84, 84, 84, 88, 64, 96, 52, 44] as const
const MIN_WIDTH = 170 + WIDTHS.reduce<number>((a, w) => a + (w ?? 0), 0)
const FROZEN_RIGHT = 9 // 目标值 and after
/** The sticky offset of column i: left for 指标, right for the frozen right-hand columns. */
function frozen(i: number): CSSProperties | undefined {
  if (i === 0) return { position: 'sticky', left: 0 }
  if (i < FROZEN_RIGHT) return undefined
  const right = WIDTHS.slice(i + 1).reduce<number>((a, w) => a + (w ?? 0), 0)
  return { position: 'sticky', right }
}
const frozenClass = (i: number) =>
  cn(
    i === 0 && 'z-10 border-r bg-background',
    i === FROZEN_RIGHT && 'border-l',
    i >= FROZEN_RIGHT && 'z-10 bg-background',
  )

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
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-xs"
        style={{ minWidth: MIN_WIDTH }}
        data-testid="benchmark-results"
      >
        <colgroup>
          {WIDTHS.map((w, i) => (
            <col key={i} style={w === null ? undefined : { width: w }} />
          ))}
        </colgroup>
        <thead>
          <tr className="text-muted-foreground">
            {HEAD.map((h, i) => (
              <th
                key={i}
                style={frozen(i)}
                className={cn(
                  'border-b px-1 py-1.5 font-medium',
                  i > 1 ? 'text-right' : 'text-left',
                  frozenClass(i),
                  'bg-muted',
                )}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const s = r.stats
            const cells: [ReactNode, string][] = [
              [resultLabel(r), 'truncate'],
              [r.unit, 'truncate'],
              [s.n, 'text-right'],
              ...[s.min, s.p25, s.median, s.p75, s.max, s.mean, s.target].map(
                (v, i): [ReactNode, string] => [
                  figureText(v, r),
                  cn('truncate text-right tabular-nums', i === 6 && 'font-medium'),
                ],
              ),
              [deviationText(s.deviation), 'text-right tabular-nums'],
              [
                <span
                  key="flag"
                  className={cn(
                    'inline-block rounded border px-1 py-0.5 whitespace-nowrap',
                    s.flag ? FLAG_CLASS[s.flag] : 'text-muted-foreground',
                  )}
                >
                  {flagText(r)}
                </span>,
                'text-right',
              ],
              [s.confidence, 'text-right'],
              [
                <Button
                  key="drill"
                  size="sm"
                  variant="link"
                  className="h-auto p-0 text-xs"
                  aria-label={`明细：${resultLabel(r)}`}
                  onClick={() => onDrill(r)}
                >
                  明细
                </Button>,
                'text-right',
              ],
            ]
            return (
              <tr
                key={`${r.group}|${r.key}`}
                className="hover:bg-muted/30"
                data-flag={s.flag ?? ''}
              >
                {cells.map(([content, cls], i) => (
                  <td
                    key={i}
                    style={frozen(i)}
                    className={cn('border-b px-1 py-1', cls, frozenClass(i))}
                    title={i === 0 ? resultLabel(r) : undefined}
                  >
                    {content}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
