// bench/estimate: 智能清单 in Node (the compute worker's smartListPreview, no browser): generating a
// 20,000-item bill for a 50-building project (400 recipes per building, target < 2 s in the worker),
// then regenerating over those 20,000 items (the plan compares each by its Origin mark), and one
// estimate's figures. The main thread's longest task during a browser run is not measured here.
import type { BillItem } from '../src/domain/bill/model.ts'
import type { Recipe } from '../src/domain/estimate/generate.ts'
import { generateItems } from '../src/domain/estimate/generate.ts'
import { planRegeneration, type ExistingUnit } from '../src/domain/estimate/plan.ts'
import { estimateFigures, smartListPreview } from '../src/domain/estimate/preview.ts'
import type { TemplateBill } from '../src/domain/estimate/recipes.ts'
import { measure } from './lib/measure.ts'

const show = (label: string, r: { wall: number; cpu: number }) => console.log(`${label}: median ${r.wall.toFixed(1)} ms wall, ${r.cpu.toFixed(1)} ms CPU`)

const SPECIALTIES = ['土建', '装饰', '给排水', '电气', '暖通', '消防', '智能化', '景观']
const items: TemplateBill['Items'][number][] = Array.from({ length: 400 }, (_, i) => ({
  Kind: '分部分项', Code: `0105${String(1000 + (i % 900)).padStart(4, '0')}${String(i % 1000).padStart(3, '0')}`.slice(0, 12), Name: `清单项${i}`, Features: `特征${i}`, Unit: i % 3 ? 'm2' : 'm3',
  Quantity: 100 + i, UnitPrice: 50 + (i % 70), Materials: [], Specialty: SPECIALTIES[i % 8]!, MultNum: 1,
}))
const template: TemplateBill = { BuiltArea: 10_000, Items: items }
const rows = Array.from({ length: 50 }, (_, i) => ({ ID: `row-${i}`, Name: `${i + 1}#楼`, BuiltArea: 8000 + i * 37 }))
const input = { rows, existing: [] as ExistingUnit[], packages: [], packageItems: [], template }

let generated = 0
show('smartListPreview, 50 buildings × 400 items (target < 2 s)', measure(5, () => (generated = smartListPreview(input).generated)))
console.log(`  items generated: ${generated}`)

// Regeneration over the committed bill: the same 20,000 items back as units, 1 in 10 hand-edited.
const recipes: Recipe[] = items.map((i) => ({ Specialty: i.Specialty, Kind: i.Kind, Code: i.Code, Name: i.Name, Features: i.Features, Unit: i.Unit, Content: 0.01, Price: 60, PriceSource: '模板' }))
const proposed = generateItems(rows, recipes)
const units = new Map<string, ExistingUnit>()
proposed.forEach((p, k) => {
  const key = `${p.RowId}|${p.Specialty}`
  const unit = units.get(key) ?? { ID: `u-${key}`, RowId: p.RowId, Specialty: p.Specialty, Items: [] as (BillItem & { Origin?: string })[] }
  ;(unit.Items as (BillItem & { Origin?: string })[]).push({ ID: `i-${k}`, ProId: 'p', UnitId: unit.ID, Kind: p.Kind, GroupId: '', Sort: k, Code: p.Code, Name: p.Name, Features: p.Features, Unit: p.Unit, Quantity: p.Quantity, UnitPrice: k % 10 === 0 ? 99 : p.UnitPrice, Labour: null, Material: null, Machine: null, Overhead: null, Profit: null, ProvisionalAmount: null, Note: '', Materials: [], Origin: p.Origin })
  units.set(key, unit)
})
let edited = 0
show('planRegeneration over 20,000 existing items', measure(5, () => (edited = planRegeneration([...units.values()], proposed).filter((e) => e.Action === 'edited').length)))
console.log(`  hand-edited kept: ${edited}`)

const systems = SPECIALTIES.map((s, i) => ({ Code: `S${i}`, Name: s, Specialty: s, Prices: { 经济: '100', 标准: '200', 高档: '300', 豪华: '400' }, Sort: i }))
const functions = Array.from({ length: 10 }, (_, i) => ({ Code: `F${i}`, Name: `功能${i}`, Area: 1000 + i }))
show('estimateFigures, 10 functions × 8 systems', measure(21, () => estimateFigures({ Functions: functions, Choices: [], Grade: '标准', Rooms: { 卧室: 300 }, Systems: systems, CountItems: [], Brands: [], Samples: [3000, 3200, 3500, 4000] })))
