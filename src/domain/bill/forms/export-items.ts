import type { Workbook, Worksheet } from 'exceljs'
import type { BillData, BillItem, BillUnit } from '../model'
import { asFen, fenToYuan, lineAmountFen } from '../../money'
import { quantityDecimals } from '../quantity'
import type { UnitSummary } from '../summary'
import { addRow, sheetName, writeFormHead } from './excel'
import { fittingHeight, LINE_PT, pagePlan } from './print'

/**
 * 表-08 of one 单位工程 (docs/bill.md "Excel forms", "Printing the workbook"): the standard columns,
 * the 综合单价 composition and 备注 as extra columns, and the 计算式 last. Rows are laid out in
 * printed pages: each page closes with its 本页小计 (the 合价 of the items on it) and a page break,
 * so the printed form carries one per page as the standard asks; the last page ends with 合计.
 */

const WIDTHS = [6, 15, 24, 36, 8, 12, 12, 14, 12, 10, 10, 10, 10, 10, 12, 30]
/** Columns whose text wraps (项目名称, 项目特征描述, 备注, 计算式), 1-based. */
const WRAPPED = [3, 4, 15, 16]
const ONE_LINE = LINE_PT + 4

const yuan = (fen: number) => fenToYuan(asFen(fen))
const byOrder = <T extends { Sort: number; ID: string }>(a: T, b: T) =>
  a.Sort - b.Sort || a.ID.localeCompare(b.ID)

/** The item's row cells, in the header's order. */
function itemCells(no: number, it: BillItem, fen: number): (string | number | null)[] {
  return [
    no,
    it.Code,
    it.Name,
    it.Features,
    it.Unit,
    it.Quantity,
    it.UnitPrice,
    yuan(fen),
    it.ProvisionalAmount,
    it.Labour,
    it.Material,
    it.Machine,
    it.Overhead,
    it.Profit,
    it.Note,
    it.Formula ?? '',
  ]
}

/** Writes rows page by page: before a row that would not fit, the page's 本页小计 and a break. */
class Pager {
  private used = 0
  private fen = 0
  constructor(
    private readonly ws: Worksheet,
    private readonly room: number,
  ) {}
  /** Makes room for a row of `height` points (plus the 本页小计 row that closes the page). */
  fit(height: number): void {
    if (this.used > 0 && this.used + height + ONE_LINE > this.room) this.closePage(true)
    this.used += height
  }
  add(fen: number): void {
    this.fen += fen
  }
  closePage(breakAfter: boolean): void {
    addRow(this.ws, ['', '', '本页小计', '', '', '', '', yuan(this.fen)], [8], true)
    this.ws.lastRow!.height = ONE_LINE
    if (breakAfter) this.ws.lastRow!.addPageBreak()
    this.used = 0
    this.fen = 0
  }
}

export function writeItemsSheet(
  wb: Workbook,
  data: BillData,
  s: UnitSummary,
  unit: BillUnit,
  label: string,
  line: string,
): void {
  const t08 = wb.addWorksheet(sheetName(wb, `表-08【${label}】`))
  const last = writeFormHead(t08, {
    title: '分部分项工程和单价措施项目清单与计价表',
    line,
    headers: [
      '序号',
      '项目编码',
      '项目名称',
      '项目特征描述',
      '计量单位',
      '工程量',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '备注',
      '计算式',
    ],
    groups: [
      [7, 9, '金额(元)'],
      [10, 14, '综合单价组成(元)'],
    ],
    sub: [
      '',
      '',
      '',
      '',
      '',
      '',
      '综合单价',
      '合价',
      '其中：暂估价',
      '人工费',
      '材料费',
      '机械费',
      '管理费',
      '利润',
      '',
      '',
    ],
    widths: WIDTHS,
  })
  let titleHeight = 0
  for (let r = 1; r <= last; r++) titleHeight += t08.getRow(r).height || ONE_LINE
  const pager = new Pager(t08, pagePlan(WIDTHS, titleHeight).bodyHeight)
  const heading = (text: string) => {
    pager.fit(ONE_LINE)
    addRow(t08, ['', '', text], [], true)
  }
  const items = data.items.filter((i) => i.UnitId === unit.ID).sort(byOrder)
  const groups = new Map(
    (data.groups ?? []).filter((g) => g.UnitId === unit.ID).map((g) => [g.ID, g]),
  )
  let no = 0
  for (const kind of ['分部分项', '单价措施'] as const) {
    const list = items.filter((i) => i.Kind === kind)
    if (list.length === 0) continue
    if (items.some((i) => i.Kind === '单价措施'))
      heading(kind === '分部分项' ? '分部分项工程' : '单价措施项目')
    const order = [...new Set(list.map((i) => i.GroupId))].sort(
      (a, b) => (groups.get(a)?.Sort ?? -1) - (groups.get(b)?.Sort ?? -1),
    )
    for (const gid of order) {
      const group = groups.get(gid)
      if (group) heading(group.Name)
      let sub = 0
      for (const it of list.filter((i) => i.GroupId === gid)) {
        const fen = lineAmountFen(it.Quantity, it.UnitPrice)
        const cells = itemCells(++no, it, fen)
        const height = fittingHeight(
          WRAPPED.map((c) => ({ text: String(cells[c - 1] ?? ''), width: WIDTHS[c - 1] ?? 10 })),
        )
        pager.fit(height)
        pager.add(fen)
        sub += fen
        const row = t08.addRow(cells)
        row.height = height
        const places = quantityDecimals(it.Unit)
        row.getCell(6).numFmt = places === 0 ? '0' : `0.${'0'.repeat(places)}`
        for (const c of [7, 8, 9, 10, 11, 12, 13, 14]) row.getCell(c).numFmt = '#,##0.00'
        for (const c of WRAPPED) row.getCell(c).alignment = { wrapText: true, vertical: 'top' }
      }
      if (group) {
        pager.fit(ONE_LINE)
        addRow(t08, ['', '', '分部小计', '', '', '', '', yuan(sub)], [8])
      }
    }
  }
  pager.fit(ONE_LINE)
  pager.closePage(false)
  addRow(
    t08,
    ['', '', '合计', '', '', '', '', yuan(s.items + s.unitMeasures), yuan(s.provisional)],
    [8, 9],
    true,
  )
}
