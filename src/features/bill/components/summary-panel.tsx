import type { BillIndicators, LevelIndicators } from '@/domain/bill/indicators'
import { costParts } from '@/domain/bill/cost-columns'
import type { CostFigures } from '@/domain/bill/summary'
import type { StandardVersion } from '@/domain/projects/model'
import { Spinner } from '@/components/ui/spinner'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/domain/format'
import { formatFen } from '../grid/lines'
import { formatPercent } from '@/domain/format'

const pct = (x: number | null) => (x === null ? '—' : formatPercent(x))
const num = (x: number | null, unit = '') =>
  x === null ? '—' : `${x.toLocaleString('zh-CN', { maximumFractionDigits: 4 })}${unit}`
/** 单方造价 (元/m²): money, always two decimals with separators (609.30, 3,558.80, 0.00). */
const perArea = (x: number | null) => (x === null ? '—' : formatMoney(x))

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/** 表-02 / 表-03: lines with 金额 and its 其中 columns. */
function CostTable({
  label,
  version,
  lines,
  total,
}: {
  label: string
  version: StandardVersion
  lines: { no: string; name: string; mult: number; figures: CostFigures }[]
  total: CostFigures
}) {
  const parts = costParts(version)
  return (
    <Table aria-label={label} className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-12">序号</TableHead>
          <TableHead>名称</TableHead>
          <TableHead className="w-36 text-right">金额(元)</TableHead>
          {parts.map((p) => (
            <TableHead key={p.head} className="w-32 text-right">
              {p.head}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={`${l.no}${l.name}`}>
            <TableCell>{l.no}</TableCell>
            <TableCell className="truncate">
              {l.mult > 1 ? `${l.name} × ${l.mult}` : l.name}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatFen(l.figures.total)}</TableCell>
            {parts.map((p) => (
              <TableCell key={p.head} className="text-right tabular-nums">
                {formatFen(p.fen(l.figures))}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow className="font-semibold">
          <TableCell />
          <TableCell>合计</TableCell>
          <TableCell className="text-right tabular-nums" data-total={label}>
            {formatFen(total.total)}
          </TableCell>
          {parts.map((p) => (
            <TableCell key={p.head} className="text-right tabular-nums">
              {formatFen(p.fen(total))}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  )
}

function IndicatorRows({ name, level }: { name: string; level: LevelIndicators }) {
  return (
    <TableRow>
      <TableCell className="truncate">{name}</TableCell>
      <TableCell className="text-right tabular-nums">{formatFen(level.costFen)}</TableCell>
      <TableCell className="text-right tabular-nums">{perArea(level.perBuilt)}</TableCell>
      <TableCell className="text-right tabular-nums">{perArea(level.perSell)}</TableCell>
      <TableCell className="text-right tabular-nums">{pct(level.share)}</TableCell>
    </TableRow>
  )
}

/**
 * 汇总: the 单位工程's 表-04, its 单项's 表-03, the project's 表-02 and the indicators, all as
 * the compute worker answered them (the main thread never sums the bill).
 */
export function SummaryPanel({
  result,
  failed,
  unitId,
  rowId,
}: {
  result: BillIndicators | null
  failed: boolean
  unitId: string | null
  rowId: string | null
}) {
  if (failed)
    return (
      <p role="alert" className="text-sm text-destructive">
        汇总计算失败，请刷新页面后重试
      </p>
    )
  if (!result) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> 正在计算汇总…
      </p>
    )
  }
  const { summary } = result
  const unit = unitId ? summary.units.get(unitId) : undefined
  const row = rowId ? summary.rows.get(rowId) : undefined
  const project = result.project
  return (
    <div className="grid gap-6">
      {unit && (
        <Section title="单位工程汇总表（表-04）">
          <Table aria-label="单位工程汇总表" className="table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead className="w-12">序号</TableHead>
                <TableHead>汇总内容</TableHead>
                <TableHead className="w-36 text-right">金额(元)</TableHead>
                <TableHead className="w-32 text-right">其中：暂估价</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {unit.lines.map((l) => (
                <TableRow key={`${l.no}${l.name}`} className={cn(l.level === 2 && 'font-semibold')}>
                  <TableCell>{l.no}</TableCell>
                  <TableCell className={cn('truncate', l.level === 1 && 'pl-6')}>
                    {l.name}
                  </TableCell>
                  <TableCell className="text-right tabular-nums" data-summary={l.name}>
                    {formatFen(l.fen)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {l.provisionalFen === null ? '' : formatFen(l.provisionalFen)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {unit.warnings.map((w) => (
            <p key={w} className="text-xs text-amber-700 dark:text-amber-400">
              {w}
            </p>
          ))}
        </Section>
      )}
      {row && (
        <Section title={`单项工程汇总表（表-03）：${row.name}`}>
          <CostTable
            label="单项工程汇总表"
            version={summary.version}
            lines={row.lines}
            total={row}
          />
        </Section>
      )}
      <Section title="建设项目汇总表（表-02）">
        <CostTable
          label="建设项目汇总表"
          version={summary.version}
          lines={summary.project.lines}
          total={summary.project}
        />
      </Section>
      <Section title="造价指标">
        <Table aria-label="造价指标" className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead>范围</TableHead>
              <TableHead className="w-36 text-right">造价(元)</TableHead>
              <TableHead className="w-32 text-right">单方造价(元/m²建筑面积)</TableHead>
              <TableHead className="w-32 text-right">单方造价(元/m²可售面积)</TableHead>
              <TableHead className="w-20 text-right">占比</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <IndicatorRows name="建设项目" level={project} />
            {result.rows.map((r) => (
              <IndicatorRows key={r.rowId} name={`${'　'.repeat(r.depth)}${r.name}`} level={r} />
            ))}
            {result.specialties.map((s) => (
              <IndicatorRows key={s.specialty} name={`专业：${s.specialty}`} level={s} />
            ))}
          </TableBody>
        </Table>
        {project.contents.length > 0 && (
          <Table aria-label="含量指标" className="table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead>含量</TableHead>
                <TableHead className="w-36 text-right">工程量</TableHead>
                <TableHead className="w-36 text-right">每平方米建筑面积</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {project.contents.map((c) => (
                <TableRow key={c.key}>
                  <TableCell>{c.label}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {num(c.quantity, ` ${c.unit}`)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{num(c.perArea)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <p className="text-sm text-muted-foreground">
          人工 {pct(project.composition.labour)} · 材料 {pct(project.composition.material)} · 机械{' '}
          {pct(project.composition.machine)} · 管理费 {pct(project.composition.overhead)} · 利润{' '}
          {pct(project.composition.profit)}
          （按有综合单价组成的清单项计，覆盖 {pct(project.composition.coverage)} 的合价）
        </p>
      </Section>
    </div>
  )
}
