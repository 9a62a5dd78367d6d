/**
 * The synced documents of "my projects" (DOMAIN.md "The project tree"), shared by the client's
 * repositories, the /api server and the tests. Zod-free on purpose: repositories load it in the
 * first chunks. The zod schemas that validate these documents live in ./schemas.ts.
 *
 * Every document is a flat object of SPEC-style field names. Ids are client-made UUIDs. Numbers
 * are plain JSON numbers: areas in m² with at most 2 decimals, money in 元 with at most 2
 * decimals (sums convert to integer 分 first, see src/domain/api/money.ts). Flags are 0 | 1.
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

/** Team member of a project (EditProject_Members). Role 查看 | 编辑 | 管理. */
export interface ProjectMember {
  UserID: string
  UserName: string
  Role: '查看' | '编辑' | '管理'
}

/** Entity `projects`: a project, or a template when IsTemplate is 1. */
export interface ProjectDoc {
  Project_Name: string
  ProjectType: string
  City: string
  /** Year of pricing (e.g. 2025); null while unknown. */
  Year: number | null
  StandardVersion: StandardVersion
  /** 结构类型 (STRUCTURE_TYPES) or '' while unknown; released templates carry it in their document. */
  StructureType: StructureType | ''
  Description: string
  /** Cover picture URL ('' → GetDefaultPicture). */
  Cover: string
  /** Folder (classification) id; '' = top level. */
  FolderID: string
  IsTemplate: Flag
  /** JSON array in the document; form-encoded as a JSON string by the wrapper. */
  Members: ProjectMember[]
  /** 1 once SureProStructure confirmed the structure; any later structure edit sets it back to 0. */
  StructureConfirmed: Flag
  /** Total cost in 元 (filled by later issues; 0 until priced). */
  TotalCost: number
  /** Released to the trading centre (server-side only: ReleaseProject needs the network). */
  Released: Flag
  /** Trading-centre price in 元 when released. */
  Price: number
  ReleaseNotes: string
  /** Set when the project was bought from / made from a template. */
  TempId: string
  TemName: string
  CreateTime: string
  EditTime: string
}

/** Entity `structureRows`: one 单项工程 row (SPEC §3 project-row template). */
export interface StructureRowDoc {
  ProId: string
  /** '' = top-level row of the project. */
  ParentID: string
  Sort: number
  /** Display number ("1", "1.2"); recomputed from the tree, stored for exports. */
  Num: string
  Project_Name: string
  BuiltArea: number | null
  InArea: number | null
  SellArea: number | null
  /** 相同单体的数量, integer ≥ 1, default 1. */
  MultNum: number | null
  /** Tender id; '' = in no tender. A row belongs to at most one tender. */
  TenderID: string
}

/** Entity `folders`: a folder (classification) of projects or of templates. */
export interface FolderDoc {
  Name: string
  ParentID: string
  Kind: 'project' | 'template'
  Sort: number
}

/** Entity `tenders`: a 标段 of a project, named 第一标段 … by default. */
export interface TenderDoc {
  ProId: string
  Name: string
  Sort: number
}

/** Entity `cart`: one shopping-cart line. Name/Price are a snapshot shown offline. */
export interface CartLineDoc {
  TemplateID: string
  Name: string
  Price: number
  Cover: string
  AuthorName: string
  Selected: Flag
  AddedAt: string
}

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
