import { describe, expect, it } from 'vitest'
import type { BillItem } from '../bill/model'
import type { ProposedItem } from './generate'
import { smartListPreview, type SmartListInput } from './preview'
import {
  newPreviewStore,
  smartListChosen,
  smartListLines,
  smartListPrepare,
  smartListStage,
} from './preview-store'

/** One store for the file, as one worker keeps one. */
const store = newPreviewStore()

const items = Array.from({ length: 6 }, (_, i) => ({
  Kind: '分部分项' as const,
  Code: `0105010010${String(i).padStart(2, '0')}`,
  Name: `清单项${i}`,
  Features: '',
  Unit: 'm2',
  Quantity: 100 + i,
  UnitPrice: 50 + i,
  Materials: [],
  Specialty: i % 2 ? '装饰' : '土建',
  MultNum: 1,
}))
const base: SmartListInput = {
  rows: [
    { ID: 'r1', Name: '1#楼', BuiltArea: 1000 },
    { ID: 'r2', Name: '2#楼', BuiltArea: 2000 },
  ],
  existing: [],
  packages: [],
  packageItems: [],
  template: { BuiltArea: 1000, Items: items },
}

const asItem = (
  p: ProposedItem,
  id: string,
  quantity = p.Quantity,
): BillItem & { Origin: string } => ({
  ID: id,
  ProId: 'p',
  UnitId: 'u1',
  Kind: p.Kind,
  GroupId: '',
  Sort: 1,
  Code: p.Code,
  Name: p.Name,
  Features: p.Features,
  Unit: p.Unit,
  Quantity: quantity,
  UnitPrice: p.UnitPrice,
  Labour: null,
  Material: null,
  Machine: null,
  Overhead: null,
  Profit: null,
  ProvisionalAmount: null,
  Note: '',
  Materials: p.Materials,
  Origin: p.Origin,
})

// r1's 土建 unit holds one generated item as generated (无变化) and one edited by hand (已手工修改, not ticked).
const first = smartListPreview(base).plan.flatMap((e) =>
  e.Proposed && e.RowId === 'r1' && e.Specialty === '土建' ? [e.Proposed] : [],
)
const input: SmartListInput = {
  ...base,
  existing: [
    {
      ID: 'u1',
      RowId: 'r1',
      Specialty: '土建',
      Items: [
        asItem(first[0] as ProposedItem, 'i-same'),
        asItem(first[1] as ProposedItem, 'i-edited', 1),
      ],
    },
  ],
}

describe('the smart-list preview kept in the worker (preview-store)', () => {
  const plan = smartListPreview(input).plan
  const listed = plan.filter((e) => e.Action !== 'same')

  it('answers the counts of the uncached preview and its lines in pages', () => {
    const s = smartListPrepare(store, input)
    expect(s.counts).toEqual({ add: 10, update: 0, same: 1, edited: 1, remove: 0 })
    expect(s).toMatchObject({
      generated: 12,
      lines: listed.length,
      ticked: listed.filter((e) => e.Tick).length,
    })
    const pages = [0, 5, 10].flatMap(
      (offset) => smartListLines(store, s.previewId, offset, 5) ?? [],
    )
    expect(pages).toEqual(listed)
  })

  it('the chosen entries: the defaults, with the toggled ones flipped, read in pages', () => {
    const s = smartListPrepare(store, input)
    const edited = listed.find((e) => e.Action === 'edited')
    const added = listed.find((e) => e.Action === 'add')
    if (!edited || !added) throw new Error('fixture')
    expect(smartListChosen(store, s.previewId, [], 0, 100)?.entries).toEqual(
      listed.filter((e) => e.Tick),
    )
    const toggled = [edited.Id, added.Id]
    const all = smartListChosen(store, s.previewId, toggled, 0, 100)
    expect(all?.entries).toEqual(
      listed.filter((e) => (e.Id === edited.Id ? true : e.Id === added.Id ? false : e.Tick)),
    )
    const paged = [0, 4, 8].flatMap(
      (offset) => smartListChosen(store, s.previewId, toggled, offset, 4)?.entries ?? [],
    )
    expect(paged).toEqual(all?.entries)
    expect(all?.total).toBe(listed.length - 1)
  })

  it('reads the existing bill staged in several messages as if it came with the input', () => {
    const unit = input.existing[0]
    if (!unit) throw new Error('fixture')
    smartListStage(store, 'st', [{ ...unit, Items: unit.Items.slice(0, 1) }], true)
    smartListStage(store, 'st', [{ ...unit, ID: 'u2', RowId: 'r2', Items: [] }], false)
    const staged = smartListPrepare(store, { ...base, existing: [] }, 'st')
    const direct = smartListPrepare(store, {
      ...input,
      existing: [
        { ...unit, Items: unit.Items.slice(0, 1) },
        { ...unit, ID: 'u2', RowId: 'r2', Items: [] },
      ],
    })
    expect({ ...staged, previewId: '' }).toEqual({ ...direct, previewId: '' })
    expect(staged.counts.same).toBe(1)
    expect(smartListLines(store, staged.previewId, 0, 100)).toEqual(
      smartListLines(store, direct.previewId, 0, 100),
    )
  })

  it('forgets old previews (the screen asks again)', () => {
    const old = smartListPrepare(store, input).previewId
    for (let i = 0; i < 4; i++) smartListPrepare(store, base)
    expect(smartListLines(store, old, 0, 1)).toBeNull()
    expect(smartListChosen(store, old, [], 0, 1)).toBeNull()
  })
})
