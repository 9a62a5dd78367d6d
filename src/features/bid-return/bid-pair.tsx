import { useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Select } from '@/components/ui/select'
import type { BidCell } from '@/domain/bid-return/compare'
import { priceText, qtyText } from '@/domain/bid-return/figures'
import { BidFrame, money, percent } from './bid-frame'
import { BidTable, ItemName } from './bid-table'
import { QueryNote } from './query-note'
import { useItemQuery, type ScreenResult } from './use-bid'

const priced = (c: BidCell | null) =>
  c ? `${c.unitPrice === null ? '—' : priceText(c.unitPrice)} / ${money(c.amountFen)}` : '未报'
const diffOf = (r: { ca: BidCell | null; cb: BidCell | null }) =>
  r.ca && r.cb ? r.ca.amountFen - r.cb.amountFen : null

/** Items listed at most (the note says how many differ in all). */
const LIMIT = 500

/** compardiffercontract: two bidders side by side, item by item, with the difference between them. */
export function BidPair() {
  return (
    <BidFrame title="两家对比">
      {({ result, token }) => <Pair result={result} token={token} />}
    </BidFrame>
  )
}

function Pair({ result, token }: { result: ScreenResult; token: number }) {
  const bidders = result.totals.bidders
  const [a, setA] = useState(bidders[0]?.bidderId ?? '')
  const [b, setB] = useState(bidders[1]?.bidderId ?? bidders[0]?.bidderId ?? '')
  const [diffOnly, setDiffOnly] = useState(true)
  const ia = bidders.findIndex((x) => x.bidderId === a)
  const ib = bidders.findIndex((x) => x.bidderId === b)
  const options = bidders.map((x) => ({ value: x.bidderId, label: x.name }))
  const query = useItemQuery(token, { kind: 'pair', a: ia, b: ib, diffOnly }, 0, LIMIT)
  const rows = (query.kind === 'ready' ? query.items : []).map((it) => ({
    it,
    ca: it.bids[ia] ?? null,
    cb: it.bids[ib] ?? null,
  }))
  const ta = bidders[ia]
  const tb = bidders[ib]
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Select
          className="w-48"
          aria-label="投标人甲"
          value={a}
          onValueChange={setA}
          options={options}
        />
        <span>对比</span>
        <Select
          className="w-48"
          aria-label="投标人乙"
          value={b}
          onValueChange={setB}
          options={options}
        />
        <label className="flex items-center gap-2">
          <Checkbox checked={diffOnly} onCheckedChange={(v) => setDiffOnly(v === true)} />
          只看单价不同的项
        </label>
      </div>
      {ta && tb && (
        <p className="text-sm">
          投标总价：{ta.name} {money(ta.statedFen)} 元，{tb.name} {money(tb.statedFen)} 元，相差{' '}
          {money(ta.statedFen - tb.statedFen)} 元（
          {percent(tb.statedFen === 0 ? null : (ta.statedFen - tb.statedFen) / tb.statedFen)}）
        </p>
      )}
      <QueryNote state={query} />
      <BidTable
        label="两家逐项对比"
        scrollLabel="两家逐项对比表"
        className="text-xs"
        rows={rows}
        rowKey={(r) => r.it.tenderItemId}
        limit={LIMIT}
        total={query.kind === 'ready' ? query.total : 0}
        columns={[
          {
            key: 'item',
            head: '项目编码 / 名称',
            className: 'max-w-56',
            cell: (r) => <ItemName code={r.it.code} name={r.it.name} />,
          },
          {
            key: 'qty',
            head: '工程量',
            num: true,
            cell: (r) => (r.it.quantity === null ? '' : qtyText(r.it.quantity)),
          },
          { key: 'a', head: `${ta?.name ?? ''} 单价 / 合价`, num: true, cell: (r) => priced(r.ca) },
          { key: 'b', head: `${tb?.name ?? ''} 单价 / 合价`, num: true, cell: (r) => priced(r.cb) },
          { key: 'diff', head: '合价差额', num: true, cell: (r) => money(diffOf(r)) },
          {
            key: 'rate',
            head: '差额率',
            num: true,
            cell: (r) => {
              const d = diffOf(r)
              return percent(
                d === null || !r.cb || r.cb.amountFen === 0 ? null : d / r.cb.amountFen,
              )
            },
          },
        ]}
      />
    </div>
  )
}
