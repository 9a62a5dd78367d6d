import { useId, useState } from 'react'
import { Tags } from 'lucide-react'
import { asFen, fenToDecimal } from '@/domain/money'
import { PACKAGE_TYPE_LABELS, type PackageType } from '@/domain/materials/model'
import { citiesOf } from '@/domain/materials/regions'
import type { BillRepricePlan } from '@/domain/materials/bill-reprice'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { PeriodInput } from '@/components/period-input'
import { Select } from '@/components/ui/select'
import { BusyStatus, ErrorAlert } from '@/components/import/import-parts'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useReprice, type RepriceState } from './use-reprice'

const ORDERS: readonly PackageType[][] = [[1, 2, 3], [1, 3, 2], [2, 3, 1], [3, 2, 1], [3], [2], [1]]
const orderLabel = (o: readonly PackageType[]) =>
  o.length === 1
    ? `只用${PACKAGE_TYPE_LABELS[o[0] ?? 3]}`
    : o.map((t) => PACKAGE_TYPE_LABELS[t]).join(' > ')
const LIST_LIMIT = 500

function Setup({ state }: { state: RepriceState }) {
  const { options, setOptions } = state
  const listId = useId()
  return (
    <section aria-label="调价条件" className="grid gap-3 sm:grid-cols-[8rem_9rem_minmax(0,1fr)]">
      <label className="grid gap-1 text-sm">
        <span className="font-medium">城市</span>
        <Input
          list={listId}
          value={options.city}
          placeholder="不限"
          maxLength={20}
          onChange={(e) => setOptions((o) => ({ ...o, city: e.target.value }))}
        />
        <datalist id={listId}>
          {citiesOf('').map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">期次</span>
        <PeriodInput
          value={options.period}
          onChange={(e) => setOptions((o) => ({ ...o, period: e.target.value.trim() }))}
        />
      </label>
      <div className="grid gap-1 text-sm">
        <span className="font-medium" aria-hidden>
          价格包优先级
        </span>
        <Select
          aria-label="价格包优先级"
          className="w-full"
          value={options.priority.join('')}
          onValueChange={(v) =>
            setOptions((o) => ({ ...o, priority: [...v].map(Number) as PackageType[] }))
          }
          options={ORDERS.map((o) => ({ value: o.join(''), label: orderLabel(o) }))}
        />
      </div>
      <p className="text-xs text-muted-foreground sm:col-span-3">
        用已下载到本机的价格包比对（离线也可用）：每种主材按优先级取第一个有价格的类型，同类型取不晚于该期次的最新一期。个人价格包不限城市。
      </p>
    </section>
  )
}

const money = (fen: number | null) => (fen === null ? '—' : fenToDecimal(asFen(fen)))

function Changes({ plan, names }: { plan: BillRepricePlan; names: Map<string, string> }) {
  return (
    <section aria-label="调价预览" className="grid min-h-0 gap-2">
      <p role="status" className="text-sm">
        将调整 <strong>{plan.rows.length}</strong> 项主材价格，{plan.unchanged} 项不变
        {plan.missing.length > 0 && (
          <span className="text-amber-700">
            ，{plan.missing.length} 项在所选价格包中没有价格（保持原价）
          </span>
        )}
      </p>
      {plan.rows.length > 0 && (
        <div className="max-h-[50vh] overflow-auto rounded-md border">
          <Table aria-label="价格变化" className="table-fixed">
            <TableHeader className="sticky top-0 bg-background">
              <TableRow>
                <TableHead className="w-[22%]">清单项</TableHead>
                <TableHead className="w-[24%]">主材</TableHead>
                <TableHead className="w-[10%] text-right">原价</TableHead>
                <TableHead className="w-[10%] text-right">新价</TableHead>
                <TableHead className="w-[8%] text-right">变化</TableHead>
                <TableHead>价格包 · 期次</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {plan.rows.slice(0, LIST_LIMIT).map((r) => (
                <TableRow key={`${r.itemId}#${r.index}`}>
                  <TableCell className="truncate" title={`${r.itemCode} ${r.itemName}`}>
                    <span className="block truncate text-xs text-muted-foreground">
                      {r.itemCode}
                    </span>
                    {r.itemName}
                  </TableCell>
                  <TableCell className="truncate" title={`${r.material.Name} ${r.material.Spec}`}>
                    {r.material.Name}
                    <span className="block truncate text-xs text-muted-foreground">
                      {r.material.Spec} {r.material.Unit}
                    </span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.oldFen)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.to.noTaxFen)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {r.changePct === null ? '新增' : `${r.changePct}%`}
                  </TableCell>
                  <TableCell className="truncate" title={names.get(r.to.packageId) ?? ''}>
                    <span className="block truncate">{names.get(r.to.packageId) ?? '价格包'}</span>
                    <span className="text-xs text-muted-foreground">
                      {PACKAGE_TYPE_LABELS[r.to.type]} · {r.to.period}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {plan.rows.length > LIST_LIMIT && (
        <p className="text-xs text-muted-foreground">
          只列出前 {LIST_LIMIT} 项，应用时全部 {plan.rows.length} 项都会调整。
        </p>
      )}
      {plan.missing.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">没有价格的主材（{plan.missing.length}）</summary>
          <ul
            aria-label="没有价格的主材"
            className="mt-1 max-h-32 overflow-auto text-muted-foreground"
          >
            {plan.missing.slice(0, LIST_LIMIT).map((m, i) => (
              <li key={i}>
                {m.itemName}：{m.material.Name} {m.material.Spec}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

/**
 * 按价格包调价 (issue 11): the bill's main materials re-priced from the price packages by city,
 * period and a priority of package types; every change is listed before 应用.
 */
export function RepriceDialog({
  projectId,
  city,
  disabled,
}: {
  projectId: string
  city: string
  disabled?: boolean
}) {
  const [open, setOpen] = useState(false)
  const state = useReprice(projectId, city)
  const { phase, error } = state
  const busy = phase.kind === 'working'
  const change = (next: boolean) => {
    if (!next && busy) return
    state.reset()
    setOpen(next)
  }
  const apply = async () => {
    if ((await state.apply()) !== null) change(false)
  }
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Tags aria-hidden />
          按价格包调价
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[92vh] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>按价格包调整主材价格</DialogTitle>
          <DialogDescription>
            先预览全部变化，确认后再应用；应用后可在各清单项的主材中看到价格来源。
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 gap-3 overflow-y-auto overflow-x-hidden">
          {phase.kind !== 'preview' && <Setup state={state} />}
          {busy && <BusyStatus>{phase.label}</BusyStatus>}
          {phase.kind === 'preview' && <Changes plan={phase.plan} names={phase.names} />}
          <ErrorAlert error={error} />
        </div>
        <DialogFooter>
          {phase.kind === 'preview' ? (
            <>
              <Button variant="ghost" onClick={state.reset}>
                修改条件
              </Button>
              <Button disabled={phase.plan.rows.length === 0} onClick={() => void apply()}>
                应用 {phase.plan.rows.length} 项调整
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" disabled={busy} onClick={() => void state.download()}>
                下载该城市该期次的价格包
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => change(false)}>
                取消
              </Button>
              <Button disabled={busy} onClick={() => void state.preview()}>
                预览变化
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
