import { useEffect, useState } from 'react'
import { useStore } from '@/data/state/store'
import type { ItemComparison } from '@/domain/bid-return/compare'
import type { RowRef } from '@/domain/bid-return/model'
import type { RowDetail } from '@/domain/bid-return/scheme-run'
import { FINDING_PAGE } from '@/domain/bid-return/finding-pages'
import { priceText, qtyText } from '@/domain/bid-return/figures'
import { formatMoney } from '@/domain/format'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { MATCH_LABELS } from '@/domain/bid-return/match'
import { getCompute } from '@/lib/compute'
import { BidFrame } from './bid-frame'
import { BidTable } from './bid-table'
import {
  participantsOf,
  rowSelectionStore,
  useItemQuery,
  type LoadedScheme,
  type ScreenResult,
} from './use-bid'

/** The rows of every bill behind one item comparison (the tender's and each bidder's). */
export function itemRefs(it: ItemComparison, bidderIds: readonly string[]): RowRef[] {
  const refs: RowRef[] = [{ bill: 'tender', table: 'item', id: it.tenderItemId }]
  it.bids.forEach((c, i) => {
    const bill = bidderIds[i]
    if (c && bill) refs.push({ bill, table: 'item', id: c.itemId, match: c.match })
  })
  return refs
}

/** Items listed at most for one search; more asks for a longer code or name. */
export const SEARCH_LIMIT = 50

const blankOr = (v: number | null, f: (v: number) => string) => (v === null ? '' : f(v))

/** bottomLevelData: the raw rows behind a figure opened elsewhere, or behind an item found by code. */
export function BidRows() {
  return (
    <BidFrame title="底层数据">
      {({ result, loaded, token }) => <RowsScreen result={result} loaded={loaded} token={token} />}
    </BidFrame>
  )
}

function RowsScreen({
  result,
  loaded,
  token,
}: {
  result: ScreenResult
  loaded: LoadedScheme
  token: number
}) {
  const selection = useStore(rowSelectionStore)
  const [code, setCode] = useState('')
  const [listed, setListed] = useState<{ key: string; rows: RowDetail[] } | null>(null)
  const ids = result.totals.bidders.map((b) => b.bidderId)
  const searching = code.trim() !== ''
  // The worker searches the run's items (item-query.ts, the rule of item-search.ts); until it answers nothing is listed.
  const query = useItemQuery(token, { kind: 'search', text: code }, 0, SEARCH_LIMIT)
  const search =
    query.kind === 'ready' && searching
      ? { items: query.items, total: query.total }
      : { items: [], total: 0 }
  const answered = query.kind === 'ready'
  const only = search.total === 1 ? search.items[0] : undefined
  const refs = searching ? search.items.flatMap((it) => itemRefs(it, ids)) : (selection?.refs ?? [])
  const title = !searching
    ? (selection?.title ?? '')
    : only
      ? `${only.code} ${only.name}`
      : search.total > 1
        ? `找到 ${search.total} 个清单项`
        : ''
  // A finding carries only its first rows: the worker's run lists them all (its first page here).
  const finding = searching ? undefined : selection?.finding
  const key = JSON.stringify([refs, finding])
  // Rows of an earlier search or finding never show under a new one.
  const rows = listed?.key === key ? listed.rows : null
  useEffect(() => {
    let stale = false
    const full = participantsOf(loaded.bills)
    // The worker has the bills decoded after the analysis: send them without their texts, and
    // with them only if it has not.
    const light = full.map((p) => ({ ...p, Bill: '', BillLength: p.Bill.length }))
    const compute = getCompute()
    const all = finding
      ? compute.bidReturnFindingRows(finding.token, finding.index, 0).then((r) => r ?? refs)
      : Promise.resolve(refs)
    all
      .then((refsOf) => {
        const page = refsOf.slice(0, FINDING_PAGE)
        return compute.bidReturnRows(light, page).catch(() => compute.bidReturnRows(full, page))
      })
      .then((r) => !stale && setListed({ key, rows: r }))
      .catch(() => !stale && setListed({ key, rows: [] }))
    return () => {
      stale = true
    }
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="space-y-3">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        按项目编码或名称查看各家的清单行：
        <Input
          className="w-64"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="如 010101001001"
        />
      </label>
      {title !== '' && <p className="text-sm font-medium break-all">{title}</p>}
      {searching && answered && search.total === 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          未找到匹配的清单项。
        </p>
      )}
      {search.total > SEARCH_LIMIT && (
        <p className="text-sm text-muted-foreground" role="status">
          仅显示前 {SEARCH_LIMIT} 项（共 {search.total} 项），请输入更完整的编码或名称。
        </p>
      )}
      {!searching && refs.length === 0 && (
        <p className="text-sm text-muted-foreground">
          在清标结果、逐项对比或图表中点选一个数字，这里列出它背后的清单行。
        </p>
      )}
      {refs.length > 0 && rows === null && <Spinner />}
      {rows && rows.length > 0 && (
        <BidTable
          label="底层数据"
          rows={rows}
          rowKey={(r, i) => `${r.bill}:${r.id}:${i}`}
          columns={[
            { key: 'bill', head: '清单', className: 'whitespace-nowrap', cell: (r) => r.billName },
            {
              key: 'match',
              head: '匹配方式',
              className: 'whitespace-nowrap text-xs',
              cell: (r) => (r.match ? MATCH_LABELS[r.match] : ''),
            },
            { key: 'code', head: '项目编码', cell: (r) => r.code },
            { key: 'name', head: '项目名称', className: 'max-w-48 break-all', cell: (r) => r.name },
            {
              key: 'features',
              head: '项目特征 / 计算基础',
              className: 'max-w-64 text-xs break-all whitespace-pre-line',
              cell: (r) => r.features,
            },
            { key: 'unit', head: '单位', cell: (r) => r.unit },
            { key: 'qty', head: '工程量', num: true, cell: (r) => blankOr(r.quantity, qtyText) },
            {
              key: 'price',
              head: '综合单价',
              num: true,
              cell: (r) => blankOr(r.unitPrice, priceText),
            },
            {
              key: 'amount',
              head: '所列合价 / 金额',
              num: true,
              cell: (r) => blankOr(r.stated ?? r.amount, formatMoney),
            },
          ]}
        />
      )}
    </div>
  )
}
