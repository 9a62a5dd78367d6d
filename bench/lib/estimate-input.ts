// The inputs of the 估算 / 智能清单 benches: a 400-item template bill over 8 专业, a 50-building
// project (so 20,000 generated items), and an estimate of 10 functions × 8 systems.
import type { TemplateBill } from '@/domain/estimate/recipes.ts'
import type { ExistingUnit } from '@/domain/estimate/plan.ts'
import type { SmartListInput } from '@/domain/estimate/preview.ts'
import type { EstimateInput } from '@/domain/estimate/compute.ts'

export const SPECIALTIES = ['土建', '装饰', '给排水', '电气', '暖通', '消防', '智能化', '景观']

export const templateItems: TemplateBill['Items'][number][] = Array.from(
  { length: 400 },
  (_, i) => ({
    Kind: '分部分项',
    Code: `0105${String(1000 + (i % 900)).padStart(4, '0')}${String(i % 1000).padStart(3, '0')}`.slice(
      0,
      12,
    ),
    Name: `清单项${i}`,
    Features: `特征${i}`,
    Unit: i % 3 ? 'm2' : 'm3',
    Quantity: 100 + i,
    UnitPrice: 50 + (i % 70),
    Materials: [],
    Specialty: SPECIALTIES[i % 8]!,
    MultNum: 1,
  }),
)

export const buildings = Array.from({ length: 50 }, (_, i) => ({
  ID: `row-${i}`,
  Name: `${i + 1}#楼`,
  BuiltArea: 8000 + i * 37,
}))

export const smartListInput: SmartListInput = {
  rows: buildings,
  existing: [] as ExistingUnit[],
  packages: [],
  packageItems: [],
  template: { BuiltArea: 10_000, Items: templateItems },
}

const systems = SPECIALTIES.map((s, i) => ({
  Code: `S${i}`,
  Name: s,
  Specialty: s,
  Prices: { 经济: '100', 标准: '200', 高档: '300', 豪华: '400' },
  Sort: i,
}))
const functions = Array.from({ length: 10 }, (_, i) => ({
  Code: `F${i}`,
  Name: `功能${i}`,
  Area: 1000 + i,
}))
const brands = systems.flatMap((s) =>
  Array.from({ length: 12 }, (_, b) => ({
    ID: `${s.Code}-b${b}`,
    SystemCode: s.Code,
    Grade: '高档' as const,
    Name: `品牌${b}`,
    Initials: 'pp',
    Premium: String(b - 4),
  })),
)

/** An estimate with a grade and a brand chosen per function and system, and 200 comparable templates. */
export const estimateInput: EstimateInput & { Samples: number[] } = {
  Functions: functions,
  Choices: functions.flatMap((f, i) =>
    systems.map((s, j) => ({
      Function: f.Code,
      System: s.Code,
      Grade: '高档' as const,
      BrandId: `${s.Code}-b${(i + j) % 12}`,
    })),
  ),
  Grade: '标准',
  Rooms: { 卧室: 300, 客厅: 100, 卫生间: 200, 厨房: 100, 阳台: 100 },
  Systems: systems,
  CountItems: [],
  Brands: brands,
  Samples: Array.from({ length: 200 }, (_, i) => 2500 + ((i * 7919) % 2000)),
}
