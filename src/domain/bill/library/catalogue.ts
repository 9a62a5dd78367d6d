import { PACKED_LIBRARY } from './catalogue.gen'
import { unpackLibrary } from './packed'
import type {
  AppendixSource,
  BillLibrary,
  LibraryAppendix,
  LibraryItem,
  LibrarySection,
} from './types'

/**
 * The 清单库 built from the appendix files: this module holds all the data (packed from them,
 * packed.ts) and is only ever reached through `loadBillLibrary` (a dynamic import), so it is a
 * chunk of its own and never in the first load. Built once, when the module is first evaluated.
 */
export function buildLibrary(
  sources: readonly AppendixSource[],
  initials: Readonly<Record<string, string>>,
): BillLibrary {
  const items: LibraryItem[] = []
  const appendices = sources.map((source): LibraryAppendix => {
    const sections = source.sections.map((s): LibrarySection => {
      const id = `${source.letter}.${s.no}`
      const sectionItems = s.items.map(([code, name, unit, features, rule, work]): LibraryItem => ({
        code,
        name,
        units: typeof unit === 'string' ? [unit] : unit,
        features,
        rule,
        work,
        section: id,
        sectionName: s.name,
        initials: initials[code] ?? '',
      }))
      items.push(...sectionItems)
      return {
        id,
        code: source.code + String(s.no).padStart(2, '0'),
        name: s.name,
        items: sectionItems,
      }
    })
    const { standard, letter, code, name } = source
    return { standard, letter, code, name, sections }
  })
  items.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
  return { appendices, items, byCode: new Map(items.map((item) => [item.code, item])) }
}

const { sources, initials } = unpackLibrary(PACKED_LIBRARY)
export const BILL_LIBRARY: BillLibrary = buildLibrary(sources, initials)
