import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { FileDown, Printer } from 'lucide-react'
import { BASE_LABELS, type CheckKind } from '@/domain/bid-return/model'
import { bandText, schemeOptions } from '@/domain/bid-return/scheme'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PrintRoot, printDocument } from '@/components/print-root'
import { Select } from '@/components/ui/select'
import { TableCell, TableRow } from '@/components/ui/table'
import type { BidderTotal } from '@/domain/bid-return/compare'
import { BidFrame, exportReport, money, percent } from './bid-frame'
import { BidTable, type BidColumn } from './bid-table'
import { rowSelectionStore, type ScreenResult } from './use-bid'

const CHECKS: readonly CheckKind[] = ['符合性', '算术性', '不平衡报价', '雷同']

/**
 * contrastlist: totals and ranking, the findings per check and bidder, each with its rows; 打印
 * prints them alone (PrintRoot).
 */
export function BidContrast() {
  return (
    <BidFrame title="清标结果">
      {({ result, loaded, scheme, token }) => (
        <PrintRoot landscape className="space-y-4">
          <p className="hidden font-medium print:block">
            清标结果：{scheme.SchemeName}（对比基准：{BASE_LABELS[scheme.BaseKind]}；偏差范围：
            {bandText(schemeOptions(scheme))}）
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm print:hidden">
            <span>
              对比基准：{BASE_LABELS[scheme.BaseKind]}；偏差范围：{bandText(schemeOptions(scheme))}
            </span>
            <span className="ml-auto flex gap-2">
              <Button variant="outline" size="sm" onClick={() => void exportReport(loaded)}>
                <FileDown aria-hidden />
                导出清标报告
              </Button>
              <Button variant="outline" size="sm" onClick={printDocument}>
                <Printer aria-hidden />
                打印
              </Button>
            </span>
          </div>
          <TotalsTable result={result} />
          <Findings result={result} token={token} />
        </PrintRoot>
      )}
    </BidFrame>
  )
}

function TotalsTable({ result }: { result: ScreenResult }) {
  const { totals, counts } = result
  const count = (id: string, check: CheckKind) =>
    counts.find((c) => c.bidderId === id && c.check === check)?.count ?? 0
  return (
    <BidTable
      label="投标总价对比与排名"
      rows={[...totals.bidders].sort((a, b) => a.rank - b.rank)}
      rowKey={(b) => b.bidderId}
      rowProps={() => ({ 'data-testid': 'bidder-total' })}
      before={
        <TableRow className="text-muted-foreground">
          <TableCell />
          <TableCell>招标控制价 / 基准</TableCell>
          <TableCell className="text-right" data-testid="control-total">
            {money(totals.controlFen)} / {money(totals.baseFen)}
          </TableCell>
          <TableCell colSpan={3 + CHECKS.length} className="text-xs" data-testid="base-note">
            {totals.note}
          </TableCell>
        </TableRow>
      }
      columns={[
        { key: 'rank', head: '排名', headClassName: 'w-12', cell: (b) => b.rank },
        { key: 'name', head: '投标人', className: 'max-w-0 truncate', cell: (b) => b.name },
        { key: 'total', head: '投标总价（元）', num: true, cell: (b) => money(b.statedFen) },
        {
          key: 'repriced',
          head: '按招标工程量（元）',
          num: true,
          cell: (b) => money(b.repricedFen),
        },
        { key: 'diff', head: '差额（元）', num: true, cell: (b) => money(b.diffFen) },
        {
          key: 'rate',
          head: '差额率',
          num: true,
          className: (b) => (b.outOfBand ? 'font-medium text-destructive' : ''),
          cell: (b) => percent(b.rate),
        },
        ...CHECKS.map((c): BidColumn<BidderTotal> => ({
          key: c,
          head: c,
          num: true,
          cell: (b) => count(b.bidderId, c),
        })),
      ]}
    />
  )
}

function Findings({ result, token }: { result: ScreenResult; token: number }) {
  const [check, setCheck] = useState('')
  const [bidder, setBidder] = useState('')
  const navigate = useNavigate()
  const names = new Map(result.totals.bidders.map((b) => [b.bidderId, b.name]))
  const list = result.findings.filter(
    (f) => (check === '' || f.check === check) && (bidder === '' || f.bidders.includes(bidder)),
  )
  const shown = list.slice(0, 500)
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <h3 className="font-medium">清标问题（{list.length} 条）</h3>
        <Select
          className="w-36"
          aria-label="检查类别"
          value={check}
          onValueChange={setCheck}
          options={[
            { value: '', label: '全部检查' },
            ...CHECKS.map((c) => ({ value: c, label: c })),
          ]}
        />
        <Select
          className="w-44"
          aria-label="投标人"
          value={bidder}
          onValueChange={setBidder}
          options={[
            { value: '', label: '全部投标人' },
            ...result.totals.bidders.map((b) => ({ value: b.bidderId, label: b.name })),
          ]}
        />
      </div>
      <ul className="divide-y rounded-md border text-sm" aria-label="清标问题">
        {shown.map((f, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2 px-3 py-2" data-testid="finding">
            <Badge variant={f.check === '算术性' ? 'destructive' : 'secondary'}>{f.check}</Badge>
            <span className="font-medium">{f.type}</span>
            <span className="text-muted-foreground">
              {f.bidders.map((id) => names.get(id) ?? id).join('、')}
            </span>
            <span className="min-w-0 flex-1 break-all">{f.message}</span>
            <Button
              variant="link"
              size="sm"
              className="print:hidden"
              onClick={() => {
                rowSelectionStore.set({
                  title: `${f.type}：${f.message}`,
                  refs: f.rows,
                  finding: { token, index: result.findings.indexOf(f) },
                })
                void navigate({ to: '/Page/Benchmarking/bottomLevelData' })
              }}
            >
              查看 {f.rowCount ?? f.rows.length} 行
            </Button>
          </li>
        ))}
        {list.length === 0 && (
          <li className="px-3 py-6 text-center text-muted-foreground">没有发现问题</li>
        )}
        {list.length > shown.length && (
          <li className="px-3 py-2 text-muted-foreground">
            仅显示前 500 条，全部问题见导出的清标报告。
          </li>
        )}
      </ul>
    </section>
  )
}
