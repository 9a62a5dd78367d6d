import { Checkbox } from '@/components/ui/checkbox'
import { formatDecimal } from '@/domain/money/decimal'
import { useSharedCandidates, type SampleFilterText } from './use-shared-samples'

/**
 * 共享样本库: the trading centre's released templates of other authors, listed and filtered by
 * the server (GetOriginalProject), with their authors. Chosen ones are downloaded when the
 * scheme is saved (scheme-commands.ts downloadSharedSamples), so the scheme then runs offline.
 */
export function SharedSamples({
  filter,
  chosen,
  exclude,
  onToggle,
}: {
  filter: SampleFilterText
  chosen: ReadonlySet<string>
  exclude: ReadonlySet<string>
  onToggle: (id: string, on: boolean) => void
}) {
  const state = useSharedCandidates(filter)
  if (state.status === 'loading')
    return <p className="text-xs text-muted-foreground">正在读取共享样本库…</p>
  if (state.status === 'error')
    return (
      <p className="text-xs text-muted-foreground">
        共享样本库需要联网（{state.message}）；已下载的共享样本离线照常参与计算。
      </p>
    )
  const shared = state.data.filter((c) => !c.Own && !exclude.has(c.ID))
  return (
    <ul className="max-h-56 overflow-y-auto text-sm" aria-label="共享样本库">
      {shared.map((c) => (
        <li key={c.ID}>
          <label className="flex items-center gap-2 py-0.5">
            <Checkbox
              checked={chosen.has(c.ID)}
              onCheckedChange={(v) => onToggle(c.ID, v === true)}
              aria-label={c.Name}
            />
            <span className="truncate">{c.Name}</span>
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">
              {[
                `共享模板 · 作者 ${c.Author}`,
                c.ProjectType,
                c.City,
                c.StructureType,
                c.Year ?? '',
                c.BuiltArea > 0 ? `${formatDecimal(c.BuiltArea, 0, true) ?? ''}m²` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </label>
        </li>
      ))}
      {shared.length === 0 && (
        <li className="text-muted-foreground">共享样本库中没有符合筛选条件的模板</li>
      )}
    </ul>
  )
}
