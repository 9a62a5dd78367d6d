/**
 * The market table of the sample and demo bills (docs/projects-data.md "Demo data"): per 专业 the
 * 清单 lines a building's bill is made of, each with the range of its 综合单价 (元, without VAT) in
 * first- and second-tier Chinese cities in 2024–2026, its 含量 per m² of 建筑面积 above ground and
 * in a basement, the 人工 and 机械 shares of its 综合单价, the index series its materials move
 * with (src/domain/adjust/price-indices.ts) and where it appears. DEMO FIGURES: set from market
 * knowledge of 2024–2026 bills (tender control prices and 信息价 of those cities), not from any
 * one published source; a test holds every generated price to its range.
 */
import { FEATURES } from './sample-features'

/** The 调价 index series an item's materials follow; 'general' follows none (flat). */
export type MarketClass =
  'steel' | 'cement' | 'concrete' | 'timber' | 'sand' | 'machine' | 'general'

export interface MarketItem {
  specialty: string
  code: string
  name: string
  unit: string
  /** 综合单价 range, 元. */
  range: readonly [number, number]
  /**
   * 含量 per m² of 建筑面积: above ground, in a basement (0: not there), and what a full fit-out
   * (精装) adds above ground (negative where the fit-out replaces a plain finish).
   */
  content: readonly [number, number, number]
  /** 人工 and 机械 shares of the 综合单价, ranges (0 … 1). */
  labour: readonly [number, number]
  machine: readonly [number, number]
  cls: MarketClass
  /** In every building, only in public buildings, or only in homes. */
  scope: 'all' | 'public' | 'home'
  /** One of the 40 lines a plain sample bill (no pricing options) is made of. */
  basic: boolean
  features: string
}

/** 管理费 and 利润 shares of the 综合单价; 材料费 is what remains (never negative: a test checks). */
export const OVERHEAD_SHARE = [0.05, 0.08] as const
export const PROFIT_SHARE = [0.03, 0.06] as const

type Row = readonly [
  code: string,
  name: string,
  unit: string,
  range: readonly [number, number],
  /** Above ground, basement, fit-out (absent: 0). */
  content: readonly [number, number, number?],
  /** 人工 from, to, 机械 from, to, in %. */
  shares: readonly [number, number, number, number],
  cls: MarketClass,
  /** B: basic line; P: public buildings only; H: homes only. */
  flags: string,
]

const TABLE: Readonly<Record<string, readonly Row[]>> = {
  土建: [
    ['010101001', '平整场地', 'm2', [2, 6], [0.08, 1], [30, 40, 40, 46], 'machine', 'B'],
    ['010101004', '挖基坑土方', 'm3', [25, 70], [0.1, 4.5], [18, 30, 50, 56], 'machine', 'B'],
    ['010103001', '回填方', 'm3', [20, 50], [0.05, 0.8], [30, 40, 30, 40], 'machine', 'B'],
    ['010103002', '余方弃置', 'm3', [25, 90], [0.05, 3.7], [4, 10, 60, 72], 'machine', ''],
    [
      '010302001',
      '泥浆护壁成孔灌注桩',
      'm3',
      [900, 1600],
      [0.03, 0.12],
      [15, 22, 18, 25],
      'concrete',
      '',
    ],
    ['010202007', '锚杆（锚索）', 'm', [90, 200], [0, 0.6], [20, 30, 15, 25], 'steel', ''],
    ['010402001', '砌块墙', 'm3', [450, 800], [0.13, 0.02], [22, 32, 1, 2], 'sand', 'B'],
    ['010501001', '垫层', 'm3', [480, 750], [0.005, 0.1], [8, 14, 1, 2], 'concrete', 'B'],
    ['010501004', '满堂基础', 'm3', [560, 850], [0.01, 0.4], [6, 12, 1, 2], 'concrete', 'B'],
    ['010502001', '矩形柱', 'm3', [600, 950], [0.02, 0.06], [8, 14, 1, 2], 'concrete', 'B'],
    ['010503002', '矩形梁', 'm3', [580, 900], [0.03, 0.12], [8, 14, 1, 2], 'concrete', 'B'],
    ['010504001', '直形墙', 'm3', [580, 900], [0.17, 0.25], [8, 14, 1, 2], 'concrete', 'B'],
    ['010505001', '有梁板', 'm3', [600, 900], [0.14, 0.35], [8, 14, 1, 2], 'concrete', 'B'],
    ['010506001', '直形楼梯', 'm2', [180, 350], [0.05, 0.01], [15, 25, 1, 2], 'concrete', ''],
    ['010515001', '现浇构件钢筋', 't', [4800, 6800], [0.05, 0.12], [12, 20, 1, 3], 'steel', 'B'],
    ['010802001', '金属（塑钢）门', 'm2', [450, 1000], [0.03, 0.02], [4, 10, 0, 1], 'general', 'B'],
    ['010802004', '防盗门', 'm2', [650, 1400], [0.02, 0], [4, 10, 0, 1], 'general', 'H'],
    [
      '010807001',
      '金属（塑钢、断桥）窗',
      'm2',
      [450, 1000],
      [0.24, 0],
      [5, 12, 0, 1],
      'general',
      'B',
    ],
    ['010902001', '屋面卷材防水', 'm2', [45, 110], [0.08, 0], [10, 18, 0, 1], 'general', 'B'],
    ['010903001', '墙面卷材防水', 'm2', [45, 110], [0, 0.6], [10, 18, 0, 1], 'general', ''],
    [
      '010904001',
      '楼（地）面卷材防水',
      'm2',
      [45, 110],
      [0.04, 1.2],
      [10, 18, 0, 1],
      'general',
      '',
    ],
    ['011001001', '保温隔热屋面', 'm2', [40, 120], [0.08, 0], [15, 25, 0, 1], 'general', ''],
    ['011001003', '保温隔热墙面', 'm2', [90, 220], [0.7, 0], [20, 30, 0, 2], 'general', ''],
    ['011701001', '综合脚手架', 'm2', [20, 60], [1, 1], [30, 45, 3, 8], 'steel', 'B'],
    ['011702001', '基础', 'm2', [50, 95], [0.02, 0.15], [40, 55, 1, 3], 'timber', 'B'],
    ['011702002', '矩形柱', 'm2', [55, 100], [0.15, 0.45], [40, 55, 1, 3], 'timber', ''],
    ['011702006', '矩形梁', 'm2', [60, 110], [0.25, 0.9], [40, 55, 1, 3], 'timber', ''],
    ['011702011', '直形墙', 'm2', [55, 100], [1.4, 1.5], [40, 55, 1, 3], 'timber', 'B'],
    ['011702014', '有梁板', 'm2', [60, 105], [0.9, 1], [40, 55, 1, 3], 'timber', 'B'],
    ['011702024', '楼梯', 'm2', [120, 240], [0.05, 0.01], [40, 55, 1, 3], 'timber', ''],
    ['011703001', '垂直运输', 'm2', [30, 85], [1, 1], [5, 12, 65, 74], 'machine', ''],
  ],
  装饰: [
    [
      '011101001',
      '水泥砂浆楼地面',
      'm2',
      [25, 60],
      [0.7, 0.9, -0.55],
      [35, 50, 1, 2],
      'cement',
      'B',
    ],
    ['011102003', '块料楼地面', 'm2', [110, 300], [0.15, 0, 0.35], [15, 30, 0, 1], 'general', 'B'],
    ['011102001', '石材楼地面', 'm2', [350, 900], [0.06, 0, 0.2], [10, 20, 0, 1], 'general', 'P'],
    [
      '011104002',
      '竹、木（复合）地板',
      'm2',
      [160, 450],
      [0, 0, 0.2],
      [15, 25, 0, 1],
      'timber',
      'H',
    ],
    ['011201001', '墙面一般抹灰', 'm2', [22, 45], [2.2, 0.6], [45, 60, 1, 2], 'cement', 'B'],
    ['011204001', '石材墙面', 'm2', [350, 950], [0, 0, 0.45], [12, 22, 1, 2], 'general', 'P'],
    ['011204003', '块料墙面', 'm2', [120, 260], [0.1, 0, 0.3], [20, 35, 0, 1], 'general', 'B'],
    ['011207001', '墙面装饰板', 'm2', [220, 650], [0, 0, 0.45], [15, 25, 0, 1], 'timber', 'P'],
    ['011209001', '带骨架幕墙', 'm2', [800, 1800], [0.35, 0], [12, 20, 1, 3], 'general', 'P'],
    ['011301001', '天棚抹灰', 'm2', [20, 40], [0.8, 0.3, -0.25], [50, 62, 0, 1], 'cement', 'B'],
    ['011302001', '吊顶天棚', 'm2', [110, 300], [0.05, 0, 0.35], [25, 40, 0, 1], 'general', ''],
    ['011407001', '墙面喷刷涂料', 'm2', [18, 45], [1.5, 0.5], [35, 50, 0, 1], 'general', 'B'],
    ['011406001', '抹灰面油漆', 'm2', [60, 150], [0.6, 0], [30, 45, 1, 3], 'general', ''],
    ['010801001', '木质门', 'm2', [500, 1300], [0, 0, 0.08], [5, 10, 0, 1], 'timber', ''],
    ['011408001', '墙纸裱糊', 'm2', [35, 120], [0, 0, 0.5], [35, 50, 0, 1], 'general', ''],
    ['011501009', '厨房低柜', 'm', [1200, 3500], [0, 0, 0.03], [8, 15, 0, 1], 'timber', 'H'],
    ['011501010', '厨房吊柜', 'm', [900, 2500], [0, 0, 0.025], [8, 15, 0, 1], 'timber', 'H'],
    ['011505001', '洗漱台', '个', [800, 3000], [0, 0, 0.015], [8, 15, 0, 1], 'general', ''],
    ['011503001', '金属扶手、栏杆、栏板', 'm', [180, 450], [0.06, 0], [15, 25, 1, 3], 'steel', ''],
  ],
  给排水: [
    ['031001006', '塑料管', 'm', [30, 120], [0.8, 0.2], [25, 40, 0, 2], 'general', 'B'],
    ['031001002', '钢管', 'm', [80, 240], [0.05, 0.25], [20, 30, 2, 5], 'steel', ''],
    ['031003001', '螺纹阀门', '个', [50, 250], [0.03, 0.02], [10, 20, 0, 1], 'general', 'B'],
    [
      '031004014',
      '给、排水附（配）件',
      '个',
      [50, 200],
      [0.04, 0.01],
      [15, 25, 0, 1],
      'general',
      '',
    ],
    ['031004003', '洗脸盆', '组', [300, 1200], [0, 0, 0.012], [8, 15, 0, 1], 'general', ''],
    ['031004006', '大便器', '组', [500, 1800], [0.005, 0, 0.012], [8, 15, 0, 1], 'general', 'B'],
  ],
  电气: [
    ['030411001', '配管', 'm', [10, 35], [3, 1.5], [35, 50, 0, 2], 'steel', 'B'],
    ['030411004', '配线', 'm', [3.5, 12], [8, 3], [20, 35, 0, 1], 'general', 'B'],
    ['030408001', '电力电缆', 'm', [50, 320], [0.15, 0.3], [8, 15, 1, 3], 'general', ''],
    ['030411003', '桥架', 'm', [70, 260], [0.05, 0.15], [15, 25, 1, 2], 'steel', ''],
    ['030404017', '配电箱', '台', [1500, 8000], [0.008, 0.01], [5, 12, 0, 1], 'general', 'B'],
    ['030412001', '普通灯具', '套', [50, 220], [0.08, 0.1, 0.08], [12, 22, 0, 1], 'general', 'B'],
    ['030404034', '照明开关', '个', [18, 60], [0.06, 0.01], [30, 45, 0, 1], 'general', ''],
    ['030404035', '插座', '个', [22, 75], [0.12, 0.01], [30, 45, 0, 1], 'general', ''],
    ['030409002', '接地母线', 'm', [25, 75], [0.3, 0.4], [30, 45, 2, 5], 'steel', ''],
  ],
  暖通: [
    ['030702001', '碳钢通风管道', 'm2', [110, 280], [0.08, 0.5], [30, 42, 2, 5], 'steel', 'B'],
    ['030703001', '碳钢阀门', '个', [250, 900], [0.004, 0.02], [8, 15, 0, 1], 'general', ''],
    [
      '030703007',
      '碳钢风口、散流器、百叶窗',
      '个',
      [70, 260],
      [0.02, 0.06],
      [15, 25, 0, 1],
      'general',
      '',
    ],
    ['030701003', '空调器', '台', [3000, 15000], [0.003, 0], [5, 12, 0, 1], 'general', 'BP'],
  ],
  消防: [
    ['030901001', '水喷淋钢管', 'm', [55, 170], [0.25, 1.2], [25, 38, 2, 6], 'steel', 'B'],
    ['030901002', '消火栓钢管', 'm', [65, 190], [0.15, 0.3], [25, 38, 2, 6], 'steel', ''],
    [
      '030901003',
      '水喷淋（雾）喷头',
      '个',
      [35, 110],
      [0.04, 0.12],
      [25, 40, 0, 1],
      'general',
      'B',
    ],
    ['030901010', '室内消火栓', '套', [1100, 2900], [0.004, 0.008], [10, 20, 0, 1], 'general', ''],
    ['030904001', '点型探测器', '个', [90, 260], [0.03, 0.08], [15, 30, 0, 1], 'general', ''],
    ['030904003', '按钮', '个', [70, 230], [0.01, 0.01], [15, 30, 0, 1], 'general', 'B'],
  ],
  智能化: [
    ['030502005', '双绞线缆', 'm', [2.5, 10], [2.5, 0.5], [30, 45, 0, 1], 'general', 'B'],
    ['030502012', '信息插座', '个', [35, 120], [0.04, 0], [20, 35, 0, 1], 'general', ''],
    ['030507008', '监控摄像设备', '台', [700, 3200], [0.004, 0.004], [5, 12, 0, 1], 'general', 'B'],
  ],
  景观: [
    ['050102001', '栽植乔木', '株', [300, 2000], [0.01, 0], [20, 35, 3, 8], 'general', 'B'],
    ['050201001', '园路', 'm2', [150, 350], [0.05, 0], [20, 35, 1, 3], 'general', 'B'],
  ],
}

/** Every market line, 专业 by 专业, in bill order. */
export const MARKET_ITEMS: readonly MarketItem[] = Object.entries(TABLE).flatMap(
  ([specialty, rows]) =>
    rows.map(([code, name, unit, range, content, s, cls, flags]) => ({
      specialty,
      code,
      name,
      unit,
      range,
      content: [content[0], content[1], content[2] ?? 0] as const,
      labour: [s[0] / 100, s[1] / 100] as const,
      machine: [s[2] / 100, s[3] / 100] as const,
      cls,
      scope: flags.includes('P') ? 'public' : flags.includes('H') ? 'home' : 'all',
      basic: flags.includes('B'),
      features: FEATURES[code] ?? '',
    })),
)

/** The 专业 the table prices. */
export const MARKET_SPECIALTIES = Object.keys(TABLE)
