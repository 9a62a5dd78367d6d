import { money, number, text } from '../entity/field'
import { guardOf, list, listGuardOf, type DocOf } from '../entity/shape'

/**
 * The data of the home and trading-centre answers (SPEC §7 "Home and lists"), declared once with
 * the field kinds and zod-free: the first load of /newIndex and the trading centre checks answers
 * with the guards derived from these (src/domain/entity/shape.ts isShapeData), the server and the
 * other screens with the zod schemas derived from the same shapes (./home.ts). Money is 元 with
 * two decimals, areas m² with two decimals.
 */

const count = (label: string) => number(label, { int: true, nullable: false })

/** A released template as lists show it. */
export const TEMPLATE_CARD = {
  ID: text('模板编号'),
  Name: text('名称'),
  AuthorID: text('作者编号'),
  AuthorName: text('作者'),
  City: text('城市'),
  ProjectType: text('项目类型'),
  Year: number('年份', { int: true }),
  BuiltArea: number('建筑面积', { nullable: false }),
  UnitCost: money('单方造价'),
  TotalCost: number('总造价', { nullable: false }),
  Price: number('价格', { nullable: false }),
  Thumbs: count('点赞数'),
  Cover: text('封面'),
  ReleaseTime: text('发布时间'),
}
export type TemplateCard = DocOf<typeof TEMPLATE_CARD>

/** GET /api/index/GetSum */
export const SUM_DATA = {
  TemplateCount: count('模板数'),
  AuthorCount: count('作者数'),
  ProjectCount: count('项目数'),
  CityCount: count('城市数'),
}
export type GetSumData = DocOf<typeof SUM_DATA>

/** GET /api/Index/GetTypeSummary: one row per project type of released templates. */
export const TYPE_SUMMARY_ROW = {
  Type: text('项目类型'),
  TemplateCount: count('模板数'),
  TotalBuiltArea: number('总建筑面积', { nullable: false }),
  AvgUnitCost: number('平均单方造价'),
}
export type TypeSummaryRow = DocOf<typeof TYPE_SUMMARY_ROW>

/** GET /api/Index/GetIndexTypeCount: template counts by type and by (hot) city. */
export const TYPE_COUNT = {
  Types: list('类型', { Type: text('项目类型'), Count: count('模板数') }, { max: Infinity }),
  Cities: list('城市', { City: text('城市'), Count: count('模板数') }, { max: Infinity }),
}
export type IndexTypeCount = DocOf<typeof TYPE_COUNT>

// The guards the first load checks answers with (the zod schemas of ./home.ts check the same).
export const isSumData = guardOf(SUM_DATA)
export const isTypeSummary = listGuardOf(TYPE_SUMMARY_ROW)
export const isTypeCount = guardOf(TYPE_COUNT)
export const isTemplateCardList = listGuardOf(TEMPLATE_CARD)
