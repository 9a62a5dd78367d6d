import { useOnline } from '@/data/state/use-online'
import { Link } from '@tanstack/react-router'
import { Building2, CircleCheck, Info, ShoppingCart, Trash2 } from 'lucide-react'
import { cartTotals, selectAllState } from '@/domain/shop/cart'
import { formatMoney } from '@/domain/format'
import { removeCartLine, useCartLines, type CartLine } from './hooks/use-cart'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { showToast } from '@/components/ui/toast-store'
import { userMessage } from '@/lib/user-message'
import { ConfirmAction } from './components/confirm-action'
import { useCheckout, type CheckoutState } from './hooks/use-checkout'
import { useSelection } from './hooks/use-selection'

const reportFailure = (error: unknown) =>
  showToast(userMessage(error, '操作失败，请稍后重试'), { kind: 'error' })

const price = (yuan: number) => (yuan === 0 ? '免费' : `${formatMoney(yuan)} 元`)

function Line({ line, onSelect }: { line: CartLine; onSelect: (on: boolean) => void }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Checkbox
        aria-label={`选择 ${line.Name}`}
        checked={line.Selected === 1}
        onCheckedChange={(c) => onSelect(c === true)}
      />
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
        {line.Cover ? (
          <img src={line.Cover} alt="" className="size-full object-cover" />
        ) : (
          <Building2 className="size-6 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to="/Page/modelDetail"
          search={{ id: line.TemplateID }}
          className="font-medium hover:text-primary"
        >
          {line.Name}
        </Link>
        <p className="text-xs text-muted-foreground">
          作者：{line.AuthorName}
          {line.version === 0 && ' · 待同步'}
        </p>
      </div>
      <span className="w-28 text-right tabular-nums">{price(line.Price)}</span>
      <ConfirmAction
        title="删除模板"
        description={`确定从购物车删除“${line.Name}”吗？`}
        confirmText="删除"
        onConfirm={() => void removeCartLine(line.id).catch(reportFailure)}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`删除 ${line.Name}`}>
            <Trash2 aria-hidden />
          </Button>
        }
      />
    </li>
  )
}

function Done({
  state,
  onClose,
}: {
  state: Extract<CheckoutState, { status: 'done' }>
  onClose: () => void
}) {
  const { Projects, Skipped } = state.result
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck className="size-4 text-primary" aria-hidden />
        结算完成：{Projects.length} 个模板已复制到“我的项目”
      </p>
      {Projects.length > 0 && (
        <p className="text-muted-foreground">{Projects.map((p) => p.Name).join('、')}</p>
      )}
      {Skipped.length > 0 && (
        <p className="text-warning">
          {Skipped.length} 个模板未能结算，仍留在购物车中：{Skipped.map((s) => s.Reason).join('；')}
        </p>
      )}
      <div className="flex gap-2">
        <Button asChild size="sm">
          <Link to="/Page/newModelProjet" search={{ id: 2 }}>
            去我的项目
          </Link>
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          知道了
        </Button>
      </div>
    </div>
  )
}

/** /Page/shopCart: the cart lines (kept locally, synced), totals of the selection, and 结算. */
export function CartScreen() {
  const stored = useCartLines()
  const selection = useSelection(stored, reportFailure)
  const lines = selection.lines
  const online = useOnline()
  const { state, checkout, reset } = useCheckout()

  const totals = cartTotals(lines ?? [])
  const all = selectAllState(lines ?? [])
  const selectedIds = (lines ?? []).filter((l) => l.Selected === 1).map((l) => l.id)
  return (
    <div className="mx-auto max-w-4xl space-y-4 p-6">
      <h1 className="text-xl font-semibold">购物车</h1>
      <p className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        本平台暂不收费：结算后模板将复制到“我的项目”。不会产生任何付款。
      </p>
      {state.status === 'done' && <Done state={state} onClose={reset} />}
      {lines === undefined ? (
        <Skeleton className="h-40" aria-busy />
      ) : lines.length === 0 ? (
        <EmptyState
          icon={<ShoppingCart />}
          title="购物车是空的"
          description="在交易中心打开模板详情，点击“加入购物车”。"
          actions={
            <Button asChild variant="outline">
              <Link to="/Page/tradingCenter" search={{ id: 3 }}>
                去交易中心
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <div className="rounded-lg border bg-card px-4">
            <label className="flex items-center gap-3 border-b py-3 text-sm">
              <Checkbox checked={all} onCheckedChange={(c) => selection.selectAll(c === true)} />
              全选（{totals.lineCount}）
            </label>
            <ul className="divide-y">
              {lines.map((l) => (
                <Line key={l.id} line={l} onSelect={(on) => selection.select(l.id, on)} />
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-4 rounded-lg border bg-card px-4 py-3">
            <span className="text-sm">
              已选 <strong className="tabular-nums">{totals.selectedCount}</strong>{' '}
              个模板，模板标价合计
              <strong className="mx-1 tabular-nums" aria-label="合计金额">
                {formatMoney(totals.selectedYuan)} 元
              </strong>
              ；本平台暂不收费，结算不产生费用
            </span>
            <ConfirmAction
              title="结算"
              description={`将把选中的 ${totals.selectedCount} 个模板复制到“我的项目”。本平台暂不收费，结算不产生费用。`}
              confirmText="确认结算"
              onConfirm={() => void checkout(selectedIds)}
              trigger={
                <Button disabled={!online || totals.selectedCount === 0 || state.status === 'busy'}>
                  {state.status === 'busy' ? '正在结算…' : '结算'}
                </Button>
              }
            />
          </div>
          {!online && (
            <p className="text-right text-sm text-muted-foreground">
              结算需要联网；离线时仍可添加、删除和选择模板，联网后自动同步。
            </p>
          )}
        </>
      )}
    </div>
  )
}
