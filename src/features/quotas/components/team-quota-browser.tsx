import { useDeferredValue, useMemo, useState } from 'react'
import { RefreshCw, Search } from 'lucide-react'
import type { TeamQuota, TeamQuotaSet } from '@/domain/bill/quota-share'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import type { TeamQuotaRefresh } from '../hooks/use-team-quotas'
import { QuotaCells, QuotaHeads } from './quota-cells'
import { QuotaLines } from './quota-lines'

const SHOWN = 200

const STATUS: Record<TeamQuotaRefresh['state'], string> = {
  idle: '',
  loading: '正在更新团队定额库…',
  done: '已是最新',
  failed: '',
}

/**
 * 团队定额库 (read-only): the 子目 the other members of each of the user's teams share with it, as
 * last cached (offline too), searchable, a 子目's 人材机 on demand. Used in 组价 like one's own.
 */
export function TeamQuotaBrowser({
  sets,
  status,
  refresh,
}: {
  sets: readonly (TeamQuotaSet & { teamId: string })[]
  status: TeamQuotaRefresh
  refresh: () => void
}) {
  const [teamId, setTeamId] = useState('')
  const [query, setQuery] = useState('')
  const [openId, setOpenId] = useState<string | null>(null)
  const text = useDeferredValue(query.trim().toLowerCase())
  const team = sets.find((s) => s.teamId === teamId) ?? sets[0]
  const found = useMemo(
    () =>
      (team?.quotas ?? []).filter(
        (q) =>
          text === '' ||
          `${q.OwnerName} ${q.Library} ${q.Code} ${q.Name}`.toLowerCase().includes(text),
      ),
    [team, text],
  )
  const open = found.find((q) => q.ID === openId) ?? null
  return (
    <section aria-label="团队定额库" className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-medium">团队定额库</h2>
        {sets.length > 1 && (
          <Select
            className="h-8 w-44"
            aria-label="选择团队"
            value={team?.teamId ?? ''}
            onValueChange={setTeamId}
            options={sets.map((s) => ({ value: s.teamId, label: s.teamName }))}
          />
        )}
        {sets.length === 1 && <span>{team?.teamName}</span>}
        <label className="relative">
          <span className="sr-only">搜索团队定额子目</span>
          <Search
            className="pointer-events-none absolute left-2 top-2 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            className="h-8 w-56 pl-7"
            placeholder="搜索共享人、定额库、编号、名称"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <Button
          size="sm"
          variant="ghost"
          className="h-8"
          disabled={status.state === 'loading'}
          onClick={refresh}
        >
          <RefreshCw aria-hidden />
          刷新
        </Button>
        <span role="status" className="text-xs text-muted-foreground">
          {status.state === 'failed'
            ? `${status.message}，显示上次保存的内容`
            : STATUS[status.state]}
        </span>
      </div>
      {sets.length === 0 ? (
        <p className="text-muted-foreground">
          还没有团队定额库：加入团队后，其他成员共享给团队的定额库会显示在这里（联网时更新，离线可用）。
        </p>
      ) : (
        <TeamQuotaTable
          quotas={found}
          openId={openId}
          onOpen={(id) => setOpenId(id === openId ? null : id)}
        />
      )}
      {found.length > SHOWN && (
        <p className="text-muted-foreground">只显示前 {SHOWN} 个，请用搜索缩小范围。</p>
      )}
      {open && <QuotaLines quota={open} />}
    </section>
  )
}

function TeamQuotaTable({
  quotas,
  openId,
  onOpen,
}: {
  quotas: readonly TeamQuota[]
  openId: string | null
  onOpen: (id: string) => void
}) {
  return (
    <div className="max-h-[40vh] overflow-auto rounded-md border">
      <Table aria-label="团队定额子目" className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-[12%]">共享人</TableHead>
            <QuotaHeads />
          </TableRow>
        </TableHeader>
        <TableBody>
          {quotas.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className="text-muted-foreground">
                没有共享的定额子目
              </TableCell>
            </TableRow>
          )}
          {quotas.slice(0, SHOWN).map((q) => (
            <TableRow key={q.ID} data-state={q.ID === openId ? 'selected' : undefined}>
              <TableCell className="truncate" title={q.OwnerName}>
                {q.OwnerName}
              </TableCell>
              <QuotaCells
                quota={q}
                openLabel={`查看团队子目 ${q.Code} 的人材机`}
                onOpen={() => onOpen(q.ID)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
