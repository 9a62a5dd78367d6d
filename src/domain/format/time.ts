/** Built once: a per-call toLocaleString builds a formatter each time (a list of 1,000 rows). */
const MINUTE = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** A moment to the minute, as lists show it: 2026/05/20 14:03 (the browser's time zone). */
export function formatMinute(value: string | number | Date): string {
  return MINUTE.format(value instanceof Date ? value : new Date(value))
}
