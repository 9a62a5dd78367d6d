import { useState } from 'react'
import { notifier, saveOther, saveRate, type Checked } from '../hooks/bill-commands'
import { RATE_BASES, type BillOther, type BillRate } from '@/domain/bill/model'
import { otherLineFen } from '@/domain/bill/summary'
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
import { formatFen, formatYuan } from '../grid/lines'

const report = (r: Checked<unknown>) => {
  if (!r.ok) notifier().toast(r.message, { kind: 'error', durationMs: 4000 })
}

/**
 * A number cell that saves on blur or Enter; Escape puts the stored value back. As in the bill
 * grid, a money cell (`money`) shows thousands separators until it is edited; the edit starts
 * from the plain number, and separators typed into it are dropped.
 */
function NumberCell({
  value,
  label,
  onSave,
  money = false,
}: {
  value: number | null
  label: string
  onSave: (text: string) => void
  money?: boolean
}) {
  const stored = value === null ? '' : String(value)
  const [draft, setDraft] = useState<string | null>(null)
  const shown = value === null ? '' : money ? formatYuan(value) : stored
  return (
    <Input
      aria-label={label}
      inputMode="decimal"
      className="h-8 w-full text-right tabular-nums"
      value={draft ?? shown}
      onFocus={() => setDraft(stored)}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur()
        if (e.key === 'Escape') setDraft(null)
      }}
      onBlur={() => {
        const text = draft === null ? null : money ? draft.trim().replace(/,/g, '') : draft.trim()
        if (text !== null && text !== stored) onSave(text)
        setDraft(null)
      }}
    />
  )
}

/** 总价措施 (and 规费 under 2013): 计算基础 × 费率, amounts from the worker's 表-04. */
export function RatesPanel({
  lines,
  amounts,
  caption,
}: {
  lines: readonly BillRate[]
  amounts: ReadonlyMap<string, number> | null
  caption: string
}) {
  return (
    // The fixed columns take 37 rem: the table keeps 13 rem for the names and scrolls inside its
    // own container on a narrow screen rather than squeezing the names to nothing.
    <Table
      aria-label={caption}
      scrollLabel={`${caption}（可横向滚动）`}
      className="min-w-[50rem] table-fixed"
    >
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">序号</TableHead>
          <TableHead>项目名称</TableHead>
          <TableHead className="w-48">计算基础</TableHead>
          <TableHead className="w-28 text-right">费率(%)</TableHead>
          <TableHead className="w-28 text-right">固定金额(元)</TableHead>
          <TableHead className="w-32 text-right">金额(元)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line, i) => (
          <TableRow key={line.ID}>
            <TableCell>{i + 1}</TableCell>
            <TableCell className="truncate" title={line.Code}>
              {line.Name}
              {line.IsSafety === 1 && (
                <span className="ml-1 text-xs text-muted-foreground">（不可竞争）</span>
              )}
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
          </TableRow>
        )}
      </TableBody>
    </Table>
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
