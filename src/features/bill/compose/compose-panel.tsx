import { Trash2 } from 'lucide-react'
import type { BillItem } from '@/domain/bill/model'
import { composeFen, emptyCompose, pricesById } from '@/domain/bill/compose'
import { FEE_BASES, type Compose } from '@/domain/bill/compose-entity'
import { asFen, lineAmountFen } from '@/domain/money'
import { Button } from '@/components/ui/button'
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
import { formatFen } from '../grid/lines'
import { NumberCell } from '../components/line-cells'
import { ComposeAdd } from './compose-add'
import { ComposeQuotas } from './compose-quotas'
import { PriceChoiceBar } from './price-choice-bar'
import { priceSourceLabel, setResourcePrice, useComposeData, writeCompose } from './use-compose'

const PART_LABELS = [
  ['Labour', '人工费'],
  ['Material', '材料费'],
  ['Machine', '机械费'],
  ['Overhead', '管理费'],
  ['Profit', '利润（含风险）'],
] as const

/** 消耗量 × 单价 of one line in 分, for display (the parts are summed exactly in composeFen). */
const lineFen = (consumption: number, price: number | null) =>
  price === null ? asFen(0) : lineAmountFen(consumption, price)

/**
 * 组价 of the active item (docs/bill.md "组价"): its resource lines (消耗量 and the project-wide
 * 单价 edited in place: a price edit reprices every item using the resource), the fee rates on a
 * chosen base, the parts and the 综合单价 they give, and whether the item's 综合单价 follows them.
 */
export function ComposePanel({ item, projectId }: { item: BillItem; projectId: string }) {
  const data = useComposeData(projectId)
  if (!data)
    return <p className="rounded-md border p-2 text-sm text-muted-foreground">正在载入组价…</p>
  const compose = item.Compose ?? emptyCompose()
  const byId = new Map(data.resources.map((r) => [r.ID, r]))
  const parts = composeFen(compose, pricesById(data.resources))
  const quotaCodes = new Map((compose.Quotas ?? []).map((q) => [q.QuotaId, q.Code]))
  // Each change applies to the stored composition, so quick successive edits never undo each other.
  const save = (next: Partial<Compose>) => void writeCompose(item, (c) => ({ ...c, ...next }))
  const saveLines = (edit: (lines: Compose['Lines']) => Compose['Lines']) =>
    void writeCompose(item, (c) => ({ ...c, Lines: edit(c.Lines) }))
  const rate = (key: 'OverheadRate' | 'ProfitRate' | 'RiskRate', label: string) => (
    <label className="flex items-center gap-1">
      <span className="shrink-0 text-muted-foreground">{label}</span>
      <span className="w-20">
        <NumberCell
          value={compose[key]}
          label={label}
          onSave={(text) => save({ [key]: text === '' ? 0 : Number(text) })}
        />
      </span>
      %
    </label>
  )
  return (
    <section aria-label="组价" className="grid gap-2 rounded-md border p-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 truncate font-medium">
          组价 · {item.Code} {item.Name}
        </h3>
        <label className="flex items-center gap-1">
          <Checkbox
            checked={compose.Derived === 1}
            onCheckedChange={(v) => save({ Derived: v === true ? 1 : 0 })}
          />
          按组价计算综合单价
        </label>
        <PriceChoiceBar projectId={projectId} data={data} />
      </div>
      <div className="max-h-64 overflow-auto">
        <Table aria-label="组价明细">
          <TableHeader>
            <TableRow>
              <TableHead>类别</TableHead>
              <TableHead>名称及规格</TableHead>
              <TableHead>单位</TableHead>
              <TableHead className="text-right">消耗量</TableHead>
              <TableHead className="text-right">单价（元）/ 来源</TableHead>
              <TableHead className="text-right">合价（元）</TableHead>
              <TableHead className="w-8" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {compose.Lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="whitespace-normal text-muted-foreground">
                  还没有组价明细。从下方的定额库添加定额子目、从价格包选择材料，或手动添加人工、材料、机械。
                </TableCell>
              </TableRow>
            )}
            {compose.Lines.map((line, k) => {
              const r = byId.get(line.ResourceId)
              const name = r ? `${r.Name}${r.Spec ? ` ${r.Spec}` : ''}` : '（人材机已删除）'
              const quota = line.QuotaId ? quotaCodes.get(line.QuotaId) : undefined
              return (
                <TableRow key={`${line.ResourceId}:${k}`}>
                  <TableCell>{r?.Kind ?? '—'}</TableCell>
                  <TableCell
                    className="min-w-28 max-w-60 whitespace-normal break-words"
                    title={name}
                  >
                    {quota && <span className="text-muted-foreground">[{quota}] </span>}
                    {name}
                  </TableCell>
                  <TableCell>{r?.Unit ?? ''}</TableCell>
                  <TableCell className="min-w-20">
                    <NumberCell
                      value={line.Consumption}
                      label={`第 ${k + 1} 行消耗量`}
                      onSave={(text) =>
                        saveLines((list) =>
                          list.map((l, i) =>
                            i === k
                              ? { ...l, Consumption: text === '' ? Number.NaN : Number(text) }
                              : l,
                          ),
                        )
                      }
                    />
                  </TableCell>
                  <TableCell className="min-w-24">
                    {r && (
                      <NumberCell
                        value={r.Price}
                        money
                        label={`第 ${k + 1} 行单价`}
                        onSave={(text) => void setResourcePrice(projectId, r.ID, text)}
                      />
                    )}
                    <span className="mt-0.5 block whitespace-normal text-right text-xs text-muted-foreground">
                      {r ? priceSourceLabel(r) : '手动输入'}
                    </span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatFen(lineFen(line.Consumption, r?.Price ?? null))}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-7"
                      aria-label={`删除第 ${k + 1} 行组价明细`}
                      onClick={() => saveLines((list) => list.filter((_, i) => i !== k))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-1">
          <span className="shrink-0 text-muted-foreground">取费基数</span>
          <Select
            aria-label="取费基数"
            className="h-8 w-36"
            value={compose.FeeBase}
            options={FEE_BASES.map((b) => ({ value: b, label: b }))}
            onValueChange={(v) => save({ FeeBase: v as Compose['FeeBase'] })}
          />
        </label>
        {rate('OverheadRate', '管理费费率')}
        {rate('ProfitRate', '利润率')}
        {rate('RiskRate', '风险费率')}
      </div>
      <p role="status" aria-label="组价结果" className="flex flex-wrap gap-x-3 tabular-nums">
        {PART_LABELS.map(([key, label]) => (
          <span key={key}>
            {label} {formatFen(parts[key])}
          </span>
        ))}
        <span className="font-medium">组价综合单价 {formatFen(parts.UnitPrice)} 元</span>
        {compose.Derived === 0 && item.Compose && (
          <span className="text-muted-foreground">（仅供参考：综合单价按手工填写）</span>
        )}
      </p>
      <ComposeQuotas item={item} compose={compose} data={data} />
      <ComposeAdd item={item} data={data} />
    </section>
  )
}
