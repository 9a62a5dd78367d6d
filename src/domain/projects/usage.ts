/**
 * 业态/部位 of a structure row (单项工程): what kind of building part it is, so analyses compare
 * like with like (对标's 单项 level, 估算's functions). A row stores the tag the user chose in
 * `Usage`; '' means "not chosen", and the tag is then guessed from the row's name. This module
 * is the one list and the one guess: other areas read them from here.
 */

export const USAGE_TAGS = [
  '住宅塔楼',
  '地下室',
  '车库',
  '商业',
  '办公',
  '公建配套',
  '景观',
  '室外工程',
  '其他',
] as const
export type UsageTag = (typeof USAGE_TAGS)[number]

/**
 * Words of a row's name and the tag they suggest, first match wins: 车库 before 地下室 (地下车库
 * is a 车库), 室外 before 商业, 裙楼 and 底商 are 商业, a numbered building (1#楼, 3号楼) is a
 * tower. A name matching nothing is 其他.
 */
const GUESS_RULES: readonly (readonly [RegExp, UsageTag])[] = [
  [/车库|停车/, '车库'],
  [/地下室|地下|人防|负一层|负二层/, '地下室'],
  [/景观|园林|绿化|园建/, '景观'],
  [/室外|总图|道路|管网|围墙|大门/, '室外工程'],
  [/商业|裙楼|裙房|底商|商铺|商场|购物|超市/, '商业'],
  [/办公|写字楼|研发/, '办公'],
  [/幼儿园|学校|配套|会所|物业|门卫|配电|泵房|垃圾|社区|养老|卫生/, '公建配套'],
  [/住宅|塔楼|洋房|别墅|高层|多层|公寓|宿舍|\d+\s*[#＃号]|[#＃]\s*\d+|楼栋/, '住宅塔楼'],
]

/** The tag a row's name suggests (地下室 → 地下室, 2#楼 → 住宅塔楼, 裙楼 → 商业); 其他 when none. */
export function guessUsage(name: string): UsageTag {
  const text = name.trim()
  for (const [re, tag] of GUESS_RULES) if (re.test(text)) return tag
  return '其他'
}

export const isUsageTag = (v: unknown): v is UsageTag =>
  (USAGE_TAGS as readonly unknown[]).includes(v)

/** A row's tag: the one chosen, else the guess from its name. */
export function usageOf(row: { Usage?: string; Project_Name: string }): UsageTag {
  return isUsageTag(row.Usage) ? row.Usage : guessUsage(row.Project_Name)
}
