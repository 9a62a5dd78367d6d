import { afterEach, beforeEach, vi } from 'vitest'
import { resetLoading } from './loading'
import type { TemplateCard, TemplateDetail } from '@/domain/api/shop'

/** A released template card with plausible defaults (tests override what they check). */
export function makeCard(over: Partial<TemplateCard> & { ID: string }): TemplateCard {
  return {
    Name: `模板${over.ID}`,
    AuthorID: 'author-1',
    AuthorName: '李工',
    City: '杭州',
    ProjectType: '住宅',
    Year: 2024,
    BuiltArea: 12000,
    UnitCost: 3500,
    TotalCost: 42000000,
    Price: 0,
    Thumbs: 0,
    Cover: '',
    ReleaseTime: '2024-01-01T00:00:00Z',
    ...over,
  }
}

export type Answer = { Data: unknown; Total?: number; ErrorCode?: string; Message?: string }

/** Stubs fetch with one answer per /api path (any case); unknown paths answer ErrorCode 404. */
export function serveApi(
  answers: Record<string, Answer | ((url: URL, init?: RequestInit) => Answer)>,
) {
  const table = new Map(Object.entries(answers).map(([k, v]) => [k.toLowerCase(), v]))
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost')
    const entry = table.get(url.pathname.toLowerCase())
    const answer = typeof entry === 'function' ? entry(url, init) : entry
    const body = answer
      ? {
          ErrorCode: answer.ErrorCode ?? '0',
          Message: answer.Message ?? '',
          Data: answer.Data,
          Total: answer.Total ?? 0,
        }
      : { ErrorCode: '404', Message: `no answer for ${url.pathname}`, Data: null }
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** Every request fails as if the network were down. */
export function goOffline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  )
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
}

/** Each test has its own IndexedDB (tests/setup): drop the app database bound to the last one. */
export async function freshDb() {
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
}

/** A template detail (GetProjectInfo) around a card. */
export function makeDetail(over: Partial<TemplateDetail> & { ID: string }): TemplateDetail {
  const card = makeCard(over)
  return {
    ...card,
    Description: '',
    ReleaseNotes: '含土建、安装全专业清单。',
    StandardVersion: 'GB/T 50500-2024',
    InArea: 10000,
    SellArea: 11000,
    Author: { ID: card.AuthorID, UserName: card.AuthorName, HeadPic: '' },
    Structure: [],
    Indicators: {
      TotalCost: card.TotalCost,
      UnitCost: card.UnitCost,
      SellUnitCost: null,
      ByDiscipline: [],
      Contents: [],
    },
    Collections: 0,
    IsLiked: false,
    IsCollected: false,
    Version: 1,
    VersionTime: card.ReleaseTime,
    Access: 'full',
    BoughtVersion: null,
    ...over,
  }
}

/** Pretends the sync engine sent every pending write and the server confirmed it. */
export async function confirmOutbox(): Promise<void> {
  const { getDb } = await import('@/data/db')
  const { markAcked, pendingEntries } = await import('@/data/repositories/outbox')
  const db = getDb()
  let version = 100
  for (const e of await pendingEntries(db)) await markAcked(db, e.seq, { serverVersion: ++version })
}

/** Every shop test starts with a fresh app database and loading flag, and drops its stubs after. */
export function setupShopTests(): void {
  beforeEach(async () => {
    resetLoading()
    await freshDb()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    resetLoading()
  })
}
