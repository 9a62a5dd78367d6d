import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { ItemSummary } from '@/domain/bid-return/item-query'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import type { ItemComparison } from '@/domain/bid-return/compare'
import { priceText } from '@/domain/bid-return/figures'
import { MATCH_LABELS } from '@/domain/bid-return/match'
import { BidFrame, money, percent } from './bid-frame'
import { BidTable, ItemName, type BidColumn } from './bid-table'
import { itemRefs } from './bid-rows'
import { rowSelectionStore, useItemQuery, type ScreenResult } from './use-bid'
import { QueryNote } from './query-note'

const PAGE = 200

/** switchfunction: item by item, narrowed to one 专业 (单位工程) and to the items out of the band. */
export function BidItems() {
  return (
    <BidFrame title="逐项对比">
      {({ result, summary, token }) => (
        <ItemsTable result={result} summary={summary} token={token} />
      )}
    </BidFrame>
  )
}

function ItemsTable({
  result,
  summary,
  token,
}: {
  result: ScreenResult
  summary: ItemSummary
  token: number
}) {
  const [unit, setUnit] = useState('')
  const [outOnly, setOutOnly] = useState(false)
  const [q, setQ] = useState('')
  const [page, setPage] = useState(0)
  const navigate = useNavigate()
  const bidders = result.totals.bidders
  const ids = bidders.map((b) => b.bidderId)
  const units = summary.units
  const query = useItemQuery(token, { kind: 'list', unit, outOnly, text: q }, page * PAGE, PAGE)
  const shown = query.kind === 'ready' ? query.items : []
  const total = query.kind === 'ready' ? query.total : 0
  const pages = Math.max(1, Math.ceil(total / PAGE))
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
        {query.kind === 'ready' && <span className="text-muted-foreground">共 {total} 项</span>}
      </div>
      <QueryNote state={query} />
      <BidTable
        label="逐项对比"
        scrollLabel="逐项对比表"
        className="text-xs"
        rows={shown}
        rowKey={(it) => it.tenderItemId}
        onRowClick={(it) => {
          rowSelectionStore.set({ title: `${it.code} ${it.name}`, refs: itemRefs(it, ids) })
          void navigate({ to: '/Page/Benchmarking/bottomLevelData' })
        }}
        columns={[
          {
            key: 'item',
            head: '项目编码 / 名称',
            className: 'max-w-56',
            cell: (it) => <ItemName code={it.code} name={it.name} />,
          },
          {
            key: 'control',
            head: '控制价单价',
            num: true,
            cell: (it) => (it.controlPrice === null ? '—' : priceText(it.controlPrice)),
          },
          { key: 'base', head: '基准单价', num: true, cell: (it) => money(it.baseFen) },
          {
            key: 'range',
            head: '最低 / 最高单价',
            num: true,
            cell: (it) => (
              <>
                {money(it.minFen)}
                <br />
                {money(it.maxFen)}
              </>
            ),
          },
          ...bidders.map((b, i): BidColumn<ItemComparison> => ({
            key: b.bidderId,
            head: b.name,
            num: true,
            headClassName: 'max-w-28 truncate',
            className: (it) => (it.bids[i]?.outOfBand ? 'font-medium text-destructive' : ''),
            cell: (it) => {
              const c = it.bids[i] ?? null
              if (c === null) return '未报'
              return (
                <>
                  {c.unitPrice === null ? '—' : priceText(c.unitPrice)}
                  <div className="text-[11px]" data-testid="item-rate">
                    {percent(c.rate)}
                    {c.match === 'text' && <span title={MATCH_LABELS.text}>（名称匹配）</span>}
                  </div>
                </>
              )
            },
          })),
        ]}
      />
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
