import { useMemo, useState } from 'react'
import { Plus, Search, Trash2 } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import type { BillItem } from '@/domain/bill/model'
import type { Compose } from '@/domain/bill/compose-entity'
import { suggestedRatio } from '@/domain/bill/quota'
import { searchQuotas } from '@/domain/bill/quota-share'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  addQuota,
  removeQuota,
  useQuotaLibrary,
  useTeamQuotaLibrary,
  type ComposeData,
} from './use-compose'

const HITS = 20

/**
 * 定额子目 in the 组价 panel (docs/bill.md "组价"): the item's 子目 with their 含量 (added again
 * with another 含量 to change it, removed with their lines), and a search of the user's 定额库
 * and the cached 团队定额库 (each hit labelled with its source; docs/bill.md "团队定额库") to add
 * one with a 含量 (suggested from the units: 0.1 for a 10m3 子目 on an m3 item).
 */
export function ComposeQuotas({
  item,
  compose,
  data,
}: {
  item: BillItem
  compose: Compose
  data: ComposeData
}) {
  const library = useQuotaLibrary()
  const teams = useTeamQuotaLibrary()
  const [query, setQuery] = useState('')
  const [ratios, setRatios] = useState<Record<string, string>>({})
  const hits = useMemo(
    () => searchQuotas(library ?? [], teams ?? [], query, HITS),
    [library, teams, query],
  )
  const teamCount = (teams ?? []).reduce((n, t) => n + t.quotas.length, 0)
  const ratioOf = (id: string, unit: string) =>
    ratios[id] ?? String(suggestedRatio(unit, item.Unit) ?? '')
  const used = compose.Quotas ?? []
  return (
    <div className="grid gap-2 border-t pt-2">
      {used.length > 0 && (
        <ul aria-label="已用定额子目" className="grid gap-0.5">
          {used.map((q) => (
            <li key={q.QuotaId} className="flex min-w-0 items-center gap-2">
              <span className="min-w-0 flex-1 truncate">
                定额 {q.Code} {q.Name}（{q.Unit}）· 含量 {q.Ratio}
              </span>
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                aria-label={`移除定额子目 ${q.Code}`}
                onClick={() => void removeQuota(item, q.QuotaId)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative">
          <span className="sr-only">搜索定额库</span>
          <Search
            className="pointer-events-none absolute left-2 top-2 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            className="h-8 w-56 pl-7"
            placeholder="在定额库中搜索编号、名称"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        {library !== undefined && library.length === 0 && teamCount === 0 && (
          <span className="text-muted-foreground">
            定额库为空：
            <Link
              to="/MyData/quotaData"
              className="text-primary underline-offset-2 hover:underline"
            >
              去导入企业定额
            </Link>
          </span>
        )}
      </div>
      {hits.length > 0 && (
        <ul aria-label="定额库子目" className="grid max-h-32 gap-0.5 overflow-y-auto">
          {hits.map(({ quota: q, source }) => (
            <li key={q.ID} className="flex min-w-0 items-center gap-2">
              <span className="min-w-0 flex-1 truncate" title={`${source} · ${q.Library}`}>
                {q.Code} {q.Name} · {q.Unit} · {q.Lines.length} 条人材机 · {source} · {q.Library}
              </span>
              <label className="flex shrink-0 items-center gap-1">
                <span className="text-muted-foreground">含量</span>
                <Input
                  className="h-7 w-20"
                  inputMode="decimal"
                  aria-label={`${q.Code} 的含量`}
                  value={ratioOf(q.ID, q.Unit)}
                  onChange={(e) => setRatios({ ...ratios, [q.ID]: e.target.value })}
                />
              </label>
              <Button
                size="sm"
                variant="ghost"
                className="h-7 shrink-0"
                aria-label={`添加定额子目 ${q.Code}`}
                onClick={() => void addQuota(item, q.ID, ratioOf(q.ID, q.Unit), data)}
              >
                <Plus aria-hidden />
                添加
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
