import type { BillData, BillItem, BillOther, BillRate, BillUnit } from '../bill/model'
import { encodeBill, type StoredParticipant } from './stored'
import { roundTo } from '../money'

/**
 * The bills of the small synthetic analysis the worker runs through its own 回标 path when the
 * screens open (docs/bid-return.md "Speed", session 16; the run is workers/bid-return-warm-up.ts):
 * the first analysis of a session otherwise pays for the JIT compiling that code (≈ 0.5–1 s more
 * in Chromium for 10 × 20,000 items).
 */
/**
 * A round of 3 bidders × 20,000 items (≈ 1 s of the worker in Chromium here, in steps of at most one
 * bill) brought the first analysis of 10 × 20,000 down from 1.2–2.9 s to 0.75–0.9 s; a round of
 * 2,000 items (3 rounds, ≈ 0.5 s) only to 1.6 s; a second round of 20,000 gained little (session 16).
 */
export const WARM_ITEMS = 20_000
export const WARM_BIDDERS = 3
export const WARM_ROUNDS = 1
/** Characters per slice, as use-bid.ts sends a bill. */
export const WARM_SLICE = 300_000

const units = (p: string): BillUnit[] => [
  {
    ID: `${p}u1`,
    ProId: p,
    RowId: '',
    Specialty: '土建',
    SpecialtyCustom: 0,
    Name: '',
    Sort: 1,
    TaxRate: 9,
  },
  {
    ID: `${p}u2`,
    ProId: p,
    RowId: '',
    Specialty: '装饰',
    SpecialtyCustom: 0,
    Name: '',
    Sort: 2,
    TaxRate: 9,
  },
]
const UNITS_OF_MEASURE = ['m3', 'm2', 't', 'm', '项'] as const

/** Bidder `b`'s bill (b = -1: the tender): two 单位工程, priced items, blanks, renumbered, left out and added items. */
export function warmBill(
  b: number,
  n: number,
): { data: BillData; amounts: Record<string, number> } {
  const p = b < 0 ? 't' : `b${b}`
  const [u1, u2] = units(p) as [BillUnit, BillUnit]
  const items: BillItem[] = []
  const amounts: Record<string, number> = {}
  for (let i = 0; i < n; i++) {
    if (b >= 0 && i % 211 === b) continue
    const factor = b < 0 ? 1 : 0.85 + ((i * 31 + b * 17) % 30) / 100
    const price = i % 173 === 5 && b >= 0 ? null : roundTo((50 + (i % 450)) * factor, 2)
    const quantity = i % 331 === 9 ? null : 10 + (i % 97) + (i % 7) / 10
    const renumbered = b >= 0 && i % 97 === 7
    const id = `${p}i${i}`
    items.push({
      ID: id,
      ProId: p,
      UnitId: i < n / 2 ? u1.ID : u2.ID,
      Kind: i % 10 === 9 ? '单价措施' : '分部分项',
      GroupId: '',
      Sort: i + 1,
      Code: renumbered ? `01B${String(i).padStart(6, '0')}` : `0101${String(i).padStart(8, '0')}`,
      Name: `清单项${i % 400}`,
      Features: i % 3 === 0 ? `1.部位：${i % 13}层\n2.强度等级：C${20 + (i % 4) * 5}` : '',
      Unit: UNITS_OF_MEASURE[i % UNITS_OF_MEASURE.length] as string,
      Quantity: quantity,
      UnitPrice: price,
      Labour: null,
      Material: null,
      Machine: null,
      Overhead: null,
      Profit: null,
      ProvisionalAmount: i % 101 === 3 ? 100 : null,
      Note: '',
      Materials: [],
    })
    if (b >= 0 && i % 50 === 1 && price !== null && quantity !== null)
      amounts[id] = (roundTo(quantity * price, 2) ?? 0) + 1
  }
  if (b >= 0)
    items.push({
      ...(items[0] as BillItem),
      ID: `${p}extra`,
      Code: '01B999999',
      Name: '新增项',
      Sort: n + 1,
    })
  const rates: BillRate[] = [u1, u2].map((u, k) => ({
    ID: `${p}r${k}`,
    ProId: p,
    UnitId: u.ID,
    Kind: '总价措施',
    Code: '',
    Name: '安全文明施工费',
    Base: '分部分项工程费',
    Rate: 3.5,
    Amount: null,
    IsSafety: 1,
    Note: '',
    Sort: 1,
  }))
  const others: BillOther[] = [
    {
      ID: `${p}o1`,
      ProId: p,
      UnitId: u1.ID,
      Kind: '暂列金额',
      Name: '暂列金额',
      Unit: '',
      Quantity: null,
      UnitPrice: null,
      Base: null,
      Rate: null,
      Amount: b === 1 ? 900 : 1000,
      Note: '',
      Sort: 1,
    },
  ]
  return { data: { version: 'GB/T 50500-2024', units: [u1, u2], items, rates, others }, amounts }
}

/** The warm-up scheme's row of bidder `b` (b = -1: the tender), its bill of `n` items encoded as stored. */
export function warmRow(b: number, n: number): StoredParticipant {
  const { data, amounts } = warmBill(b, n)
  return {
    ID: b < 0 ? 'tender' : `bidder${b}`,
    Role: b < 0 ? 'tender' : 'bidder',
    Name: b < 0 ? '招标控制价' : `投标人${b + 1}`,
    Bill: encodeBill(data, { amounts }),
    BidTotal: b === 0 ? 1_000_000 : null,
    Sort: b + 1,
  }
}
