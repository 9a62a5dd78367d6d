/**
 * The 清单库: the items of the 计量规范 (GB 50854-2013 房屋建筑与装饰工程, GB 50856-2013 通用安装工程)
 * as data (docs/bill.md "清单库"). The appendix files hold `AppendixSource`s; `catalogue.ts` turns
 * them into the `BillLibrary` the lookup and the search read.
 */

/**
 * One item as an appendix file writes it: [9-digit code, 项目名称, 计量单位 (one, or the two the
 * standard offers, the first being the default), 项目特征, 工程量计算规则, 工作内容].
 */
export type ItemRow = readonly [
  code: string,
  name: string,
  unit: string | readonly [string, ...string[]],
  features: readonly string[],
  rule: string,
  work: readonly string[],
]

/** A section (节) of an appendix: E.5 现浇混凝土板 is `{ no: 5, name: '现浇混凝土板' }`, codes 010505xxx. */
export interface SectionSource {
  no: number
  name: string
  items: readonly ItemRow[]
}

export interface AppendixSource {
  standard: 'GB 50854-2013' | 'GB 50856-2013'
  /** The appendix letter of the standard (GB 50854 has no I or O appendix). */
  letter: string
  /** The first four digits of its codes (0105). */
  code: string
  name: string
  sections: readonly SectionSource[]
}

export interface LibraryItem {
  /** 9 digits: 工程分类 2, appendix 2, 分部 2, 分项 3. */
  code: string
  name: string
  /** The standard's 计量单位; where it gives two or more, the first is the default. */
  units: readonly string[]
  /** 项目特征, in the standard's order. */
  features: readonly string[]
  /** 工程量计算规则. */
  rule: string
  /** 工作内容. */
  work: readonly string[]
  /** The section: id 'E.5', its name, its six-digit code. */
  section: string
  sectionName: string
  /** Pinyin initials of the name, one character per UTF-16 unit (generated: initials.gen.ts). */
  initials: string
}

export interface LibrarySection {
  id: string
  code: string
  name: string
  items: readonly LibraryItem[]
}

export interface LibraryAppendix {
  standard: AppendixSource['standard']
  letter: string
  code: string
  name: string
  sections: readonly LibrarySection[]
}

export interface BillLibrary {
  /** Appendix → sections → items, in the standards' order (for browsing). */
  appendices: readonly LibraryAppendix[]
  /** Every item in code order. */
  items: readonly LibraryItem[]
  byCode: ReadonlyMap<string, LibraryItem>
}
