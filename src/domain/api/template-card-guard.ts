import type { TemplateCard } from './home'

/**
 * The template card contract (templateCard in ./home.ts) checked by hand: the first-load chunks
 * of /newIndex and the trading centre read cards without carrying zod (about 24 KB gzip); the
 * server validates the same contract with the zod schema. Keep the two in step.
 */
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isInt = (v: unknown): v is number => Number.isInteger(v)
const isStr = (v: unknown): v is string => typeof v === 'string'

export function isTemplateCard(v: unknown): v is TemplateCard {
  return (
    isObj(v) &&
    isStr(v.ID) &&
    isStr(v.Name) &&
    isStr(v.AuthorID) &&
    isStr(v.AuthorName) &&
    isStr(v.City) &&
    isStr(v.ProjectType) &&
    (v.Year === null || isInt(v.Year)) &&
    isNum(v.BuiltArea) &&
    (v.UnitCost === null || isNum(v.UnitCost)) &&
    isNum(v.TotalCost) &&
    isNum(v.Price) &&
    isInt(v.Thumbs) &&
    isStr(v.Cover) &&
    isStr(v.ReleaseTime)
  )
}

export const isTemplateCardList = (v: unknown): v is TemplateCard[] =>
  Array.isArray(v) && v.every(isTemplateCard)
