import type { HistoryRow, ItemDoc } from '@/domain/api/materials'

/** History rows as GetHistory answers them, for the 修改记录 tests. */
export const doc = (patch: Partial<ItemDoc> = {}): ItemDoc => ({
  ID: 'sand',
  PackageID: 'p1',
  Code: '0401001',
  Name: '中砂',
  Spec: '',
  Unit: 'm³',
  PriceTax: '184.00',
  PriceNoTax: '178.64',
  TaxRate: '3',
  Brand: '',
  Source: '',
  Period: '2026-05',
  Initials: 'zs',
  Sort: 3,
  ...patch,
})

export function row(
  id: number,
  batch: string,
  action: HistoryRow['Action'],
  before: ItemDoc | null,
  after: ItemDoc | null,
  extra: Partial<HistoryRow> = {},
): HistoryRow {
  return {
    ID: id,
    PackageID: 'p1',
    ItemID: (after ?? before)?.ID ?? '',
    BatchID: batch,
    Action: action,
    Before: before,
    After: after,
    RestoredTo: null,
    RestoredBefore: false,
    UserID: 'u1',
    UserName: '管理员',
    CreateTime: '2026-05-20T06:03:05.000Z',
    ...extra,
  }
}
