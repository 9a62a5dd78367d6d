/** The MIME type of an .xlsx workbook. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Saves bytes built in the browser as a download (works offline: nothing goes to the server).
 * The object URL is revoked a little later, once the browser has started the download.
 */
export function saveBytes(bytes: Uint8Array, fileName: string, type = XLSX_MIME): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
