import type { CatalogueEntry } from './catalogue.ts'

/**
 * Structural materials of the demo catalogue with their Shenzhen 2026-05 prices (元, tax and
 * delivery included). The published figures of issue 11 are kept exactly: HRB400E Φ12 3,667 and
 * Φ25 3,622 元/t, P.O42.5R bulk cement 357 元/t, 中砂 184 元/m³, 碎石 5–25 mm 145 元/m³,
 * 加气块 283 元/m³; the rest follow usual spreads between specifications.
 */
type Entry = Omit<CatalogueEntry, 'code'>
const e = (
  name: string,
  spec: string,
  unit: string,
  price: number,
  cls: CatalogueEntry['cls'],
  taxRate = '13',
): Entry => ({ name, spec, unit, price, cls, taxRate })

const REBAR_400: [number, number][] = [
  [6, 3867],
  [8, 3797],
  [10, 3747],
  [12, 3667],
  [14, 3652],
  [16, 3641],
  [18, 3633],
  [20, 3627],
  [22, 3624],
  [25, 3622],
  [28, 3645],
  [32, 3668],
  [36, 3712],
  [40, 3760],
]

export function rebar(): Entry[] {
  return [
    ...REBAR_400.map(([d, p]) => e('热轧带肋钢筋', `HRB400E Φ${d}`, 't', p, 'steel')),
    ...REBAR_400.filter(([d]) => d >= 12).map(([d, p]) =>
      e('热轧带肋钢筋', `HRB500E Φ${d}`, 't', p + 210, 'steel'),
    ),
    ...[6, 8, 10].map((d) =>
      e('热轧带肋钢筋（盘螺）', `HRB400E Φ${d}`, 't', 3900 - d * 8, 'steel'),
    ),
    ...[6, 8, 10, 12, 14].map((d) => e('热轧光圆钢筋', `HPB300 Φ${d}`, 't', 3790 - d * 6, 'steel')),
    ...[4, 5, 6].map((d) => e('冷轧带肋钢筋', `CRB550 Φ${d}`, 't', 4180 - d * 20, 'steel')),
    ...[12.7, 15.2, 17.8].map((d) =>
      e('预应力钢绞线', `1×7 Φ${d} 1860级`, 't', 5900 - d * 10, 'steel'),
    ),
  ]
}

export function cement(): Entry[] {
  const grades: [string, number][] = [
    ['P.O42.5R', 357],
    ['P.O42.5', 352],
    ['P.O52.5R', 412],
    ['P.O52.5', 405],
    ['P.C32.5R', 322],
    ['P.S.A32.5', 315],
    ['P.C42.5R', 345],
  ]
  return grades
    .flatMap(([g, p]) => [
      e('普通硅酸盐水泥', `${g} 散装`, 't', p, 'cement'),
      e('普通硅酸盐水泥', `${g} 袋装`, 't', p + 38, 'cement'),
    ])
    .concat([
      e('白色硅酸盐水泥', '32.5级', 't', 820, 'cement'),
      e('快硬硫铝酸盐水泥', '42.5级', 't', 760, 'cement'),
    ])
}

export function concrete(): Entry[] {
  const grades = ['C15', 'C20', 'C25', 'C30', 'C35', 'C40', 'C45', 'C50', 'C55', 'C60']
  const base = (i: number) => 395 + i * 22
  const kinds: [string, number][] = [
    ['普通', 0],
    ['泵送', 18],
    ['水下', 35],
    ['抗渗P6 泵送', 30],
    ['抗渗P8 泵送', 38],
    ['细石 泵送', 28],
    ['早强 泵送', 42],
  ]
  return grades
    .flatMap((g, i) =>
      kinds.map(([k, add]) => e('预拌混凝土', `${g} ${k}`, 'm³', base(i) + add, 'concrete', '3')),
    )
    .concat(
      ['M5', 'M7.5', 'M10', 'M15', 'M20'].flatMap((m, i) => [
        e('干混砌筑砂浆', `DM ${m}`, 't', 318 + i * 14, 'cement', '3'),
        e('干混抹灰砂浆', `DP ${m}`, 't', 330 + i * 14, 'cement', '3'),
        e('湿拌砌筑砂浆', `WM ${m}`, 'm³', 372 + i * 16, 'concrete', '3'),
      ]),
    )
}

export function aggregates(): Entry[] {
  const a = (name: string, spec: string, p: number, unit = 'm³') =>
    e(name, spec, unit, p, 'aggregate', '3')
  return [
    a('中砂', '', 184),
    a('粗砂', '', 189),
    a('细砂', '', 176),
    a('机制砂', '中砂', 158),
    a('机制砂', '粗砂', 161),
    a('海砂（淡化）', '', 166),
    a('碎石', '5-10mm', 149),
    a('碎石', '5-16mm', 147),
    a('碎石', '5-20mm', 146),
    a('碎石', '5-25mm', 145),
    a('碎石', '5-31.5mm', 143),
    a('碎石', '10-20mm', 144),
    a('碎石', '20-40mm', 139),
    a('碎石', '40-80mm', 135),
    a('石屑', '', 96),
    a('毛石', '', 118),
    a('片石', '', 112),
    a('级配碎石', '', 128),
    a('砾石', '5-40mm', 132),
    a('卵石', '5-40mm', 138),
    a('石粉', '', 88),
    a('黏土', '', 45),
    a('素土', '', 30),
  ]
}

export function masonry(): Entry[] {
  const out: Entry[] = []
  for (const [grade, p] of [
    ['B05 A3.5', 275],
    ['B06 A5.0', 283],
    ['B07 A7.5', 298],
  ] as const) {
    for (const t of [100, 120, 150, 180, 200, 240, 250, 300])
      out.push(
        e('蒸压加气混凝土砌块', `${grade} 600×${t}×200`, 'm³', p + (t <= 120 ? 6 : 0), 'aggregate'),
      )
  }
  out.push(e('加气块', 'B06 A5.0', 'm³', 283, 'aggregate'))
  const bricks: [string, string, number, string][] = [
    ['页岩多孔砖', '240×115×90 MU10', 0.62, '块'],
    ['页岩实心砖', '240×115×53 MU10', 0.58, '块'],
    ['灰砂砖', '240×115×53 MU15', 0.46, '块'],
    ['混凝土实心砖', '240×115×53 MU15', 0.5, '块'],
    ['混凝土多孔砖', '240×115×90 MU15', 0.72, '块'],
    ['蒸压灰砂砖', '240×115×53 MU20', 0.52, '块'],
    ['标准砖', '240×115×53', 580, '千块'],
    ['煤矸石多孔砖', '240×115×90', 690, '千块'],
  ]
  for (const [n, s, p, u] of bricks) out.push(e(n, s, u, p, 'aggregate'))
  for (const t of [90, 120, 190, 240])
    out.push(e('混凝土小型空心砌块', `390×${t}×190 MU7.5`, 'm³', 265 + t / 10, 'aggregate'))
  for (const t of [60, 90, 100, 120, 150])
    out.push(e('轻质隔墙条板', `${t}mm`, 'm²', 68 + t * 0.45, 'general'))
  return out
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step)

export function sections(): Entry[] {
  const s = (name: string, spec: string, p: number) => e(name, spec, 't', Math.round(p), 'steel')
  const out: Entry[] = []
  for (const n of [10, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63])
    out.push(s('热轧工字钢', `I${n}`, 3920 + n * 3))
  for (const n of [5, 6.3, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 32, 36, 40])
    out.push(s('热轧槽钢', `[${n}`, 3880 + n * 3))
  for (const b of [20, 25, 30, 40, 50, 63, 75, 80, 90, 100, 110, 125, 140, 160, 180, 200]) {
    for (const t of [3, 4, 5, 6, 8, 10, 12, 14, 16].filter((t) => t <= b / 6 + 2 && t >= b / 30))
      out.push(s('热轧等边角钢', `L${b}×${t}`, 3860 + b * 1.2))
  }
  for (const [h, w] of [
    [100, 100],
    [125, 125],
    [150, 150],
    [175, 175],
    [200, 200],
    [250, 250],
    [300, 300],
    [350, 350],
    [400, 400],
    [148, 100],
    [194, 150],
    [244, 175],
    [294, 200],
    [340, 250],
    [390, 300],
    [440, 300],
    [482, 300],
    [582, 300],
    [100, 50],
    [150, 75],
    [200, 100],
    [250, 125],
    [300, 150],
    [350, 175],
    [400, 200],
    [450, 200],
    [500, 200],
    [600, 200],
  ] as const) {
    out.push(s('热轧H型钢', `H${h}×${w}`, 3950 + h * 0.6))
  }
  for (const t of [3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 36, 40, 50, 60, 80, 100])
    out.push(s('热轧钢板', `Q355B δ${t}`, 4050 + (t > 40 ? 260 : t < 6 ? 180 : 0)))
  for (const t of [3, 4, 6, 8, 10, 12, 16, 20, 25])
    out.push(s('热轧钢板', `Q235B δ${t}`, 3930 + (t < 6 ? 150 : 0)))
  for (const t of [0.5, 0.8, 1, 1.2, 1.5, 2]) out.push(s('镀锌钢板', `δ${t}`, 4750 + (2 - t) * 300))
  for (const w of [20, 25, 30, 40, 50, 60, 80, 100])
    for (const t of [3, 4, 5, 6]) out.push(s('热轧扁钢', `-${w}×${t}`, 4010 + w))
  for (const d of range(8, 40, 2).concat([45, 50, 60]))
    out.push(s('热轧圆钢', `Φ${d}`, 3900 + d * 2))
  for (const a of [20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 200])
    for (const t of [2, 3, 4, 5, 6, 8].filter((t) => t <= a / 10 + 1))
      out.push(s('焊接方管', `□${a}×${a}×${t}`, 4350 + a))
  for (const [a, b] of [
    [40, 20],
    [50, 30],
    [60, 40],
    [80, 40],
    [100, 50],
    [120, 60],
    [150, 100],
    [200, 100],
  ] as const)
    for (const t of [2, 3, 4, 5]) out.push(s('焊接矩形管', `${a}×${b}×${t}`, 4380 + a))
  for (const d of [3, 4, 5, 6])
    out.push(e('钢丝网片', `Φ${d} 网格200×200`, 'm²', 12 + d * 3.5, 'steel'))
  out.push(
    e('镀锌铁丝', '8#-12#', 'kg', 6.8, 'steel'),
    e('镀锌铁丝', '18#-22#', 'kg', 7.6, 'steel'),
    e('圆钉', '综合', 'kg', 7.2, 'steel'),
  )
  return out
}
