export type { FolderDoc, ProjectDoc, ProjectMember, StructureRowDoc, TenderDoc } from './entities'
export type { CartLineDoc } from '../shop/entities'

/**
 * The synced documents of "my projects" (DOMAIN.md "The project tree"), shared by the client's
 * repositories, the /api server and the tests. Zod-free on purpose: repositories load it in the
 * first chunks. The zod schemas that validate these documents live in ./schemas.ts.
 *
 * Every document is a flat object of SPEC-style field names. Ids are client-made UUIDs. Numbers
 * are plain JSON numbers: areas in m² with at most 2 decimals, money in 元 with at most 2
 * decimals (sums convert to integer 分 first, see src/domain/money). Flags are 0 | 1.
 * Order within a parent is the `Sort` number (fractional: inserting between 1 and 2 gives 1.5).
 */

/** Project types of the product (住宅, 酒店 … are SPEC §9; the rest complete the usual list). */
export const PROJECT_TYPES = [
  '住宅',
  '酒店',
  '办公',
  '商业',
  '综合体',
  '学校',
  '医院',
  '产业园',
  '公寓',
  '其他',
] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

/** Default cover picture of each project type (files in public/covers, made for this product). */
const COVER_FILES: Readonly<Record<string, string>> = {
  住宅: 'residential',
  酒店: 'hotel',
  办公: 'office',
  商业: 'commercial',
  综合体: 'complex',
  学校: 'school',
  医院: 'hospital',
  产业园: 'industrial',
  公寓: 'apartment',
  其他: 'other',
}

/** The drawing of a project type's default cover (a file name in public/covers); 'other' for an unknown type. */
export function coverKey(projectType: string): string {
  return COVER_FILES[projectType] ?? 'other'
}

/** URL of the default cover of a project type (GetDefaultPicture; the list without a picture). */
export function defaultCover(projectType: string): string {
  return `/covers/${coverKey(projectType)}.svg`
}

/** 结构类型 of a project (benchmark filter, template metadata); '' = not chosen. */
export const STRUCTURE_TYPES = [
  '框架',
  '框架-剪力墙',
  '剪力墙',
  '框架-核心筒',
  '砖混',
  '钢结构',
  '其他',
] as const
export type StructureType = (typeof STRUCTURE_TYPES)[number]
export const structureTypeOf = (v: unknown): StructureType | '' =>
  (STRUCTURE_TYPES as readonly unknown[]).includes(v) ? (v as StructureType) : ''

/** Bill standards a project is priced under. */
export const STANDARD_VERSIONS = ['GB 50500-2013', 'GB/T 50500-2024'] as const
export type StandardVersion = (typeof STANDARD_VERSIONS)[number]
export const DEFAULT_STANDARD_VERSION: StandardVersion = 'GB/T 50500-2024'

/** A project's 计价标准 field read as a version (the default when missing or unknown). */
export const standardVersionOf = (value: unknown): StandardVersion =>
  (STANDARD_VERSIONS as readonly unknown[]).includes(value)
    ? (value as StandardVersion)
    : DEFAULT_STANDARD_VERSION

/** Hot cities (trading-centre filters, project form, demo data). */
export const HOT_CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '天津',
  '重庆',
  '成都',
  '杭州',
  '武汉',
  '西安',
  '南京',
  '苏州',
  '郑州',
  '长沙',
  '沈阳',
  '青岛',
  '宁波',
  '东莞',
  '佛山',
  '合肥',
  '昆明',
  '福州',
  '厦门',
  '济南',
  '大连',
  '无锡',
  '哈尔滨',
  '长春',
  '南昌',
  '南宁',
  '贵阳',
  '石家庄',
  '太原',
  '海口',
  '兰州',
  '乌鲁木齐',
] as const

export type Flag = 0 | 1

/** Limits shared by client checks and server validation. */
export const LIMITS = {
  nameMax: 100,
  descriptionMax: 2000,
  /** m² and 元 upper bound (1e12 keeps 分 exact in a JS number). */
  amountMax: 1e12,
  multNumMax: 10_000,
  structureRowsMax: 20_000,
  structureDepthMax: 10,
  tendersMax: 30,
  membersMax: 200,
} as const
