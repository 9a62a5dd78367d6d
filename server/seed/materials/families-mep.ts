import type { CatalogueEntry } from './catalogue.ts'

/** Pipes, valves, cables and conduits of the demo catalogue; prices follow size (元, Shenzhen 2026-05). */
type Entry = Omit<CatalogueEntry, 'code'>
const e = (
  name: string,
  spec: string,
  unit: string,
  price: number,
  cls: CatalogueEntry['cls'],
  taxRate = '13',
): Entry => ({ name, spec, unit, price, cls, taxRate })

const DN = [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150, 200, 250, 300]
const DE = [20, 25, 32, 40, 50, 63, 75, 90, 110, 160, 200, 250, 315]
const SECTIONS = [2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300]

export function pipes(): Entry[] {
  const out: Entry[] = []
  for (const d of DN) {
    out.push(e('焊接钢管', `DN${d}`, 'm', 4.2 + d * 0.42 + (d * d) / 420, 'steel'))
    out.push(e('镀锌钢管', `DN${d}`, 'm', 5.3 + d * 0.52 + (d * d) / 360, 'steel'))
    out.push(e('衬塑镀锌钢管', `DN${d}`, 'm', 9 + d * 0.78 + (d * d) / 300, 'steel'))
    out.push(e('无缝钢管', `DN${d} 20#`, 'm', 7 + d * 0.6 + (d * d) / 250, 'steel'))
    if (d <= 150)
      out.push(e('薄壁不锈钢管', `DN${d} S30408`, 'm', 18 + d * 1.9 + (d * d) / 90, 'general'))
    if (d >= 50) out.push(e('柔性铸铁排水管', `DN${d}`, 'm', 30 + d * 1.1, 'steel'))
    if (d >= 100)
      out.push(e('球墨铸铁给水管', `DN${d} K9`, 'm', 60 + d * 1.6 + (d * d) / 200, 'steel'))
  }
  for (const d of DE) {
    if (d <= 110)
      for (const pn of ['1.6MPa', '2.0MPa', '2.5MPa'])
        out.push(
          e(
            'PP-R给水管',
            `dn${d} ${pn}`,
            'm',
            2 + (d * d) / (pn === '1.6MPa' ? 300 : pn === '2.0MPa' ? 260 : 230),
            'plastic',
          ),
        )
    for (const pn of ['0.6MPa', '1.0MPa', '1.6MPa'])
      out.push(
        e(
          'PVC-U给水管',
          `dn${d} ${pn}`,
          'm',
          1.5 + (d * d) / (pn === '0.6MPa' ? 520 : pn === '1.0MPa' ? 430 : 360),
          'plastic',
        ),
      )
    out.push(e('PE给水管', `dn${d} 1.6MPa`, 'm', 2.2 + (d * d) / 280, 'plastic'))
    if (d >= 50) out.push(e('PVC-U排水管', `dn${d}`, 'm', 4 + (d * d) / 700, 'plastic'))
  }
  for (const d of [200, 300, 400, 500, 600, 800, 1000, 1200])
    for (const sn of ['SN4', 'SN8'])
      out.push(
        e(
          'HDPE双壁波纹管',
          `DN${d} ${sn}`,
          'm',
          (d * d) / (sn === 'SN4' ? 1550 : 1250) + 20,
          'plastic',
        ),
      )
  for (const d of [300, 400, 500, 600, 800, 1000, 1200, 1500])
    out.push(e('钢筋混凝土排水管', `DN${d} Ⅱ级`, 'm', 80 + (d * d) / 2600, 'concrete'))
  return out
}

export function fittings(): Entry[] {
  const out: Entry[] = []
  for (const d of DN.slice(0, 12)) {
    for (const [n, k] of [
      ['镀锌弯头', 0.9],
      ['镀锌三通', 1.3],
      ['镀锌异径管', 0.8],
      ['镀锌管箍', 0.4],
    ] as const)
      out.push(e(n, `DN${d}`, '个', 1.2 + (k * (d * d)) / 160, 'steel'))
    for (const [n, k] of [
      ['闸阀', 3.2],
      ['蝶阀', 2.1],
      ['截止阀', 2.8],
      ['止回阀', 2.6],
      ['球阀', 1.9],
    ] as const)
      out.push(e(n, `DN${d} PN16`, '个', 25 + (k * (d * d)) / 12, 'general'))
  }
  for (const d of DN)
    for (const pn of ['PN10', 'PN16'])
      out.push(
        e(
          '平焊法兰',
          `DN${d} ${pn}`,
          '片',
          12 + d * 0.35 + (d * d) / (pn === 'PN10' ? 150 : 120),
          'steel',
        ),
      )
  for (const d of DN.slice(5))
    for (const [n, k] of [
      ['沟槽弯头', 1.0],
      ['沟槽三通', 1.4],
      ['沟槽卡箍', 0.6],
      ['沟槽异径管', 0.8],
    ] as const)
      out.push(e(n, `DN${d}`, '个', 8 + (k * (d * d)) / 110, 'steel'))
  for (const d of [50, 75, 110, 160, 200])
    for (const [n, k] of [
      ['PVC-U排水弯头', 0.5],
      ['PVC-U排水三通', 0.8],
      ['PVC-U存水弯', 0.9],
      ['PVC-U检查口', 0.7],
    ] as const)
      out.push(e(n, `dn${d}`, '个', 1 + (k * (d * d)) / 600, 'plastic'))
  for (const d of [15, 20, 25, 32, 40, 50, 80, 100])
    out.push(e('水表', `DN${d}`, '个', 60 + d * 6.5, 'general'))
  for (const t of [0.5, 0.6, 0.75, 1.0, 1.2])
    out.push(e('镀锌钢板风管', `δ${t}`, 'm²', 55 + t * 48, 'steel'))
  for (const m of [8, 10, 12, 16, 20, 24, 27, 30])
    out.push(e('六角螺栓', `M${m} 8.8级 热镀锌`, '套', 0.3 + (m * m) / 90, 'steel'))
  for (const d of DE.slice(0, 9))
    for (const [n, k] of [
      ['PP-R弯头', 0.5],
      ['PP-R三通', 0.7],
      ['PP-R直接', 0.35],
    ] as const)
      out.push(e(n, `dn${d}`, '个', 0.6 + (k * (d * d)) / 180, 'plastic'))
  return out
}

export function cables(): Entry[] {
  const out: Entry[] = []
  const cores: [string, (s: number) => number][] = [
    ['1×', (s) => s],
    ['2×', (s) => 2 * s],
    ['3×', (s) => 3 * s],
    ['4×', (s) => 4 * s],
    ['5×', (s) => 5 * s],
    ['3×S+1×S/2', (s) => 3.5 * s],
    ['3×S+2×S/2', (s) => 4 * s],
    ['4×S+1×S/2', (s) => 4.5 * s],
  ]
  const half = (s: number) => (s <= 16 ? s : (SECTIONS.filter((x) => x <= s / 2).pop() ?? s))
  const types: [string, number][] = [
    ['YJV-0.6/1kV', 1],
    ['YJV22-0.6/1kV', 1.12],
    ['WDZ-YJY-0.6/1kV', 1.08],
    ['ZR-YJV-0.6/1kV', 1.04],
    ['NH-YJV-0.6/1kV', 1.15],
  ]
  for (const [type, k] of types) {
    for (const [pattern, copper] of cores) {
      for (const s of SECTIONS) {
        if (s < 4 && pattern.includes('S')) continue
        const spec = pattern.includes('S')
          ? pattern.replace(/S\/2/g, String(half(s))).replace(/S/g, String(s))
          : `${pattern}${s}`
        out.push(e('电力电缆', `${type} ${spec}`, 'm', (2.5 + copper(s) * 0.86) * k, 'copper'))
      }
    }
  }
  for (const w of ['BV', 'BVR', 'ZR-BV', 'WDZ-BYJ', 'NH-BV'])
    for (const s of [1.5, ...SECTIONS.slice(0, 12)])
      out.push(
        e('电线', `${w}-450/750V 1×${s}`, 'm', 0.35 + s * 0.9 * (w === 'BV' ? 1 : 1.08), 'copper'),
      )
  for (const n of [4, 5, 7, 10, 14, 19, 24])
    for (const s of [1, 1.5, 2.5])
      out.push(e('控制电缆', `KVV-450/750V ${n}×${s}`, 'm', 1.2 + n * s * 0.95, 'copper'))
  for (const sec of SECTIONS.slice(3))
    for (const k of ['户内', '户外'])
      out.push(
        e(
          '电缆终端头',
          `1kV 4×${sec} ${k}`,
          '个',
          45 + sec * 0.9 + (k === '户外' ? 30 : 0),
          'copper',
        ),
      )
  for (const [n, p] of [
    ['RVS', 1.6],
    ['RVVP', 2.8],
    ['UTP CAT6', 3.1],
    ['SYV-75-5', 1.9],
  ] as const)
    out.push(e('弱电线缆', n, 'm', p, 'copper'))
  for (const [n, k] of [
    ['JDG电线管', 0.11],
    ['KBG电线管', 0.1],
    ['焊接钢管（SC）', 0.18],
    ['PVC电线管', 0.045],
  ] as const)
    for (const d of [16, 20, 25, 32, 40, 50])
      out.push(e(n, `Φ${d}`, 'm', 1 + (k * d * d) / 4, n.startsWith('PVC') ? 'plastic' : 'steel'))
  for (const [w, h] of [
    [100, 50],
    [100, 100],
    [150, 75],
    [200, 100],
    [300, 100],
    [300, 150],
    [400, 150],
    [500, 200],
    [600, 200],
    [800, 200],
  ] as const) {
    out.push(e('槽式桥架', `${w}×${h} δ1.5 热镀锌`, 'm', 25 + (w + 2 * h) * 0.16, 'steel'))
    out.push(e('梯式桥架', `${w}×${h} 热镀锌`, 'm', 22 + (w + 2 * h) * 0.13, 'steel'))
  }
  return out
}
