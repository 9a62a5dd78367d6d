import type { CatalogueEntry } from './catalogue.ts'

/** Waterproofing, insulation, finishes, doors and windows, timber and sundries (元, Shenzhen 2026-05). */
type Entry = Omit<CatalogueEntry, 'code'>
const e = (
  name: string,
  spec: string,
  unit: string,
  price: number,
  cls: CatalogueEntry['cls'],
  taxRate = '13',
): Entry => ({ name, spec, unit, price, cls, taxRate })

export function waterproofing(): Entry[] {
  const out: Entry[] = []
  for (const t of [3, 4])
    for (const g of ['Ⅰ型', 'Ⅱ型'])
      for (const b of ['PY', 'G'])
        out.push(
          e(
            'SBS改性沥青防水卷材',
            `${b} ${g} ${t}mm`,
            'm²',
            18 + t * 5 + (g === 'Ⅱ型' ? 4 : 0) + (b === 'PY' ? 3 : 0),
            'general',
          ),
        )
  for (const t of [1.2, 1.5, 2, 3, 4])
    out.push(e('自粘聚合物改性沥青防水卷材', `N类 PY ${t}mm`, 'm²', 16 + t * 7, 'general'))
  for (const t of [1.2, 1.5, 2])
    for (const n of ['TPO', 'PVC', 'EPDM'])
      out.push(e('高分子防水卷材', `${n} ${t}mm`, 'm²', 26 + t * 14, 'general'))
  for (const [n, p, u] of [
    ['聚氨酯防水涂料', 14.5, 'kg'],
    ['JS聚合物水泥防水涂料', 8.6, 'kg'],
    ['水泥基渗透结晶型防水涂料', 12.8, 'kg'],
    ['丙烯酸防水涂料', 9.2, 'kg'],
    ['非固化橡胶沥青防水涂料', 11.5, 'kg'],
    ['防水密封膏', 18, 'kg'],
  ] as const)
    out.push(e(n, '', u, p, 'general'))
  return out
}

export function insulation(): Entry[] {
  const out: Entry[] = []
  for (const t of [20, 25, 30, 40, 50, 60, 70, 80, 100]) {
    out.push(e('挤塑聚苯板（XPS）', `B1级 ${t}mm`, 'm²', 4.5 + t * 0.52, 'plastic'))
    out.push(e('模塑聚苯板（EPS）', `B1级 ${t}mm`, 'm²', 3 + t * 0.34, 'plastic'))
    out.push(e('岩棉板', `A级 ${t}mm 140kg/m³`, 'm²', 5 + t * 0.78, 'general'))
  }
  for (const t of [25, 50, 75, 100])
    out.push(
      e('玻璃棉毡', `${t}mm 16kg/m³`, 'm²', 4 + t * 0.22, 'general'),
      e('离心玻璃棉板', `${t}mm 48kg/m³`, 'm²', 8 + t * 0.42, 'general'),
    )
  for (const t of [10, 20, 30]) out.push(e('橡塑保温管壳', `δ${t}`, 'm³', 1300 + t * 20, 'plastic'))
  return out
}

export function finishes(): Entry[] {
  const out: Entry[] = []
  for (const [n, sizes, p] of [
    ['抛光砖', ['600×600', '800×800', '600×1200', '750×1500'], 52],
    ['仿古砖', ['300×300', '600×600'], 48],
    ['釉面砖', ['300×600', '400×800'], 42],
    ['防滑地砖', ['300×300', '600×600'], 45],
    ['外墙砖', ['45×95', '60×240'], 46],
    ['岩板', ['900×1800', '1200×2400'], 165],
  ] as const) {
    sizes.forEach((s, i) => out.push(e(n, s, 'm²', p + i * 12, 'general')))
  }
  for (const [n, p] of [
    ['芝麻灰花岗岩', 165],
    ['芝麻黑花岗岩', 210],
    ['黄锈石花岗岩', 185],
    ['中国黑花岗岩', 260],
    ['啡网纹大理石', 420],
    ['爵士白大理石', 480],
    ['米黄大理石', 360],
    ['人造石', 230],
  ] as const) {
    for (const t of [20, 30, 50])
      for (const f of ['光面', '火烧面'])
        if (!(n.includes('大理石') && f === '火烧面'))
          out.push(
            e(n, `${t}mm ${f}`, 'm²', p + (t - 20) * 4.5 + (f === '火烧面' ? 12 : 0), 'general'),
          )
  }
  for (const [n, p, u] of [
    ['内墙乳胶漆', 22, 'kg'],
    ['外墙乳胶漆', 28, 'kg'],
    ['真石漆', 9.5, 'kg'],
    ['氟碳漆', 58, 'kg'],
    ['环氧地坪漆', 45, 'kg'],
    ['防锈漆', 18, 'kg'],
    ['调和漆', 16, 'kg'],
    ['防火涂料（钢结构）', 9, 'kg'],
    ['耐水腻子', 2.2, 'kg'],
    ['柔性腻子', 3.1, 'kg'],
    ['石膏基自流平', 1.9, 'kg'],
    ['水泥基自流平', 2.6, 'kg'],
    ['界面剂', 3.2, 'kg'],
    ['瓷砖胶', 2.1, 'kg'],
    ['填缝剂', 4.5, 'kg'],
  ] as const)
    out.push(e(n, '', u, p, 'general'))
  for (const t of [9.5, 12, 15])
    for (const k of ['普通', '防水', '耐火'])
      out.push(
        e('纸面石膏板', `${k} ${t}mm`, 'm²', 9 + t * 0.6 + (k === '普通' ? 0 : 4), 'general'),
      )
  for (const [n, s, p] of [
    ['矿棉吸音板', '600×600×15', 32],
    ['铝扣板', '300×300×0.6', 52],
    ['铝扣板', '600×600×0.8', 68],
    ['铝单板', '2.5mm 氟碳', 260],
    ['铝单板', '3.0mm 氟碳', 295],
    ['轻钢龙骨', 'U50', 9.5],
    ['轻钢龙骨', 'U75', 12.8],
    ['轻钢龙骨', 'U100', 15.6],
    ['PVC地板', '2mm', 62],
    ['强化复合木地板', '12mm', 95],
    ['实木复合地板', '15mm', 210],
    ['地毯', '方块 尼龙', 120],
  ] as const) {
    out.push(e(n, s, n.includes('龙骨') ? 'm' : 'm²', p, 'general'))
  }
  return out
}

export function openings(): Entry[] {
  const out: Entry[] = []
  for (const [g, p] of [
    ['甲级', 1050],
    ['乙级', 880],
    ['丙级', 760],
  ] as const)
    for (const k of ['钢质', '木质'])
      out.push(e(`${k}防火门`, g, 'm²', p + (k === '木质' ? 120 : 0), 'general'))
  for (const [n, p] of [
    ['断桥铝合金平开窗', 780],
    ['断桥铝合金推拉窗', 650],
    ['铝合金百叶窗', 420],
    ['塑钢推拉窗', 360],
    ['铝合金地弹门', 720],
    ['全玻门', 850],
    ['成品木门', 1450],
    ['钢质入户门', 1680],
    ['防火卷帘门', 580],
    ['铝合金卷帘门', 360],
  ] as const)
    out.push(e(n, '', n === '成品木门' || n === '钢质入户门' ? '樘' : 'm²', p, 'general'))
  for (const t of [5, 6, 8, 10, 12]) out.push(e('钢化玻璃', `${t}mm`, 'm²', 42 + t * 7, 'general'))
  for (const s of ['5+12A+5', '6+12A+6', '6+12A+6 Low-E', '8+12A+8 Low-E', '6+9A+6+9A+6 Low-E'])
    out.push(e('中空玻璃', s, 'm²', 120 + s.length * 6 + (s.includes('Low-E') ? 45 : 0), 'general'))
  for (const s of ['6+0.76PVB+6', '8+1.52PVB+8'])
    out.push(e('夹胶玻璃', s, 'm²', 185 + s.length * 5, 'general'))
  return out
}

export function timber(): Entry[] {
  const out: Entry[] = []
  for (const t of [12, 15, 18])
    out.push(
      e('胶合板模板', `${t}mm 覆膜`, 'm²', 24 + t * 1.4, 'timber'),
      e('竹胶板', `${t}mm`, 'm²', 22 + t * 1.3, 'timber'),
    )
  for (const s of ['40×90', '50×100', '60×80', '100×100'])
    out.push(e('木方', s, 'm³', 1850 + s.length * 20, 'timber'))
  for (const [n, p, u] of [
    ['松木板材', 2100, 'm³'],
    ['杉木板材', 1950, 'm³'],
    ['防腐木', 3600, 'm³'],
    ['细木工板', 86, 'm²'],
    ['密度板', 58, 'm²'],
    ['铝合金模板', 1350, 'm²'],
  ] as const)
    out.push(e(n, '', u, p, 'timber'))
  for (const [n, s, p, u] of [
    ['脚手架钢管', 'Φ48.3×3.6', 4.2, 'm'],
    ['脚手架扣件', '直角', 6.5, '个'],
    ['脚手架扣件', '旋转', 6.8, '个'],
    ['脚手架扣件', '对接', 6.2, '个'],
    ['安全网', '密目式', 4.8, 'm²'],
    ['对拉螺栓', 'M14', 3.6, '套'],
  ] as const)
    out.push(e(n, s, u, p, 'steel'))
  return out
}

export function sundries(): Entry[] {
  const out: Entry[] = []
  for (const [n, p, u] of [
    ['聚羧酸高性能减水剂', 3.6, 'kg'],
    ['混凝土膨胀剂', 1.9, 'kg'],
    ['混凝土防冻剂', 2.4, 'kg'],
    ['粉煤灰', 210, 't'],
    ['矿粉', 260, 't'],
    ['石灰', 420, 't'],
    ['沥青', 4200, 't'],
    ['柴油', 7.9, 'L'],
    ['汽油', 8.3, 'L'],
    ['水', 4.5, 'm³'],
    ['电', 0.96, 'kW·h'],
    ['氧气', 3.5, 'm³'],
    ['乙炔气', 28, 'kg'],
    ['电焊条', 7.8, 'kg'],
    ['焊丝', 8.9, 'kg'],
    ['膨胀螺栓', 1.2, '套'],
    ['化学锚栓', 6.5, '套'],
    ['植筋胶', 68, 'L'],
    ['钢筋套筒', 3.2, '个'],
    ['止水钢板', 28, 'm'],
  ] as const)
    out.push(e(n, '', u, p, 'general'))
  for (const [n, s, p, u] of [
    ['LED平板灯', '600×600 36W', 85, '套'],
    ['LED筒灯', '8W', 28, '套'],
    ['应急照明灯', '3W', 65, '套'],
    ['疏散指示灯', '单面', 72, '套'],
    ['单联单控开关', '10A', 12, '个'],
    ['五孔插座', '10A', 15, '个'],
    ['照明配电箱', '12回路', 1350, '台'],
    ['动力配电箱', '30kW', 4800, '台'],
    ['感烟探测器', '点型', 95, '个'],
    ['消火栓箱', '800×650×240', 680, '套'],
    ['喷淋头', 'DN15 68℃', 16, '个'],
    ['干粉灭火器', '4kg', 88, '只'],
  ] as const)
    out.push(e(n, s, u, p, 'general'))
  return out
}
