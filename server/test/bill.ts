import { randomUUID } from 'node:crypto'

/**
 * Gives a project a small priced bill through the /api/Bill calls, for tests that release or
 * copy templates (server route tests and e2e specs share it: `post` is their own request
 * function, `path` without the /api prefix). One 土建 单位工程 on `rowId` (TaxRate 9 %, no rated
 * or other lines) with two items: 1,000 m2 × 3.50 and 45 t × 5,000.00, so 分部分项 228,500.00,
 * 增值税 20,565.00 and 合计 249,065.00 under either standard (no 规费 lines).
 */
export const SMALL_BILL = {
  itemsFen: 22_850_000,
  taxFen: 2_056_500,
  totalFen: 24_906_500,
  rebarKg: 45_000,
} as const

export type BillPost = (
  path: string,
  body: Record<string, string>,
) => Promise<{ body: { ErrorCode: string; Message?: string } }>

export async function priceProject(
  post: BillPost,
  proId: string,
  rowId: string,
): Promise<{ unitId: string; itemIds: string[] }> {
  const unitId = randomUUID()
  const must = async (path: string, body: Record<string, string>) => {
    const res = await post(path, body)
    if (res.body.ErrorCode !== '0')
      throw new Error(`${path} refused: ${res.body.Message ?? res.body.ErrorCode}`)
  }
  await must('/Bill/EditUnit', {
    Type: 'add',
    ID: unitId,
    ProId: proId,
    RowId: rowId,
    Specialty: '土建',
    TaxRate: '9',
  })
  const items = [
    { Code: '010101001001', Name: '平整场地', Unit: 'm2', Quantity: '1000', UnitPrice: '3.5' },
    { Code: '010515001001', Name: '现浇构件钢筋', Unit: 't', Quantity: '45', UnitPrice: '5000' },
  ]
  const itemIds: string[] = []
  for (const [i, it] of items.entries()) {
    const id = randomUUID()
    await must('/Bill/EditItem', {
      Type: 'add',
      ID: id,
      ProId: proId,
      UnitId: unitId,
      Sort: String(i + 1),
      ...it,
    })
    itemIds.push(id)
  }
  return { unitId, itemIds }
}
