import type { GetSumData, IndexTypeCount, TemplateCard, TypeSummaryRow } from '@/domain/api/home'

/**
 * Shape checks of the home answers against the contracts of src/domain/api/home.ts. Written by
 * hand rather than with the zod schemas so that the first-load bundle of /newIndex does not carry
 * zod (about 24 KB gzip); the server validates the same contracts with zod.
 */
type Guard<T> = (v: unknown) => v is T

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isStr = (v: unknown): v is string => typeof v === 'string'
const isNumOrNull = (v: unknown): v is number | null => v === null || isNum(v)

const arrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(item)

export const isSumData: Guard<GetSumData> = (v): v is GetSumData =>
  isObj(v) &&
  isNum(v.TemplateCount) &&
  isNum(v.AuthorCount) &&
  isNum(v.ProjectCount) &&
  isNum(v.CityCount)

const isTypeSummaryRow: Guard<TypeSummaryRow> = (v): v is TypeSummaryRow =>
  isObj(v) &&
  isStr(v.Type) &&
  isNum(v.TemplateCount) &&
  isNum(v.TotalBuiltArea) &&
  isNumOrNull(v.AvgUnitCost)
export const isTypeSummary = arrayOf(isTypeSummaryRow)

export const isTypeCount: Guard<IndexTypeCount> = (v): v is IndexTypeCount =>
  isObj(v) &&
  arrayOf((t): t is IndexTypeCount['Types'][number] => isObj(t) && isStr(t.Type) && isNum(t.Count))(
    v.Types,
  ) &&
  arrayOf(
    (c): c is IndexTypeCount['Cities'][number] => isObj(c) && isStr(c.City) && isNum(c.Count),
  )(v.Cities)

const isTemplateCard: Guard<TemplateCard> = (v): v is TemplateCard =>
  isObj(v) &&
  isStr(v.ID) &&
  isStr(v.Name) &&
  isStr(v.AuthorName) &&
  isStr(v.City) &&
  isStr(v.ProjectType) &&
  isNumOrNull(v.Year) &&
  isNum(v.BuiltArea) &&
  isNumOrNull(v.UnitCost) &&
  isNum(v.Price) &&
  isNum(v.Thumbs)
export const isTemplateList = arrayOf(isTemplateCard)
