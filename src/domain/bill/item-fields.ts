import {
  accept,
  custom,
  money,
  number,
  refuse,
  requiredText,
  text,
  type Parsed,
} from '../entity/field'
import type { Relation } from '../entity/define'
import { object, type DocOf } from '../entity/shape'
import { checkCode } from './codes'
import { BILL_LIMITS } from './model'

/** Field groups and relations shared by the bill's entity declarations (./entities.ts, ./compose-entity.ts). */

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/
const SOURCE = '价格来源无效'

/** The package a main material's price was taken from: id, type (1 个人, 2 市场价, 3 信息价), period and its 含税价 in 元. */
export const PRICE_SOURCE = {
  PackageID: text('价格来源', 40),
  Type: custom<1 | 2 | 3>('价格来源', { type: 'number', int: true }, (v) =>
    v === 1 || v === 2 || v === 3 ? accept(v) : refuse(SOURCE),
  ),
  Period: text('价格来源', 7, { refine: (s: string) => (PERIOD.test(s) ? null : SOURCE) }),
  PriceTax: number('价格来源', { nullable: false, message: SOURCE }),
}
export type MaterialPriceSource = DocOf<typeof PRICE_SOURCE>

/** A main material (主材) of an item: consumption per unit of the item, price in 元 per its unit. */
export const MAIN_MATERIAL = {
  Name: requiredText('主材名称', 100),
  Spec: text('规格型号', 100),
  Unit: text('主材单位', BILL_LIMITS.unitMax),
  Consumption: number('主材消耗量', { decimals: 6, nullable: false }),
  Price: money('主材单价'),
  /** Where Price came from when a price package set it (re-pricing, docs/materials.md). */
  PricedFrom: object('价格来源', PRICE_SOURCE, { optional: true }),
}
export type MainMaterial = DocOf<typeof MAIN_MATERIAL>

/** 项目编码: 12 digits (or a 补充 code such as 01B001); a number-stored code gets its zero back. */
export function parseCode(v: unknown): Parsed<string> {
  let code =
    typeof v === 'number' && Number.isInteger(v)
      ? v.toFixed(0)
      : typeof v === 'string'
        ? v.replace(/\s+/g, '')
        : ''
  if (/^\d{11}$/.test(code)) code = '0' + code
  const error = checkCode(code).find((i) => i.level === 'error')
  return error ? refuse(error.message) : accept(code)
}

export const projectRelation: Relation<'ProId'> = {
  field: 'ProId',
  entity: 'projects',
  missing: '项目不存在或已被删除',
  fixed: true,
  onDelete: 'delete',
}
export const unitRelation: Relation<'UnitId'> = {
  field: 'UnitId',
  entity: 'billUnits',
  missing: '单位工程不存在或已被删除',
  sameProject: true,
  fixed: true,
  onDelete: 'delete',
}
