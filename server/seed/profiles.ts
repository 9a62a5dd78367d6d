import type { SamplePricing } from '@/domain/bill/sample.ts'
import type { ProjectType } from '@/domain/projects/model.ts'

/**
 * Per type: built area (m²) range; 单方造价 range (建安, 元/m² of 建筑面积, VAT included) of first-
 * and second-tier cities 2024–2026, which every demo template's bill lands in (a test checks);
 * and how its bills are made (src/domain/bill/sample.ts): home or public lines, where its lines
 * sit in their market ranges (grade, 0 plainest … 1 best), how far it is fitted out (精装, 0 … 1)
 * and 含量 multipliers of the services against a high-rise home (public buildings carry far more
 * ductwork, power and systems per m²). A template draws one spec level that sets its grade,
 * fit-out and multipliers together. DEMO FIGURES from market knowledge (docs/projects-data.md
 * "Demo data").
 */
export interface TypeProfile {
  area: [number, number]
  unitCost: [number, number]
  sellable: boolean
  use: 'home' | 'public'
  grade: [number, number]
  fitOut: [number, number]
  contents: Readonly<Record<string, [number, number]>>
}

export const TYPE_PROFILE: Record<ProjectType, TypeProfile> = {
  住宅: {
    area: [30_000, 250_000],
    unitCost: [2_500, 4_800],
    sellable: true,
    use: 'home',
    grade: [0.3, 0.9],
    fitOut: [0.2, 1],
    contents: { 智能化: [1.2, 2] },
  },
  公寓: {
    area: [10_000, 60_000],
    unitCost: [2_700, 5_200],
    sellable: true,
    use: 'home',
    grade: [0.35, 0.9],
    fitOut: [0.7, 1],
    contents: { 暖通: [1.2, 2], 智能化: [1.5, 2.5] },
  },
  办公: {
    area: [20_000, 150_000],
    unitCost: [3_800, 7_500],
    sellable: true,
    use: 'public',
    grade: [0.45, 0.9],
    fitOut: [0.4, 1],
    contents: {
      给排水: [1.1, 1.5],
      电气: [1.8, 2.6],
      暖通: [5, 7.5],
      消防: [1.6, 2.2],
      智能化: [4, 6],
    },
  },
  商业: {
    area: [10_000, 120_000],
    unitCost: [3_800, 7_500],
    sellable: true,
    use: 'public',
    grade: [0.45, 0.9],
    fitOut: [0.3, 0.8],
    contents: {
      给排水: [1, 1.5],
      电气: [2, 2.8],
      暖通: [5.5, 8],
      消防: [2, 2.8],
      智能化: [3, 4.5],
    },
  },
  酒店: {
    area: [15_000, 80_000],
    unitCost: [5_000, 11_000],
    sellable: false,
    use: 'public',
    grade: [0.6, 0.98],
    fitOut: [0.85, 1],
    contents: { 给排水: [3, 4], 电气: [2.4, 3.2], 暖通: [7, 10], 消防: [2, 2.8], 智能化: [5, 8] },
  },
  综合体: {
    area: [80_000, 400_000],
    unitCost: [4_200, 8_500],
    sellable: true,
    use: 'public',
    grade: [0.5, 0.92],
    fitOut: [0.5, 1],
    contents: {
      给排水: [1.4, 2],
      电气: [2.2, 3],
      暖通: [5.5, 8],
      消防: [2, 2.8],
      智能化: [3.5, 5],
    },
  },
  学校: {
    area: [15_000, 60_000],
    unitCost: [3_000, 5_000],
    sellable: false,
    use: 'public',
    grade: [0.3, 0.7],
    fitOut: [0.3, 0.7],
    contents: { 电气: [1.3, 1.7], 暖通: [2, 3], 智能化: [2, 3] },
  },
  医院: {
    area: [30_000, 150_000],
    unitCost: [4_500, 9_000],
    sellable: false,
    use: 'public',
    grade: [0.5, 0.92],
    fitOut: [0.5, 0.9],
    contents: {
      给排水: [2.8, 3.6],
      电气: [2.6, 3.4],
      暖通: [6.5, 9],
      消防: [2, 2.6],
      智能化: [4, 6],
    },
  },
  产业园: {
    area: [20_000, 200_000],
    unitCost: [2_200, 4_200],
    sellable: true,
    use: 'public',
    grade: [0.1, 0.55],
    fitOut: [0, 0.3],
    contents: { 电气: [1, 1.4], 暖通: [1, 2], 智能化: [1, 1.5] },
  },
  其他: {
    area: [5_000, 40_000],
    unitCost: [3_600, 7_500],
    sellable: false,
    use: 'public',
    grade: [0.4, 0.85],
    fitOut: [0.4, 0.9],
    contents: { 电气: [1.6, 2.2], 暖通: [4, 6], 消防: [1.6, 2.2], 智能化: [3, 4.5] },
  },
}

/** How a template's bills are priced: one spec level (0 … 1) sets grade, fit-out and 含量 together. */
export function pricingOf(
  p: TypeProfile,
  location: number,
  period: string,
  spec: number,
): SamplePricing {
  const at = ([lo, hi]: readonly [number, number], t: number) => lo + (hi - lo) * t
  const width = (p.grade[1] - p.grade[0]) / 2
  const from = p.grade[0] + spec * width
  return {
    location,
    period,
    grade: [from, from + width],
    fitOut: at(p.fitOut, spec),
    contents: Object.fromEntries(Object.entries(p.contents).map(([k, r]) => [k, at(r, spec)])),
    use: p.use,
  }
}
