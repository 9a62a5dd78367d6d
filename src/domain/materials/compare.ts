import { PACKAGE_TYPE_LABELS, type PackageType } from './model'

/**
 * Which packages 两期对比 puts side by side. Price periods are compared within one city and one
 * package type (信息价 with 信息价, 市场价 with 市场价): the user picks two periods, and the city
 * among those that have a package of the type in both (explicitly when there are several). A
 * place with several packages in a period (market packages of several names) offers them.
 */

export interface ComparablePackage {
  ID: string
  Type: PackageType
  Name: string
  City: string
  Period: string
}

/** A type and a city ('' for a package without a city). */
export interface ComparePlace {
  key: string
  type: PackageType
  city: string
  label: string
}

export interface CompareChoice {
  from: string
  to: string
  /** ComparePlace.key; '' when none has been chosen. */
  place: string
}

export interface ComparisonPlan<P extends ComparablePackage> {
  /** The distinct periods of the list, oldest first (the options of both period selects). */
  periods: string[]
  /** The places with a package in both chosen periods (the options of the city select). */
  places: ComparePlace[]
  /** The place compared: the chosen one, or the only one possible; null otherwise. */
  place: ComparePlace | null
  /** The place's packages in each period (one, or several to choose from); empty without a place. */
  fromPackages: P[]
  toPackages: P[]
  /** Why nothing can be compared yet (Chinese, for the screen); null when a pair is possible. */
  message: string | null
}

const placeKey = (p: Pick<ComparablePackage, 'Type' | 'City'>) => `${p.Type}|${p.City}`
const byName = (a: ComparablePackage, b: ComparablePackage) =>
  a.Name === b.Name ? (a.ID < b.ID ? -1 : 1) : a.Name < b.Name ? -1 : 1

/** The two latest periods of the list (the panel's default choice). */
export function defaultPeriods(packages: readonly ComparablePackage[]): {
  from: string
  to: string
} {
  const periods = [...new Set(packages.map((p) => p.Period))].sort()
  return { from: periods.at(-2) ?? '', to: periods.at(-1) ?? '' }
}

export function planComparison<P extends ComparablePackage>(
  packages: readonly P[],
  choice: CompareChoice,
): ComparisonPlan<P> {
  const periods = [...new Set(packages.map((p) => p.Period))].sort()
  const mixedTypes = new Set(packages.map((p) => p.Type)).size > 1
  const plan = (message: string, places: ComparePlace[] = []): ComparisonPlan<P> => ({
    periods,
    places,
    place: null,
    fromPackages: [],
    toPackages: [],
    message,
  })
  if (periods.length < 2)
    return plan(
      periods.length === 1
        ? `列表中只有 ${periods[0]} 一期的价格包，无法两期对比`
        : '没有可对比的价格包',
    )
  const { from, to } = choice
  if (!from || !to) return plan('请选择前一期和后一期')
  if (from === to) return plan('请选择两个不同的期次')
  if (from > to) return plan('前一期应早于后一期')

  const inPeriod = (period: string) => packages.filter((p) => p.Period === period)
  const toKeys = new Set(inPeriod(to).map(placeKey))
  const places = new Map<string, ComparePlace>()
  for (const p of inPeriod(from)) {
    const key = placeKey(p)
    if (!toKeys.has(key) || places.has(key)) continue
    const city = p.City || '不限城市'
    places.set(key, {
      key,
      type: p.Type,
      city: p.City,
      label: mixedTypes ? `${city} ${PACKAGE_TYPE_LABELS[p.Type]}` : city,
    })
  }
  const list = [...places.values()].sort((a, b) => (a.key < b.key ? -1 : 1))
  if (list.length === 0)
    return plan(
      `${from} 与 ${to} 没有同一城市的价格包，无法对比；请选择同一城市都有价格包的两个期次`,
    )
  const place = places.get(choice.place) ?? (list.length === 1 ? list[0] : undefined)
  if (!place) return plan(`${from} 与 ${to} 有 ${list.length} 个城市的价格包，请选择城市`, list)
  const of = (period: string) =>
    inPeriod(period)
      .filter((p) => placeKey(p) === place.key)
      .sort(byName)
  return { periods, places: list, place, fromPackages: of(from), toPackages: of(to), message: null }
}
