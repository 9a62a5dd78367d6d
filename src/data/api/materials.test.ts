// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Notifier, setNotifier } from './notify'
import { resetLoading } from './loading'
import { json, stubFetch } from './test-fetch'
import {
  fetchHistory,
  HISTORY_NEEDS_NETWORK,
  NEED_NETWORK,
  NEED_NETWORK_SHARED,
  recoverHistory,
  RESTORE_NEEDS_NETWORK,
  saveItems,
} from './materials'

const boxes: string[] = []
const fake: Notifier = {
  messageBox: (m) => void boxes.push(m),
  toast: () => undefined,
  confirm: () => Promise.resolve(false),
}
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

beforeEach(() => {
  boxes.length = 0
  setNotifier(fake)
  resetLoading()
})
afterEach(() => {
  setNotifier(null)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const ITEM = {
  ID: 'i1',
  Code: '0401001',
  Name: '中砂',
  Spec: '',
  Unit: 'm³',
  PriceTax: '190',
  PriceNoTax: '',
  TaxRate: '3',
  Brand: '',
  Source: '',
  Period: '2026-05',
}
const ROW = {
  ID: 9,
  PackageID: 'p1',
  ItemID: 'i1',
  BatchID: 'b1',
  Action: 'update',
  Before: null,
  After: null,
  RestoredTo: null,
  RestoredBefore: false,
  UserID: 'u1',
  UserName: '管理员',
  CreateTime: '2026-05-20T06:03:05.000Z',
}

describe('price package writes and history', () => {
  it('offline, an edit is refused without a request, naming the kind of package', async () => {
    const sent = stubFetch(() =>
      json({ ErrorCode: '0', Message: '', Data: { Updated: 1, Deleted: 0 } }),
    )
    goOffline()
    expect(await saveItems({ ID: 'p1', Type: 1 }, [ITEM])).toEqual({
      ok: false,
      message: NEED_NETWORK,
    })
    expect(await saveItems({ ID: 'p3', Type: 3 }, [ITEM])).toEqual({
      ok: false,
      message: NEED_NETWORK_SHARED,
    })
    expect(await fetchHistory('p3', 1, 200)).toEqual({ ok: false, message: HISTORY_NEEDS_NETWORK })
    expect(await recoverHistory('p3', 9)).toEqual({ ok: false, message: RESTORE_NEEDS_NETWORK })
    expect(sent).toEqual([])
  })

  it('reads a page of history with its total', async () => {
    const sent = stubFetch(() => json({ ErrorCode: '0', Message: '', Data: [ROW], Total: 401 }))
    expect(await fetchHistory('p3', 2, 200)).toEqual({
      ok: true,
      data: { rows: [ROW], total: 401 },
    })
    const url = new URL(sent[0]?.url ?? '', 'http://x')
    expect(url.pathname).toBe('/api/MaterialPrice/GetHistory')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      PackageID: 'p3',
      PageIndex: '2',
      PageSize: '200',
    })
  })

  it("a refused restore answers the server's Chinese message, and no message box", async () => {
    const sent = stubFetch(() => json({ ErrorCode: '1', Message: '历史记录不存在', Data: null }))
    expect(await recoverHistory('p3', 9)).toEqual({ ok: false, message: '历史记录不存在' })
    expect(sent[0]?.url).toContain('/api/MaterialPrice/RecoverHistory')
    expect(String(sent[0]?.body)).toContain('HistoryID=9')
    expect(String(sent[0]?.body)).toContain('Before=0')
    expect(boxes).toEqual([])
  })

  it('restores to the state before a history row with Before=1', async () => {
    const sent = stubFetch(() => json({ ErrorCode: '0', Message: '', Data: { Changed: 3 } }))
    expect(await recoverHistory('p3', 9, true)).toEqual({ ok: true, data: { Changed: 3 } })
    expect(String(sent[0]?.body)).toContain('Before=1')
  })
})
