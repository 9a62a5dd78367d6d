import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { feeCommands, notifier, saveOther, saveRate, type Checked } from '../hooks/bill-commands'
import {
  RATE_BASES,
  type BillOther,
  type BillRate,
  type BillUnit,
  type RateKind,
} from '@/domain/bill/model'
import { Button } from '@/components/ui/button'
import { otherLineFen } from '@/domain/bill/summary'
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
import { NumberCell, TextCell } from './line-cells'

const report = (r: Checked<unknown>) => {
  if (!r.ok) notifier().toast(r.message, { kind: 'error', durationMs: 4000 })
}

/**
 * 总价措施 (and 规费 under 2013): 计算基础 × 费率, amounts from the worker's 表-04. Lines are
 * added (新增费用), renamed, moved up and down and deleted here (docs/bill.md "取费 and 计税方式").
 */
export function RatesPanel({
  unit,
  kind,
  lines,
  amounts,
  caption,
}: {
  unit: BillUnit
  kind: RateKind
  lines: readonly BillRate[]
  amounts: ReadonlyMap<string, number> | null
  caption: string
}) {
  const remove = async (line: BillRate) => {
    const ok = await notifier().confirm(`确定删除“${line.Name}”吗？`, {
      title: '删除费用',
      confirmText: '删除',
    })
    if (ok) await feeCommands.deleteLine(line.ID)
  }
  return (
    <div className="flex flex-col gap-2">
      // The fixed columns take 37 rem: the table keeps 13 rem for the names and scrolls inside its
      // own container on a narrow screen rather than squeezing the names to nothing.
      <Table
        aria-label={caption}
        scrollLabel={`${caption}（可横向滚动）`}
        className="min-w-[58rem] table-fixed"
      >
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">序号</TableHead>
            <TableHead>项目名称</TableHead>
            <TableHead className="w-48">计算基础</TableHead>
            <TableHead className="w-28 text-right">费率(%)</TableHead>
            <TableHead className="w-28 text-right">固定金额(元)</TableHead>
            <TableHead className="w-32 text-right">金额(元)</TableHead>
            <TableHead className="w-28">操作</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={line.ID}>
              <TableCell>{i + 1}</TableCell>
              <TableCell title={line.Code}>
                <div className="flex items-center gap-1">
                  <TextCell
                    label={`第 ${i + 1} 行 项目名称`}
                    value={line.Name}
                    onSave={(t) => void saveRate(line, { Name: t }).then(report)}
                  />
                  {line.IsSafety === 1 && (
                    <span className="shrink-0 text-xs text-muted-foreground">不可竞争</span>
                  )}
                </div>
              </TableCell>
              <TableCell>
                <Select
                  aria-label={`${line.Name} 计算基础`}
                  className="h-8 w-full"
                  value={line.Base}
                  onValueChange={(v) => void saveRate(line, { Base: v }).then(report)}
                  options={RATE_BASES.map((b) => ({ value: b, label: b }))}
                />
              </TableCell>
              <TableCell className="text-right">
                <NumberCell
                  label={`${line.Name} 费率`}
                  value={line.Rate}
                  onSave={(t) => void saveRate(line, { Rate: t }).then(report)}
                />
              </TableCell>
              <TableCell className="text-right">
                <NumberCell
                  money
                  label={`${line.Name} 固定金额`}
                  value={line.Amount}
                  onSave={(t) => void saveRate(line, { Amount: t }).then(report)}
                />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {amounts ? formatFen(amounts.get(line.ID) ?? 0) : '计算中…'}
              </TableCell>
              <TableCell>
                <div className="flex gap-0.5">
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`上移 ${line.Name}`}
                    disabled={i === 0}
                    onClick={() => void feeCommands.moveLine(line, -1).then(report)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`下移 ${line.Name}`}
                    disabled={i === lines.length - 1}
                    onClick={() => void feeCommands.moveLine(line, 1).then(report)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`删除 ${line.Name}`}
                    onClick={() => void remove(line)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
          {lines.length > 0 && (
            <TableRow className="font-semibold">
              <TableCell />
              <TableCell>合计</TableCell>
              <TableCell colSpan={3} />
              <TableCell className="text-right tabular-nums" data-total={caption}>
                {amounts
                  ? formatFen(lines.reduce((sum, line) => sum + (amounts.get(line.ID) ?? 0), 0))
                  : '计算中…'}
              </TableCell>
              <TableCell />
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        onClick={() => void feeCommands.addLine(unit, kind).then(report)}
      >
        <Plus className="size-4" aria-hidden />
        新增{kind === '规费' ? '规费' : '总价措施'}
      </Button>
    </div>
  )
}

/** 其他项目 (表-12): 金额 as entered, or 数量 × 单价 (计日工). 材料暂估价 is listed but not added. */
export function OthersPanel({ lines }: { lines: readonly BillOther[] }) {
  const total = lines.reduce((s, l) => (l.Kind === '材料暂估价' ? s : s + otherLineFen(l)), 0)
  return (
    <Table
      aria-label="其他项目清单"
      scrollLabel="其他项目清单（可横向滚动）"
      className="min-w-[46rem] table-fixed"
    >
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">序号</TableHead>
          <TableHead>项目名称</TableHead>
          <TableHead className="w-28 text-right">数量</TableHead>
          <TableHead className="w-28 text-right">单价(元)</TableHead>
          <TableHead className="w-32 text-right">金额(元)</TableHead>
          <TableHead className="w-32 text-right">计入金额(元)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line, i) => (
          <TableRow key={line.ID}>
            <TableCell>{i + 1}</TableCell>
            <TableCell className="truncate">{line.Name}</TableCell>
            <TableCell className="text-right">
              {line.Kind === '计日工' && (
                <NumberCell
                  label={`${line.Name} 数量`}
                  value={line.Quantity}
                  onSave={(t) => void saveOther(line, { Quantity: t }).then(report)}
                />
              )}
            </TableCell>
            <TableCell className="text-right">
              {line.Kind === '计日工' && (
                <NumberCell
                  money
                  label={`${line.Name} 单价`}
                  value={line.UnitPrice}
                  onSave={(t) => void saveOther(line, { UnitPrice: t }).then(report)}
                />
              )}
            </TableCell>
            <TableCell className="text-right">
              <NumberCell
                money
                label={`${line.Name} 金额`}
                value={line.Amount}
                onSave={(t) => void saveOther(line, { Amount: t }).then(report)}
              />
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {line.Kind === '材料暂估价' ? '—' : formatFen(otherLineFen(line))}
            </TableCell>
          </TableRow>
        ))}
        <TableRow className="font-semibold">
          <TableCell />
          <TableCell>合计</TableCell>
          <TableCell colSpan={3} />
          <TableCell className="text-right tabular-nums" data-total="others">
            {formatFen(total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  )
}
