/**
 * 期次 (price periods) are calendar months written YYYY-MM. Arithmetic goes through a month index
 * (year × 12 + month − 1) so adding months and counting the months between two periods is exact.
 */
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/

/** What every check of a 期次 says about a bad one (an example, no format tokens). */
export const PERIOD_MESSAGE = '期次应为有效年月，例如 2026-05'

export function isPeriod(text: string): boolean {
  return PERIOD.test(text)
}

/** Month index of a period; throws RangeError on a malformed one. */
export function periodIndex(period: string): number {
  const m = PERIOD.exec(period)
  if (!m) throw new RangeError(`${PERIOD_MESSAGE}：${period}`)
  return Number(m[1]) * 12 + Number(m[2]) - 1
}

export function periodFromIndex(index: number): string {
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
}

export function addMonths(period: string, months: number): string {
  return periodFromIndex(periodIndex(period) + months)
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  return periodIndex(to) - periodIndex(from)
}

/** The period (UTC month) a moment falls in. */
export function periodOf(date: Date): string {
  return periodFromIndex(date.getUTCFullYear() * 12 + date.getUTCMonth())
}

/** The months a 期次 field offers: the month of `now` and the `count` − 1 before it, newest first. */
export function recentPeriods(now: Date, count = 24): string[] {
  const current = periodOf(now)
  return Array.from({ length: count }, (_, k) => addMonths(current, -k))
}

/** Every period from `from` to `to`, both included, oldest first ([] when `to` is earlier). */
export function periodRange(from: string, to: string): string[] {
  const a = periodIndex(from)
  const b = periodIndex(to)
  const out: string[] = []
  for (let i = a; i <= b; i++) out.push(periodFromIndex(i))
  return out
}

export interface PriceAge {
  /** Months between the price's period and the current one (0 = this month's price). */
  months: number
  /** Older than the threshold: the grid flags it (价格时效). */
  stale: boolean
}

/**
 * 价格时效: how old a price of `period` is in the month `now`, and whether it is older than
 * `thresholdMonths` (a price exactly `thresholdMonths` old is still current). A price dated after
 * `now` (a bulletin published ahead) counts as 0 months old.
 */
export function priceAge(period: string, now: string, thresholdMonths: number): PriceAge {
  const months = Math.max(0, monthsBetween(period, now))
  return { months, stale: months > thresholdMonths }
}

/** "本期", "1个月前", "1年3个月前": the age as the grid shows it. */
export function formatPriceAge(months: number): string {
  if (months <= 0) return '本期'
  const years = Math.floor(months / 12)
  const rest = months % 12
  return `${years > 0 ? `${years}年` : ''}${rest > 0 ? `${rest}个月` : ''}前`
}
