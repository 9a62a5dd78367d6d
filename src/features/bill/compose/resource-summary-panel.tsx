import { useState } from 'react'
import type { BillUnit } from '@/domain/bill/model'
import { RESOURCE_KINDS, type ResourceKind } from '@/domain/bill/compose-entity'
import type { StructureRow } from '@/domain/projects/structure'
import { Checkbox } from '@/components/ui/checkbox'
import { Select } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
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
import { priceSourceLabel, setResourceFlag, setResourcePrice } from './use-compose'
import { useResourceSummary } from './use-resource-summary'

type KindFilter = ResourceKind | '全部'

/** The flags edited here: 甲供 (发包人提供材料) and 暂估 (材料暂估单价). */
const FLAGS = [
  ['Supplied', '甲供'],
  ['Provisional', '暂估'],
] as const

/**
 * 人材机汇总 of the whole project (docs/bill.md "组价"): each resource with the total quantity its
 * composed items use (multipliers included), its 单价 (edited here: every item using it is
 * repriced), source, 合价 and the 甲供 / 暂估 flags (saved and synced like every edit).
 */
export function ResourceSummaryPanel({
  projectId,
  units,
  rows,
}: {
  projectId: string
  units: readonly BillUnit[]
  rows: readonly StructureRow[]
}) {
  const state = useResourceSummary(projectId, units, rows)
  const [kind, setKind] = useState<KindFilter>('全部')
  if (state.status === 'loading')
    return (
      <p className="flex items-center gap-2 p-2 text-sm text-muted-foreground" role="status">
        <Spinner /> 正在汇总人材机…
      </p>
    )
  if (state.status === 'failed')
    return <p className="p-2 text-sm text-destructive">人材机汇总计算失败，请刷新页面后重试。</p>
  const { summary } = state
  const lines = summary.lines.filter((l) => kind === '全部' || l.resource.Kind === kind)
  return (
    <section aria-label="人材机汇总" className="grid min-w-0 gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">人材机汇总（全项目，含相同单体数量）</h3>
        <label className="ml-auto flex items-center gap-1">
          <span className="text-muted-foreground">类别</span>
          <Select
            aria-label="人材机类别"
            className="h-8 w-24"
            value={kind}
            options={(['全部', ...RESOURCE_KINDS] as const).map((k) => ({ value: k, label: k }))}
            onValueChange={(v) => setKind(v as KindFilter)}
          />
        </label>
      </div>
      <div className="max-h-[60vh] overflow-auto rounded-md border">
        <Table aria-label="人材机汇总表">
          <TableHeader>
            <TableRow>
              <TableHead>类别</TableHead>
              <TableHead>编码</TableHead>
              <TableHead>名称及规格</TableHead>
              <TableHead>单位</TableHead>
              <TableHead className="text-right">数量</TableHead>
              <TableHead className="text-right">单价（元）/ 来源</TableHead>
              <TableHead className="text-right">合价（元）</TableHead>
              {FLAGS.map(([flag, label]) => (
                <TableHead key={flag}>{label}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={9} className="whitespace-normal text-muted-foreground">
                  还没有人材机。在分部分项中选中清单项，于组价面板添加人工、材料或机械。
                </TableCell>
              </TableRow>
            )}
            {lines.map(({ resource: r, Quantity, Amount, used }) => {
              const name = `${r.Name}${r.Spec ? ` ${r.Spec}` : ''}`
              return (
                <TableRow key={r.ID} className={used ? undefined : 'text-muted-foreground'}>
                  <TableCell>{r.Kind}</TableCell>
                  <TableCell className="whitespace-nowrap">{r.Code}</TableCell>
                  <TableCell
                    className="min-w-28 max-w-56 whitespace-normal break-words"
                    title={name}
                  >
                    {name}
                  </TableCell>
                  <TableCell>{r.Unit}</TableCell>
                  <TableCell className="text-right tabular-nums">{Quantity}</TableCell>
                  <TableCell className="min-w-24">
                    <NumberCell
                      value={r.Price}
                      money
                      label={`${name} 单价`}
                      onSave={(text) => void setResourcePrice(projectId, r.ID, text)}
                    />
                    <span className="mt-0.5 block whitespace-normal text-right text-xs text-muted-foreground">
                      {priceSourceLabel(r)}
                    </span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatFen(Amount)}</TableCell>
                  {FLAGS.map(([flag, label]) => (
                    <TableCell key={flag}>
                      <Checkbox
                        aria-label={`${name} ${label}`}
                        checked={r[flag] === 1}
                        onCheckedChange={(v) =>
                          void setResourceFlag(projectId, r.ID, flag, v === true)
                        }
                      />
                    </TableCell>
                  ))}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </div>
      <p role="status" aria-label="人材机合计" className="flex flex-wrap gap-x-3 tabular-nums">
        {RESOURCE_KINDS.map((k) => (
          <span key={k}>
            {k}费 {formatFen(summary.byKind[k])}
          </span>
        ))}
        <span className="font-medium">合计 {formatFen(summary.total)} 元</span>
        <span>其中甲供 {formatFen(summary.supplied)}</span>
        <span>暂估 {formatFen(summary.provisional)}</span>
      </p>
    </section>
  )
}
