import type { ReactNode } from 'react'
import type { BillData, BillGroup, BillItem, BillUnit, ItemKind } from '@/domain/bill/model'
import { fenToDecimal, lineAmountFen } from '@/domain/bill/money'
import { unitLabel, type BillSummary, type UnitSummary } from '@/domain/bill/summary'
import { formatMoney } from '@/domain/format'

/**
 * The standard forms of GB 50500 as printed tables (docs/bill.md "Report"): each is one A4
 * section whose header row repeats on every printed page. Money comes from exact 分 sums.
 */
const money = (fen: number | null | undefined) => (fen === null || fen === undefined ? '' : formatMoney(fenToDecimal(fen)))
const num = 'text-right tabular-nums whitespace-nowrap'

export function Form({ code, title, line, children }: { code: string; title: string; line: string; children: ReactNode }) {
  return (
    <section className="report-form" aria-label={title}>
      <h2 className="text-center text-lg font-semibold">{title}</h2>
      <div className="flex justify-between gap-2 text-xs">
        <span className="min-w-0 break-all">{line}</span>
        <span className="shrink-0">{code}</span>
      </div>
      {children}
    </section>
  )
}

export function Grid({ head, children, widths }: { head: readonly string[]; children: ReactNode; widths?: readonly string[] }) {
  return (
    <table className="report-table">
      {widths && (
        <colgroup>
          {widths.map((w, i) => (
            <col key={i} style={{ width: w }} />
          ))}
        </colgroup>
      )}
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** 表-02 建设项目汇总表: top-level 单项工程 × MultNum. */
export function ProjectSummaryForm({ name, summary }: { name: string; summary: BillSummary }) {
  const is2013 = summary.version === 'GB 50500-2013'
  return (
    <Form code="表-02" title="建设项目招标控制价汇总表" line={`工程名称：${name}`}>
      <Grid head={['序号', '单项工程名称', '数量', '金额（元）', '其中：暂估价', '其中：安全文明施工费', is2013 ? '其中：规费' : '其中：增值税']} widths={['6%', '30%', '8%', '16%', '13%', '14%', '13%']}>
        {summary.project.lines.map((l) => (
          <tr key={l.id}>
            <td>{l.no}</td>
            <td>{l.name}</td>
            <td className={num}>{l.mult}</td>
            <td className={num}>{money(l.figures.total)}</td>
            <td className={num}>{money(l.figures.provisional)}</td>
            <td className={num}>{money(l.figures.safety)}</td>
            <td className={num}>{money(is2013 ? l.figures.fees : l.figures.tax)}</td>
          </tr>
        ))}
        <tr className="font-semibold">
          <td />
          <td>合计</td>
          <td />
          <td className={num}>{money(summary.project.total)}</td>
          <td className={num}>{money(summary.project.provisional)}</td>
          <td className={num}>{money(summary.project.safety)}</td>
          <td className={num}>{money(is2013 ? summary.project.fees : summary.project.tax)}</td>
        </tr>
      </Grid>
    </Form>
  )
}

/** 表-04 单位工程汇总表 (2013: 规费 and 税金; 2024: 增值税). */
export function UnitSummaryForm({ title, s }: { title: string; s: UnitSummary }) {
  return (
    <Form code="表-04" title="单位工程招标控制价汇总表" line={`工程名称：${title}`}>
      <Grid head={['序号', '汇总内容', '金额（元）', '其中：暂估价（元）']} widths={['10%', '50%', '20%', '20%']}>
        {s.lines.map((l, i) => (
          <tr key={i} className={l.level === 2 ? 'font-semibold' : undefined}>
            <td>{l.no}</td>
            <td className={l.level === 1 ? 'pl-4' : undefined}>{l.name}</td>
            <td className={num}>{money(l.fen)}</td>
            <td className={num}>{money(l.provisionalFen)}</td>
          </tr>
        ))}
      </Grid>
    </Form>
  )
}

function orderedItems(items: readonly BillItem[], groups: readonly BillGroup[], kind: ItemKind): { group: BillGroup | null; items: BillItem[] }[] {
  const mine = items.filter((i) => i.Kind === kind).sort((a, b) => a.Sort - b.Sort)
  const known = groups.filter((g) => g.Kind === kind).sort((a, b) => a.Sort - b.Sort)
  const ids = new Set(known.map((g) => g.ID))
  const out = [{ group: null as BillGroup | null, items: mine.filter((i) => !ids.has(i.GroupId)) }, ...known.map((g) => ({ group: g, items: mine.filter((i) => i.GroupId === g.ID) }))]
  return out.filter((b) => b.items.length > 0)
}

/** 表-08 分部分项工程和单价措施项目清单与计价表, grouped by 分部 with 分部小计 and 合计. */
export function ItemsForm({ title, unit, bill }: { title: string; unit: BillUnit; bill: BillData }) {
  const items = bill.items.filter((i) => i.UnitId === unit.ID)
  const groups = (bill.groups ?? []).filter((g) => g.UnitId === unit.ID)
  let n = 0
  let total = 0
  const rows: ReactNode[] = []
  for (const kind of ['分部分项', '单价措施'] as const) {
    const blocks = orderedItems(items, groups, kind)
    if (blocks.length === 0) continue
    rows.push(<tr key={kind} className="font-semibold"><td /><td colSpan={8}>{kind === '分部分项' ? '分部分项工程' : '单价措施项目'}</td></tr>)
    for (const b of blocks) {
      if (b.group) rows.push(<tr key={b.group.ID} className="font-medium"><td /><td colSpan={8}>{b.group.Name}</td></tr>)
      let sub = 0
      for (const it of b.items) {
        const amount = lineAmountFen(it.Quantity, it.UnitPrice)
        sub += amount
        rows.push(
          <tr key={it.ID}>
            <td>{++n}</td>
            <td className="whitespace-nowrap">{it.Code}</td>
            <td>{it.Name}</td>
            <td className="whitespace-pre-line text-[11px]">{it.Features}</td>
            <td>{it.Unit}</td>
            <td className={num}>{it.Quantity ?? ''}</td>
            <td className={num}>{it.UnitPrice === null ? '' : formatMoney(it.UnitPrice)}</td>
            <td className={num}>{money(amount)}</td>
            <td className={num}>{it.ProvisionalAmount === null ? '' : formatMoney(it.ProvisionalAmount)}</td>
          </tr>,
        )
      }
      if (b.group) rows.push(<tr key={`${b.group.ID}-sub`}><td /><td colSpan={6}>分部小计</td><td className={num}>{money(sub)}</td><td /></tr>)
      total += sub
    }
  }
  if (rows.length === 0) return null
  return (
    <Form code="表-08" title="分部分项工程和单价措施项目清单与计价表" line={`工程名称：${title}`}>
      <Grid head={['序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量', '综合单价', '合价', '其中：暂估价']} widths={['5%', '12%', '13%', '26%', '6%', '9%', '9%', '11%', '9%']}>
        {rows}
        <tr className="font-semibold"><td /><td colSpan={6}>合计</td><td className={num}>{money(total)}</td><td /></tr>
      </Grid>
    </Form>
  )
}

/** 表-11 总价措施, 表-12 其他项目 and 表-13 规费、税金 (2024: 增值税) of one 单位工程. */
export function LinesForms({ title, unit, bill, s, version }: { title: string; unit: BillUnit; bill: BillData; s: UnitSummary; version: string }) {
  const rates = bill.rates.filter((r) => r.UnitId === unit.ID).sort((a, b) => a.Sort - b.Sort)
  const others = bill.others.filter((o) => o.UnitId === unit.ID).sort((a, b) => a.Sort - b.Sort)
  const is2013 = version === 'GB 50500-2013'
  const line = `工程名称：${title}`
  return (
    <>
      <Form code="表-11" title="总价措施项目清单与计价表" line={line}>
        <Grid head={['序号', '项目编码', '项目名称', '计算基础', '费率（%）', '金额（元）']} widths={['7%', '17%', '28%', '22%', '10%', '16%']}>
          {rates.filter((r) => r.Kind === '总价措施').map((r, i) => (
            <tr key={r.ID}><td>{i + 1}</td><td>{r.Code}</td><td>{r.Name}</td><td>{r.Base}</td><td className={num}>{r.Base === '固定金额' ? '' : (r.Rate ?? '')}</td><td className={num}>{money(s.lineAmounts.get(r.ID))}</td></tr>
          ))}
          <tr className="font-semibold"><td /><td colSpan={4}>合计</td><td className={num}>{money(s.rateMeasures)}</td></tr>
        </Grid>
      </Form>
      <Form code="表-12" title="其他项目清单与计价汇总表" line={line}>
        <Grid head={['序号', '项目名称', '金额（元）', '备注']} widths={['8%', '47%', '20%', '25%']}>
          {others.map((o, i) => (
            <tr key={o.ID}><td>{i + 1}</td><td>{o.Name}</td><td className={num}>{o.Kind === '材料暂估价' ? '—' : money(s.lineAmounts.get(o.ID))}</td><td>{o.Kind === '材料暂估价' ? '已含在综合单价中' : o.Note}</td></tr>
          ))}
          <tr className="font-semibold"><td /><td>合计</td><td className={num}>{money(s.others)}</td><td /></tr>
        </Grid>
      </Form>
      <Form code="表-13" title={is2013 ? '规费、税金项目计价表' : '增值税计价表'} line={line}>
        <Grid head={['序号', '项目名称', '计算基础', '费率（%）', '金额（元）']} widths={['8%', '27%', '35%', '12%', '18%']}>
          {is2013 && <tr><td>1</td><td>规费</td><td /><td /><td className={num}>{money(s.fees)}</td></tr>}
          {is2013 && rates.filter((r) => r.Kind === '规费').map((r, i) => (
            <tr key={r.ID}><td>1.{i + 1}</td><td className="pl-4">{r.Name}</td><td>{r.Base}</td><td className={num}>{r.Base === '固定金额' ? '' : (r.Rate ?? '')}</td><td className={num}>{money(s.lineAmounts.get(r.ID))}</td></tr>
          ))}
          <tr><td>{is2013 ? '2' : '1'}</td><td>{is2013 ? '税金' : '增值税'}</td><td>{is2013 ? '分部分项工程费+措施项目费+其他项目费+规费' : '分部分项工程费+措施项目费+其他项目费'}</td><td className={num}>{unit.TaxRate}</td><td className={num}>{money(s.tax)}</td></tr>
        </Grid>
      </Form>
    </>
  )
}

export const unitTitleOf = (projectName: string, rowName: string | undefined, unit: BillUnit) => `${projectName}${rowName ? `-${rowName}` : ''}【${unitLabel(unit)}】`
