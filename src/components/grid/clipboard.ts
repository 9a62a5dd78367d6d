/**
 * Text blocks as Excel and WPS put them on the clipboard: cells separated by tabs, rows by
 * CR LF (or LF), a cell holding a tab, quote or line break wrapped in double quotes with inner
 * quotes doubled, and one trailing line break after the last row.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let i = 0
  let quoted = false
  while (i < text.length) {
    const ch = text[i] ?? ''
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 2
        continue
      }
      if (ch === '"') quoted = false
      else cell += ch
      i++
      continue
    }
    if (ch === '"' && cell === '') {
      quoted = true
    } else if (ch === '\t') {
      row.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else {
      cell += ch
    }
    i++
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}

const quote = (cell: string) => (/[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

/** The reverse: a block Excel pastes back as the same cells. */
export function toClipboard(cells: readonly (readonly string[])[]): string {
  return cells.map((row) => row.map(quote).join('\t')).join('\r\n')
}
