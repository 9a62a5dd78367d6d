import type { BillItem } from '../bill/model'
import type { StructureRow } from '../projects/structure'
import type { BenchmarkProject } from './figures'

/**
 * Test projects for the benchmark (not imported by the app): each row is one 单项工程 with one 土建
 * unit holding one item of `built` m2 at `price` 元 (no fees, 0 % tax), so one copy costs
 * built × price and its 单方造价 is `price`.
 */
export interface TestRow {
  id: string
  name: string
  built: number
  price: number
  parent?: string
  mult?: number | null
  usage?: StructureRow['Usage']
  /** Extra items of the row's unit: [code, unit, 工程量, 单价]. */
  items?: readonly (readonly [string, string, number, number])[]
}

export function testItem(
  proId: string,
  ID: string,
  UnitId: string,
  Code: string,
  Unit: string,
  Quantity: number,
  UnitPrice: number,
): BillItem {
  return {
    ID,
    ProId: proId,
    UnitId,
    Kind: '分部分项',
    GroupId: '',
    Sort: 1,
    Code,
    Name: '测试清单',
    Features: '',
    Unit,
    Quantity,
    UnitPrice,
    Labour: null,
    Material: null,
    Machine: null,
    Overhead: null,
    Profit: null,
    ProvisionalAmount: null,
    Note: '',
    Materials: [],
  }
}

export function testProject(id: string, rows: readonly TestRow[]): BenchmarkProject {
  const structure: StructureRow[] = rows.map((r, i) => ({
    ID: `${id}-${r.id}`,
    ProId: id,
    ParentID: r.parent ? `${id}-${r.parent}` : '',
    Sort: i + 1,
    Num: String(i + 1),
    Project_Name: r.name,
    BuiltArea: r.built,
    InArea: null,
    SellArea: r.built,
    MultNum: r.mult === undefined ? 1 : r.mult,
    TenderID: '',
    ...(r.usage === undefined ? {} : { Usage: r.usage }),
  }))
  const units = rows.map((r) => ({
    ID: `${id}-${r.id}-u`,
    ProId: id,
    RowId: `${id}-${r.id}`,
    Specialty: '土建',
    SpecialtyCustom: 0 as const,
    Name: `${r.name}土建`,
    Sort: 1,
    TaxRate: 0,
  }))
  const items = rows.flatMap((r) => [
    testItem(id, `${id}-${r.id}-i`, `${id}-${r.id}-u`, '010101001001', 'm2', r.built, r.price),
    ...(r.items ?? []).map(([code, unit, q, p], k) =>
      testItem(id, `${id}-${r.id}-i${k}`, `${id}-${r.id}-u`, code, unit, q, p),
    ),
  ])
  return {
    id,
    name: `项目${id}`,
    meta: {
      type: '住宅',
      city: '上海',
      year: 2024,
      builtArea: 0,
      structureType: '框架',
    },
    structure,
    data: { version: 'GB/T 50500-2024', units, items, groups: [], rates: [], others: [] },
  }
}
