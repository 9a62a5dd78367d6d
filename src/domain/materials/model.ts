/**
 * Material price library (DOMAIN.md "Material price library", issue 11): price packages (价格包)
 * by type, city and period, and their items. Field names follow the /api style (PascalCase);
 * prices travel as decimal strings in 元 with two decimals ("3667.00") and are computed in
 * integer 分 (price.ts), never as binary floats.
 */

/** 1 个人, 2 市场价, 3 官方信息价 (the tabs of SPEC §9). */
export const PACKAGE_TYPES = [1, 2, 3] as const
export type PackageType = (typeof PACKAGE_TYPES)[number]
export const PACKAGE_TYPE_LABELS: Record<PackageType, string> = {
  1: '个人',
  2: '市场价',
  3: '官方信息价',
}

/** Default bill pricing priority: personal before market before official (issue 11). */
export const DEFAULT_PRIORITY: readonly PackageType[] = [1, 2, 3]

/**
 * 来源 of a price the owner typed into a personal package (docs/materials.md "Editing in
 * place"): it is no longer the publication the package was copied from. The administrator's
 * corrections of an official or market price keep their 来源.
 */
export const PERSONAL_EDIT_SOURCE = '个人修改'

/** Value-added tax rates (%) seen on materials; any 0 … 100 with two decimals is accepted. */
export const COMMON_TAX_RATES = ['13', '9', '6', '3', '1', '0'] as const

export const LIMITS = {
  code: 30,
  name: 100,
  spec: 200,
  brand: 50,
  source: 50,
  packageName: 100,
  place: 20,
  /** 1e10 元 in 分: far above any material unit price, well inside safe integers. */
  priceFenMax: 1_000_000_000_000,
} as const

export interface MaterialPackage {
  ID: string
  Type: PackageType
  Name: string
  Province: string
  City: string
  /** 期次, YYYY-MM. */
  Period: string
  /** The user who owns a personal package; '' for official and platform market packages. */
  OwnerID: string
  /** 来源 (the bulletin's publisher, or the market survey). */
  Source: string
  ItemCount: number
  CreateTime: string
  UpdateTime: string
}

export interface MaterialItem {
  ID: string
  PackageID: string
  /** 编码 */
  Code: string
  /** 名称 */
  Name: string
  /** 规格型号 */
  Spec: string
  /** 单位: one of UNITS (normalised by normalizeUnit). */
  Unit: string
  /** 含税价, 元, two decimals. */
  PriceTax: string
  /** 除税价, 元, two decimals. */
  PriceNoTax: string
  /** 税率 in percent ("13", "9", "3.5"). */
  TaxRate: string
  /** 品牌 */
  Brand: string
  /** 来源 */
  Source: string
  /** 期次 of this price, YYYY-MM (usually the package's). */
  Period: string
  /**
   * Pinyin initials of Name, one character per UTF-16 unit of Name (a Chinese character gives its
   * initial, anything else itself, lower-cased), so a match in Initials highlights the same range
   * of Name. Computed once on the server at seed/import time (no pinyin table in the client).
   */
  Initials: string
}
