import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { BidReturnResult } from '@/domain/bidreturn/analysis'
import { Checkbox } from '@/components/ui/checkbox'
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
import { BidFrame, money, percent } from './bid-frame'
import { itemRefs } from './bid-rows'
import { rowSelectionStore } from './use-bid'

const PAGE = 200

/** switchfunction: item by item, narrowed to one 专业 (单位工程) and to the items out of the band. */
export function BidItems() {
  return <BidFrame title="逐项对比">{({ result }) => <ItemsTable result={result} />}</BidFrame>
}

function ItemsTable({ result }: { result: BidReturnResult }) {
  const [unit, setUnit] = useState('')
  const [outOnly, setOutOnly] = useState(false)
  const [q, setQ] = useState('')
  const [page, setPage] = useState(0)
  const navigate = useNavigate()
  const bidders = result.totals.bidders
  const ids = bidders.map((b) => b.bidderId)
  const units = [...new Set(result.items.map((it) => it.key.split('|')[0] ?? ''))]
  const list = result.items.filter(
    (it) =>
      (unit === '' || it.key.startsWith(`${unit}|`)) &&
      (!outOnly || it.bids.some((c) => c?.outOfBand)) &&
      (q === '' || it.code.includes(q) || it.name.includes(q)),
  )
  const shown = list.slice(page * PAGE, (page + 1) * PAGE)
  const pages = Math.max(1, Math.ceil(list.length / PAGE))
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Select
          className="w-40"
          aria-label="专业"
          value={unit}
          onValueChange={(v) => (setUnit(v), setPage(0))}
          options={[
            { value: '', label: '全部专业' },
            ...units.map((u) => ({ value: u, label: u })),
          ]}
        />
        <Input
          className="w-48"
          aria-label="搜索清单项"
          placeholder="编码或名称"
          value={q}
          onChange={(e) => (setQ(e.target.value.trim()), setPage(0))}
        />
        <label className="flex items-center gap-2">
          <Checkbox
            checked={outOnly}
            onCheckedChange={(v) => (setOutOnly(v === true), setPage(0))}
          />
          只看超出偏差范围的项
        </label>
        <span className="text-muted-foreground">共 {list.length} 项</span>
      </div>
      <Table aria-label="逐项对比" scrollLabel="逐项对比表" className="text-xs">
        <TableHeader>
          <TableRow>
            <TableHead>项目编码 / 名称</TableHead>
            <TableHead className="text-right">控制价合价</TableHead>
            <TableHead className="text-right">基准</TableHead>
            <TableHead className="text-right">最低 / 最高</TableHead>
            {bidders.map((b) => (
              <TableHead key={b.bidderId} className="max-w-28 truncate text-right">
                {b.name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((it) => (
            <TableRow
              key={it.key}
              className="cursor-pointer"
              onClick={() => (
                rowSelectionStore.set({ title: `${it.code} ${it.name}`, refs: itemRefs(it, ids) }),
                void navigate({ to: '/Page/Benchmarking/bottomLevelData' })
              )}
            >
              <TableCell className="max-w-56">
                <div className="tabular-nums">{it.code}</div>
                <div className="truncate text-muted-foreground">{it.name}</div>
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(it.controlFen)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(it.baseFen)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {money(it.minFen)}
                <br />
                {money(it.maxFen)}
              </TableCell>
              {it.bids.map((c, i) => (
                <TableCell
                  key={ids[i] ?? i}
                  className={
                    c?.outOfBand
                      ? 'text-right font-medium text-destructive tabular-nums'
                      : 'text-right tabular-nums'
                  }
                >
                  {c === null ? '未报' : money(c.amountFen)}
                  {c && <div className="text-[11px]">{percent(c.rate)}</div>}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <button
            type="button"
            className="rounded border px-2 py-1 disabled:opacity-50"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            上一页
          </button>
          <span>
            第 {page + 1} / {pages} 页
          </span>
          <button
            type="button"
            className="rounded border px-2 py-1 disabled:opacity-50"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            下一页
          </button>
        </div>
      )}
    </div>
  )
}
