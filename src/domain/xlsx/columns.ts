/**
 * Column helpers shared by the Excel imports (structure rows, material prices): the letter of a
 * column, a header text made comparable, and the column guess from synonyms. Pure.
 */

/** Excel's column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1
  let out = ''
  while (n > 0) {
    const r = (n - 1) % 26
    out = String.fromCharCode(65 + r) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

/** Header text without white space, case and a trailing unit such as (元), (m²) or （%）. */
export function normalizeHeader(text: string): string {
  return text
    .replace(/\s+/g, '')
    .replace(/[（(][^）)]*[）)]$/, '')
    .toLowerCase()
}

/**
 * Guesses the column of each field from the header texts: an exact synonym first, then a header
 * containing one, fields tried in `order`. A column serves one field only.
 */
export function guessColumns<F extends string>(
  headers: readonly string[],
  order: readonly F[],
  synonyms: Readonly<Record<F, readonly string[]>>,
): Partial<Record<F, number>> {
  const norm = headers.map(normalizeHeader)
  const used = new Set<number>()
  const mapping: Partial<Record<F, number>> = {}
  for (const exact of [true, false]) {
    for (const field of order) {
      if (mapping[field] !== undefined) continue
      for (const word of synonyms[field]) {
        const i = norm.findIndex(
          (h, idx) => !used.has(idx) && h !== '' && (exact ? h === word : h.includes(word)),
        )
        if (i >= 0) {
          mapping[field] = i
          used.add(i)
          break
        }
      }
    }
  }
  return mapping
}
