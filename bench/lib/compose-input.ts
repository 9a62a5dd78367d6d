// The 组价 bench's project: `resources` 人材机 priced from an April 信息价 package, `items`
// composed items of 4 lines each (a labour line and three materials), and the May package's
// candidates that reprice every material.
import type { BillResource } from '@/domain/bill/compose-entity'
import type { PriceCandidate, PricingOptions } from '@/domain/materials/pricing'
import { materialKey } from '@/domain/materials/trend'

export function composeBenchInput(items: number, resourceCount: number) {
  const resources: BillResource[] = Array.from({ length: resourceCount }, (_, i) => ({
    ID: `r${i}`,
    ProId: 'p',
    Kind: i === 0 ? '人工' : i % 10 === 0 ? '机械' : '材料',
    Code: String(10000 + i),
    Name: `材料${i}`,
    Spec: `规格${i % 7}`,
    Unit: 't',
    Price: 100 + i,
    PricedFrom: { PackageID: 'gov-04', Type: 3, Period: '2026-04', PriceTax: 113 + i },
    Typed: 0,
    Supplied: 0,
    Provisional: 0,
    Sort: i,
  }))
  const candidates = new Map<string, PriceCandidate[]>(
    resources.map((r, i) => [
      materialKey(r),
      [
        {
          packageId: 'gov-05',
          type: 3,
          city: '深圳',
          period: '2026-05',
          taxFen: 11500 + i * 113,
          noTaxFen: 10500 + i * 100,
        },
      ],
    ]),
  )
  const rows = Array.from({ length: items }, (_, i) => ({
    id: `i${i}`,
    data: {
      ProId: 'p',
      UnitId: `u${i % 20}`,
      Kind: '分部分项',
      GroupId: '',
      Sort: i,
      Code: '010401003001',
      Name: '实心砖墙',
      Features: '',
      Unit: 'm3',
      Quantity: 10 + (i % 50),
      UnitPrice: 500,
      Labour: 0,
      Material: 0,
      Machine: 0,
      Overhead: 0,
      Profit: 0,
      ProvisionalAmount: null,
      Note: '',
      Materials: [],
      Compose: {
        Lines: [0, 1 + (i % 199), 200 + (i % 199), 400 + (i % 199)].map((r, k) => ({
          ResourceId: `r${r}`,
          Consumption: 0.1 + k + (i % 13) / 1000,
        })),
        FeeBase: '人工费+机械费',
        OverheadRate: 12.5,
        ProfitRate: 7,
        RiskRate: 1,
        Derived: 1,
      },
    },
  }))
  const options: PricingOptions = { priority: [3], period: '2026-05', city: '深圳' }
  return { resources, rows, candidates, options }
}
