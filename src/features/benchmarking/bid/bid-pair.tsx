import { useState } from 'react'
import type { BidReturnResult } from '@/domain/bidreturn/analysis'
import { Checkbox } from '@/components/ui/checkbox'
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

/** compardiffercontract: two bidders side by side, item by item, with the difference between them. */
export function BidPair() {
  return <BidFrame title="两家对比">{({ result }) => <Pair result={result} />}</BidFrame>
}

function Pair({ result }: { result: BidReturnResult }) {
  const bidders = result.totals.bidders
  const [a, setA] = useState(bidders[0]?.bidderId ?? '')
  const [b, setB] = useState(bidders[1]?.bidderId ?? bidders[0]?.bidderId ?? '')
  const [diffOnly, setDiffOnly] = useState(true)
  const ia = bidders.findIndex((x) => x.bidderId === a)
  const ib = bidders.findIndex((x) => x.bidderId === b)
  const options = bidders.map((x) => ({ value: x.bidderId, label: x.name }))
  const rows = result.items
    .map((it) => ({ it, ca: it.bids[ia] ?? null, cb: it.bids[ib] ?? null }))
    .filter(({ ca, cb }) => !diffOnly || ca?.unitPrice !== cb?.unitPrice)
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
      <Table aria-label="两家逐项对比" scrollLabel="两家逐项对比表" className="text-xs">
        <TableHeader>
          <TableRow>
            <TableHead>项目编码 / 名称</TableHead>
            <TableHead className="text-right">工程量</TableHead>
            <TableHead className="text-right">{ta?.name ?? ''} 单价 / 合价</TableHead>
            <TableHead className="text-right">{tb?.name ?? ''} 单价 / 合价</TableHead>
            <TableHead className="text-right">合价差额</TableHead>
            <TableHead className="text-right">差额率</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, 500).map(({ it, ca, cb }) => {
            const diff = ca && cb ? ca.amountFen - cb.amountFen : null
            return (
              <TableRow key={it.key}>
                <TableCell className="max-w-56">
                  <div className="tabular-nums">{it.code}</div>
                  <div className="truncate text-muted-foreground">{it.name}</div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{it.quantity ?? ''}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {ca ? `${ca.unitPrice ?? '—'} / ${money(ca.amountFen)}` : '未报'}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {cb ? `${cb.unitPrice ?? '—'} / ${money(cb.amountFen)}` : '未报'}
                </TableCell>
                <TableCell className="text-right tabular-nums">{money(diff)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {percent(diff === null || !cb || cb.amountFen === 0 ? null : diff / cb.amountFen)}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      {rows.length > 500 && (
        <p className="text-sm text-muted-foreground">仅显示前 500 项（共 {rows.length} 项）。</p>
      )}
    </div>
  )
}
