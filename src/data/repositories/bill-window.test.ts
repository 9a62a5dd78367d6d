import { describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import {
  addItems,
  createUnit,
  deleteItems,
  getItems,
  listItems,
  restoreItems,
  updateItems,
} from './bill'
import { UnitItemsWindow } from './bill-window'
import { createProject } from './projects'

const ROW = '11111111-1111-4111-8111-111111111111'

async function unitWithItems(db: SmartBoqDb, n: number): Promise<{ pid: string; unit: string }> {
  const pid = await createProject(db, { Project_Name: '分段读取' })
  const u = await createUnit(db, {
    projectId: pid,
    rowId: ROW,
    specialty: '土建',
    version: 'GB/T 50500-2024',
  })
  if (!u.ok) throw new Error(u.message)
  const made = await addItems(
    db,
    pid,
    u.value,
    { kind: '分部分项', groupId: '' },
    Array.from({ length: n }, (_, k) => ({
      Code: `010505001${String(k + 100)}`,
      Name: `柱${k}`,
      Unit: 'm3',
      Quantity: k + 1,
      UnitPrice: 10,
    })),
  )
  if (!made.ok) throw new Error(made.message)
  return { pid, unit: u.value }
}

/** A window over the unit; `settled()` resolves once nothing is loading and the items equal listItems. */
function follow(db: SmartBoqDb, unit: string) {
  let wake: (() => void) | null = null
  const win = new UnitItemsWindow(db, unit, () => wake?.(), { first: 4, next: 5 })
  const settled = async () => {
    for (;;) {
      const want = (await listItems(db, unit)).map((i) => `${i.ID}:${i.Quantity}`)
      if (
        !win.loading &&
        win
          .items()
          .map((i) => `${i.ID}:${i.Quantity}`)
          .join() === want.join()
      )
        return want
      await new Promise<void>((r) => (wake = r))
    }
  }
  return { win, settled }
}

describe('UnitItemsWindow: a unit read a chunk at a time, in order', () => {
  it('shows the first chunk first, then every item in Sort order; ties of Sort across a chunk boundary are neither lost nor doubled', async () => {
    const db = createDb(`bill-window-${crypto.randomUUID()}`)
    const { unit } = await unitWithItems(db, 12)
    // Seven more items sharing the Sort of the 6th: a run of ties longer than a chunk.
    const sixth = (await listItems(db, unit))[5]!
    await restoreItems(
      db,
      Array.from({ length: 7 }, () => sixth),
    )
    const seen: number[] = []
    let wake: (() => void) | null = null
    const win = new UnitItemsWindow(
      db,
      unit,
      () => {
        seen.push(win.items().length)
        wake?.()
      },
      { first: 4, next: 5 },
    )
    win.start()
    while (win.loading) await new Promise<void>((r) => (wake = r))
    expect(seen[0]).toBe(4)
    expect(win.chunkCount).toBeGreaterThan(2)
    expect(win.items().map((i) => i.ID)).toEqual((await listItems(db, unit)).map((i) => i.ID))
    expect(win.items()).toHaveLength(19)
    win.close()
  })

  it('follows edits, deletes and items added in the middle and at the end', async () => {
    const db = createDb(`bill-window-${crypto.randomUUID()}`)
    const { pid, unit } = await unitWithItems(db, 14)
    const { win, settled } = follow(db, unit)
    win.start()
    const ids = (await settled()).map((s) => s.split(':')[0]!)
    expect((await updateItems(db, [{ id: ids[9]!, fields: { Quantity: '77' } }])).ok).toBe(true)
    expect((await settled())[9]).toBe(`${ids[9]}:77`)
    await deleteItems(db, [ids[2]!])
    expect(await settled()).toHaveLength(13)
    const middle = await addItems(
      db,
      pid,
      unit,
      { kind: '分部分项', groupId: '', beforeId: ids[7]! },
      [{ Code: '010505001900', Name: '插入', Unit: 'm3' }],
    )
    const end = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      { Code: '010505001901', Name: '末尾', Unit: 'm3' },
    ])
    const after = await settled()
    expect(after).toHaveLength(15)
    expect(after.at(-1)?.split(':')[0]).toBe(end.ok ? end.value[0] : '')
    const order = after.map((x) => x.split(':')[0])
    expect(order.indexOf(middle.ok ? middle.value[0] : '')).toBe(order.indexOf(ids[7]) - 1)
    expect((await getItems(db, middle.ok ? middle.value : [])).map((i) => i.Name)).toEqual(['插入'])
    win.close()
  })
})
