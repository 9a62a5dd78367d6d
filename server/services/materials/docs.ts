import { formatTaxRate, taxRateBasis } from '@/domain/materials/price.ts'
import { asFen, exactFen, fenToDecimal } from '@/domain/money/index.ts'
import type { MaterialItem, MaterialPackage, PackageType } from '@/domain/materials/model.ts'
import type { MaterialItemInput } from '@/domain/materials/schemas.ts'
import type { MaterialItemRow, MaterialPackageRow } from '../../db/schema/index.ts'
import { initialsOf } from './initials.ts'

/** Rows ↔ the API-shaped documents of src/domain/materials (also what history rows store). */

export function packageDoc(row: MaterialPackageRow): MaterialPackage {
  return {
    ID: row.id,
    Type: row.type as PackageType,
    Name: row.name,
    Province: row.province,
    City: row.city,
    Period: row.period,
    OwnerID: row.ownerId ?? '',
    Source: row.source,
    ItemCount: row.itemCount,
    CreateTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
  }
}

export type ItemDoc = MaterialItem & { Sort: number }

/** The columns a material row has wherever it is kept (a package's item, a team file's item). */
export type PricedRow = Pick<
  MaterialItemRow,
  | 'id'
  | 'sort'
  | 'code'
  | 'name'
  | 'spec'
  | 'unit'
  | 'priceTaxFen'
  | 'priceFen'
  | 'taxRate'
  | 'brand'
  | 'source'
  | 'period'
>

/** A material row's fields in the /api shape (prices as 元 strings, the tax rate as text). */
export function pricedFields(row: PricedRow) {
  return {
    ID: row.id,
    Code: row.code,
    Name: row.name,
    Spec: row.spec,
    Unit: row.unit,
    PriceTax: fenToDecimal(asFen(row.priceTaxFen)),
    PriceNoTax: fenToDecimal(asFen(row.priceFen)),
    TaxRate: formatTaxRate(taxRateBasis(row.taxRate) ?? 0),
    Brand: row.brand,
    Source: row.source,
    Period: row.period,
    Sort: row.sort,
  }
}

export function itemDoc(row: MaterialItemRow): ItemDoc {
  return { ...pricedFields(row), PackageID: row.packageId, Initials: row.initials }
}

/** The columns an item document (validated input, or a history snapshot) writes. */
export function itemColumns(doc: MaterialItemInput | ItemDoc, packagePeriod: string) {
  const fen = (text: string) => {
    const v = exactFen(text)
    if (v === null || v < 0) throw new RangeError(`bad price ${text}`)
    return v
  }
  return {
    code: doc.Code,
    name: doc.Name,
    spec: doc.Spec,
    unit: doc.Unit,
    priceTaxFen: fen(doc.PriceTax),
    priceFen: fen(doc.PriceNoTax),
    taxRate: doc.TaxRate,
    brand: doc.Brand,
    source: doc.Source,
    period: doc.Period || packagePeriod,
    initials: initialsOf(doc.Name),
  }
}
