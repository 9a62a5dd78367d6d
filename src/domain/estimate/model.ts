/**
 * 估算 and 智能清单 (issue 12, docs/estimate.md): the reference data the server keeps
 * (server/services/estimate) and the shapes the worker computes on. Prices are decimal strings of
 * 元 (2 decimals), areas decimal strings of m² (2 decimals), premiums percentages (2 decimals).
 */

export type { EstimateChoice, EstimateDoc, EstimateFunction } from './entities'

export const GRADES = ['经济', '标准', '高档', '豪华'] as const
export type Grade = (typeof GRADES)[number]
export const isGrade = (v: unknown): v is Grade => (GRADES as readonly unknown[]).includes(v)

/** Floor-plan room kinds (户型, SPEC §9) that drive the count-based items. */
export const ROOM_KINDS = ['卧室', '客厅', '卫生间', '厨房', '阳台'] as const
export type RoomKind = (typeof ROOM_KINDS)[number]
export type RoomCounts = Partial<Record<RoomKind, number>>

/** Rooms of a typical flat (three bedrooms, two baths), for the default floor-plan counts. */
export const PER_FLAT: RoomCounts = { 卧室: 3, 客厅: 1, 卫生间: 2, 厨房: 1, 阳台: 1 }

/** 功能区 of a project type with its default share of the total area (percent, 2 decimals). */
export interface FunctionRef {
  Code: string
  Name: string
  ProjectType: string
  Share: string
  Sort: number
}

/** 系统/专业 with its unit price per grade (元/m² of function area). */
export interface SystemRef {
  Code: string
  Name: string
  /** The bill 专业 its items go to (src/domain/bill/model.ts SPECIALTIES). */
  Specialty: string
  Prices: Record<Grade, string>
  Sort: number
}

/** What a grade of a system contains (GetPZInfo). */
export interface GradeInfo {
  SystemCode: string
  Grade: Grade
  Content: string
}

/** A brand option of a system and grade: its premium on the unit price (percent, may be negative). */
export interface BrandRef {
  ID: string
  SystemCode: string
  Grade: Grade
  Name: string
  Initials: string
  Premium: string
}

/** An item priced per room (卫生间 洁具 …): count(room) × price(grade). */
export interface CountItemRef {
  Code: string
  Room: RoomKind
  SystemCode: string
  Name: string
  Unit: string
  /** Pieces per room. */
  PerRoom: string
  Prices: Record<Grade, string>
}

/**
 * A typical 清单 item of a system (the smart list from an estimate): its 含量 per m² of built area,
 * its reference 综合单价 at 标准, and optionally its main material (priced from the packages).
 */
export interface RecipeRef {
  SystemCode: string
  Code: string
  Name: string
  Features: string
  Unit: string
  Content: string
  Price: string
  /** The main material: name, spec, unit and consumption per unit of the item ('' when none). */
  MaterialName: string
  MaterialSpec: string
  MaterialUnit: string
  Consumption: string
  /** The reference price of the main material inside Price (元, 除税), replaced by a package price. */
  MaterialPrice: string
}

export interface ReferenceData {
  Functions: FunctionRef[]
  Systems: SystemRef[]
  Grades: GradeInfo[]
  CountItems: CountItemRef[]
  Recipes: RecipeRef[]
}
