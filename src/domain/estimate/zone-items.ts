import type { UsageTag } from '../projects/usage'
import type { RecipeRef } from './model'
import { ZONE_PROFILES } from './zones'

/**
 * Which 清单 items a zone has (issue 38, docs/estimate.md "Zones"): the smart list of a 地下室 or
 * 车库 row has no 屋面防水, windows, 外墙保温, 精装 or 景观 items, and has 土方, 支护, 防水 and
 * 人防 items of its own, and its own 含量. Items are told apart by 专业 (the zone's factor, ./zones.ts) and by the
 * first digits of their GB 50854/50856 code, so the rule also filters a template's items.
 */

const BASEMENT_LACKS = [
  '010807', // 金属窗
  '010902', // 屋面防水
  '011001003', // 保温隔热墙面 (外墙)
  '011102', // 块料楼地面
  '011204', // 块料墙面
  '011302', // 吊顶天棚
  '010801', // 木质门
  '011503', // 栏杆
  '030701003', // 空调器
]
// Indoor fittings that a site's 室外工程 has not.
const OUTDOOR_LACKS = [
  '030404034', // 照明开关
  '030404035', // 插座
  '030412001', // 普通灯具 (indoor)
  '031004014', // 地漏
  '030901003', // 喷头
  '030904', // 探测器, 按钮
]

const LACKS: Partial<Record<UsageTag, readonly string[]>> = {
  地下室: BASEMENT_LACKS,
  车库: BASEMENT_LACKS,
  室外工程: OUTDOOR_LACKS,
}

/**
 * 含量 per m² of the zone's own area where it differs from a building's: a basement's raft,
 * roof slab under cover soil and retaining walls (钢筋 130 kg/m² against 55), few partitions and
 * little finishing; a 景观 or 室外工程 row's area is ground, so its planting and paving count per
 * m² of it. Keyed by code prefix.
 */
const BASEMENT_CONTENT: Readonly<Record<string, string>> = {
  '010501004': '0.55', // 满堂基础
  '010502001': '0.08', // 矩形柱
  '010504001': '0.12', // 直形墙
  '010505001': '0.45', // 有梁板
  '010515001': '0.13', // 现浇构件钢筋
  '010402001': '0.05', // 砌块墙
  '011702014': '1.6', // 有梁板模板
  '011201001': '0.8', // 墙面一般抹灰
  '011407001': '1', // 墙面喷刷涂料
  '030702001': '0.5', // 碳钢通风管道
  '030901001': '0.9', // 水喷淋钢管
  '030901003': '0.12', // 喷头
  '030502005': '1', // 双绞线缆
  '030411001002': '0.5', // 智能化配管
}
const CONTENT: Partial<Record<UsageTag, Readonly<Record<string, string>>>> = {
  地下室: BASEMENT_CONTENT,
  车库: BASEMENT_CONTENT,
  景观: { '050102001': '0.05', '050102008': '0.2', '050102012': '0.45', '050201001': '0.35' },
  室外工程: {
    '050102001': '0.01',
    '050102008': '0.05',
    '050102012': '0.1',
    '050201001': '0.5',
    '031001006001': '0.2',
    '031001006002': '0.8',
    '031001002': '0.25',
    '031003001': '0.05',
  },
}

const contentIn = (zone: UsageTag, code: string, content: string): string => {
  const table = CONTENT[zone]
  if (!table) return content
  const key = Object.keys(table)
    .filter((k) => code.startsWith(k))
    .sort((a, b) => b.length - a.length)[0]
  return key === undefined ? content : table[key]!
}

/** Whether a zone has an item of this 专业 and code (its 专业 priced there, its code not excluded). */
export function zoneHasItem(zone: UsageTag, specialty: string, code: string): boolean {
  const profile = ZONE_PROFILES[zone]
  if ((profile.factors[specialty] ?? profile.other) <= 0) return false
  return !(LACKS[zone] ?? []).some((prefix) => code.startsWith(prefix))
}

type ZoneRecipe = Omit<RecipeRef, 'SystemCode'> & { Specialty: string }
const item = (
  Specialty: string,
  Code: string,
  Name: string,
  Features: string,
  Unit: string,
  Content: string,
  Price: string,
  material?: [string, string, string, string, string],
): ZoneRecipe => ({
  Specialty,
  Code,
  Name,
  Features,
  Unit,
  Content,
  Price,
  MaterialName: material?.[0] ?? '',
  MaterialSpec: material?.[1] ?? '',
  MaterialUnit: material?.[2] ?? '',
  Consumption: material?.[3] ?? '0',
  MaterialPrice: material?.[4] ?? '0',
})

/**
 * A basement's own items per m² of its area (a one-level basement about 5 m deep, 100 m × 100 m:
 * 400 m of perimeter × 5 m of retaining face ≈ 0.2 m² per m²), reference 综合单价 of 2024–2026
 * eastern Chinese cities; scaled with the zone's other 土建 items to the zone's unit price.
 */
const BASEMENT_ITEMS: readonly ZoneRecipe[] = [
  item('土建', '010101002001', '挖一般土方', '三类土，挖深 5 m 以内，机械开挖', 'm3', '4.5', '32'),
  item('土建', '010103001001', '回填方', '素土分层夯实，顶板及肥槽回填', 'm3', '0.6', '28'),
  item(
    '土建',
    '010202009001',
    '喷射混凝土、水泥砂浆',
    '基坑侧壁 C20 喷射混凝土 100 厚',
    'm2',
    '0.2',
    '85',
  ),
  item('土建', '010202007001', '锚杆（锚索）', '预应力锚索 3×Φ15.2', 'm', '0.5', '160'),
  item(
    '土建',
    '010904001001',
    '楼（地）面卷材防水',
    '底板 4 mm SBS 改性沥青卷材两道',
    'm2',
    '1.05',
    '75',
    ['SBS改性沥青防水卷材', '4mm', 'm2', '2.3', '32'],
  ),
  item('土建', '010903001001', '墙面卷材防水', '侧墙 4 mm SBS 改性沥青卷材', 'm2', '0.25', '70', [
    'SBS改性沥青防水卷材',
    '4mm',
    'm2',
    '1.15',
    '32',
  ]),
  item(
    '土建',
    '01B001',
    '人防防护密闭门',
    '钢筋混凝土防护密闭门 1.0 m × 2.0 m',
    '樘',
    '0.0015',
    '12000',
  ),
]

const EXTRA: Partial<Record<UsageTag, readonly ZoneRecipe[]>> = {
  地下室: BASEMENT_ITEMS,
  车库: BASEMENT_ITEMS,
}

/** A zone's recipes of a system: the reference ones it has, then its own extra items of that 专业. */
export function zoneRecipes(
  zone: UsageTag,
  system: { Code: string; Specialty: string },
  recipes: readonly RecipeRef[],
): RecipeRef[] {
  const own = recipes
    .filter((r) => r.SystemCode === system.Code && zoneHasItem(zone, system.Specialty, r.Code))
    .map((r) => ({ ...r, Content: contentIn(zone, r.Code, r.Content) }))
  const extra = (EXTRA[zone] ?? [])
    .filter((r) => r.Specialty === system.Specialty)
    .map(({ Specialty: _, ...r }) => ({ ...r, SystemCode: system.Code }))
  return [...own, ...extra]
}
