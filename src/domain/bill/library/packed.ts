import type { AppendixSource, ItemRow, SectionSource } from './types'

/**
 * The 清单库 as the app ships it (docs/bill.md "清单库", issue 41): the appendix files written as
 * JavaScript object literals built a 190 KB chunk, of which two thirds were the same strings again
 * (the 10,450 texts of the 1,010 items are 2,615 distinct ones: 特征 and 工作内容 lists, rules
 * and units repeat across items). Packed, every distinct text is written once and an item names
 * its texts by number. `npm run bill-library:pack` writes catalogue.gen.ts with `packLibrary`;
 * catalogue.ts builds the library from `unpackLibrary` of it.
 *
 * - `texts`: the distinct texts but the item names (each its own), most used first, joined by
 *   TEXT_END;
 * - `appendices`: each appendix's standard, letter, code and name, and its sections' number,
 *   name and item count;
 * - `items`: one line per item (ITEM_END), in the appendices' and sections' order, of fields
 *   joined by FIELD_END: the code's last three digits (empty when they are the item's place in
 *   its section, 001, 002 …, as the standards number them), then the text numbers (base 36,
 *   lists joined by LIST_END) of the units, 特征, rule and 工作内容, the name, then the pinyin
 *   initials.
 */
export interface PackedLibrary {
  texts: string
  appendices: ReadonlyArray<{
    standard: AppendixSource['standard']
    letter: string
    code: string
    name: string
    sections: ReadonlyArray<readonly [no: number, name: string, items: number]>
  }>
  items: string
}

const TEXT_END = '\n'
const ITEM_END = '\n'
const FIELD_END = '\t'
const LIST_END = ','

const threeDigits = (n: number) => String(n).padStart(3, '0')
const unitsOf = (unit: ItemRow[2]): readonly string[] => (typeof unit === 'string' ? [unit] : unit)

/** The appendices and each item's pinyin initials (by code) packed; throws on a text it cannot hold. */
export function packLibrary(
  sources: readonly AppendixSource[],
  initials: Readonly<Record<string, string>>,
): PackedLibrary {
  const uses = new Map<string, number>()
  const note = (text: string) => {
    if (/[\n\t]/.test(text)) throw new Error(`清单库 text with a line or tab break: ${text}`)
    uses.set(text, (uses.get(text) ?? 0) + 1)
  }
  for (const source of sources)
    for (const section of source.sections)
      for (const [, name, unit, features, rule, work] of section.items) {
        if (/[\n\t]/.test(name)) throw new Error(`清单库 text with a line or tab break: ${name}`)
        ;[...unitsOf(unit), ...features, rule, ...work].forEach(note)
      }
  // Most used first: the common texts get one-digit numbers. Ties in first-seen order.
  const texts = [...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0))
  const numberOf = new Map(texts.map((text, i) => [text, i.toString(36)]))
  const ref = (text: string) => numberOf.get(text) ?? ''
  const list = (values: readonly string[]) => values.map(ref).join(LIST_END)
  const lines: string[] = []
  const appendices = sources.map((source) => ({
    standard: source.standard,
    letter: source.letter,
    code: source.code,
    name: source.name,
    sections: source.sections.map((section): readonly [number, string, number] => {
      const prefix = source.code + String(section.no).padStart(2, '0')
      for (const [place, [code, name, unit, features, rule, work]] of section.items.entries()) {
        if (!/^\d{9}$/.test(code) || !code.startsWith(prefix))
          throw new Error(`清单库 code ${code} outside section ${prefix}`)
        const initial = initials[code] ?? ''
        if (/[\n\t]/.test(initial)) throw new Error(`清单库 initials with a break: ${code}`)
        const tail = code.slice(6) === threeDigits(place + 1) ? '' : code.slice(6)
        const fields = [tail, list(unitsOf(unit))]
        fields.push(list(features), ref(rule), list(work), name, initial)
        lines.push(fields.join(FIELD_END))
      }
      return [section.no, section.name, section.items.length]
    }),
  }))
  return { texts: texts.join(TEXT_END), appendices, items: lines.join(ITEM_END) }
}

/** The appendices and the initials by code, as `packLibrary` was given them. */
export function unpackLibrary(packed: PackedLibrary): {
  sources: AppendixSource[]
  initials: Record<string, string>
} {
  const texts = packed.texts.split(TEXT_END)
  const text = (n: string) => texts[parseInt(n, 36)] ?? ''
  const list = (field: string) => (field === '' ? [] : field.split(LIST_END).map(text))
  const lines = packed.items.split(ITEM_END)
  const initials: Record<string, string> = {}
  let next = 0
  const sources = packed.appendices.map(({ sections, ...appendix }): AppendixSource => ({
    ...appendix,
    sections: sections.map(([no, name, count]): SectionSource => {
      const prefix = appendix.code + String(no).padStart(2, '0')
      const items = lines.slice(next, next + count).map((line, place): ItemRow => {
        const [
          tail = '',
          units = '',
          features = '',
          rule = '',
          work = '',
          itemName = '',
          initial = '',
        ] = line.split(FIELD_END)
        const code = prefix + (tail || threeDigits(place + 1))
        initials[code] = initial
        const unitList = list(units)
        const unit =
          unitList.length === 1 ? (unitList[0] ?? '') : (unitList as [string, ...string[]])
        return [code, itemName, unit, list(features), text(rule), list(work)]
      })
      next += count
      return { no, name, items }
    }),
  }))
  return { sources, initials }
}
