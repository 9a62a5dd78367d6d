/**
 * What the report (and the Excel export) includes, chosen by the user (docs/bill.md "Report").
 * The order is the printed order; a choice is stored in the URL as the keys joined by commas.
 */
export const REPORT_SECTIONS = [
  { key: 'cover', label: '封面' },
  { key: 'project', label: '表-02 建设项目汇总表' },
  { key: 'single', label: '表-03 单项工程汇总表' },
  { key: 'unit', label: '表-04 单位工程汇总表' },
  { key: 'items', label: '表-08 分部分项工程和单价措施项目' },
  { key: 'analysis', label: '表-09 综合单价分析表' },
  { key: 'measures', label: '表-11 总价措施项目' },
  { key: 'others', label: '表-12 其他项目' },
  { key: 'fees', label: '表-13 规费、税金（增值税）' },
  { key: 'resources', label: '人材机汇总表' },
  { key: 'provisional', label: '材料暂估单价表' },
  { key: 'supplied', label: '发包人提供材料表' },
  { key: 'indicators', label: '指标分析表' },
] as const
export type ReportSection = (typeof REPORT_SECTIONS)[number]['key']

export const ALL_SECTIONS: readonly ReportSection[] = REPORT_SECTIONS.map((s) => s.key)

const KNOWN: ReadonlySet<string> = new Set(ALL_SECTIONS)

/**
 * A stored choice → the chosen sections in printed order. Unknown keys are dropped; no choice
 * at all (undefined) means everything; an empty string means nothing chosen.
 */
export function parseSections(text: string | undefined): ReportSection[] {
  if (text === undefined) return [...ALL_SECTIONS]
  const wanted = new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => KNOWN.has(s)),
  )
  return ALL_SECTIONS.filter((s) => wanted.has(s))
}

export const formatSections = (chosen: readonly ReportSection[]): string =>
  ALL_SECTIONS.filter((s) => chosen.includes(s)).join(',')

/** Ticks or unticks one section, keeping the printed order. */
export function toggleSection(
  chosen: readonly ReportSection[],
  key: ReportSection,
  on: boolean,
): ReportSection[] {
  return ALL_SECTIONS.filter((s) => (s === key ? on : chosen.includes(s)))
}
