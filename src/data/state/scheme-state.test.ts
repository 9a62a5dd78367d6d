// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SCHEME_STORAGE_KEYS,
  bidReturnStore,
  emptySchemeState,
  emptyBenchmarkState,
  hasSchemeName,
  benchmarkStore,
  parseSchemeState,
  persistSchemeStateOnUnload,
  restoreSchemeState,
} from './scheme-state'

/** Modules loaded afresh: their own unload listeners go after each test. */
const fresh: Array<{ stopPersisting: () => void }> = []
const loadFresh = async () => {
  vi.resetModules()
  const module = await import('./scheme-state')
  fresh.push(module)
  return module
}

afterEach(() => {
  for (const module of fresh.splice(0)) module.stopPersisting()
  bidReturnStore.set(emptySchemeState())
  benchmarkStore.set(emptyBenchmarkState())
  vi.resetModules()
})

describe('scheme header state', () => {
  it('is restored from sessionStorage when the module loads', async () => {
    sessionStorage.setItem(
      SCHEME_STORAGE_KEYS.old,
      JSON.stringify({
        schemeInfo: { ID: 5, SchemeName: '一期回标' },
        mainId: 'p1',
        operations: ['save'],
        modelType: '住宅',
      }),
    )
    sessionStorage.setItem(
      SCHEME_STORAGE_KEYS.new,
      JSON.stringify({
        schemeInfo: { ID: 'a', SchemeName: '酒店对标' },
        type: '酒店',
        functionName: '客房',
        schemeName: '酒店对标',
      }),
    )
    const reloaded = await loadFresh()
    expect(reloaded.bidReturnStore.get()).toEqual({
      operations: ['save'],
      schemeInfo: { ID: 5, SchemeName: '一期回标' },
      mainId: 'p1',
      header: null,
      modelType: '住宅',
    })
    expect(reloaded.benchmarkStore.get()).toMatchObject({
      schemeInfo: { ID: 'a', SchemeName: '酒店对标' },
      type: '酒店',
      functionName: '客房',
      schemeName: '酒店对标',
    })
  })

  it('is kept for a reload once a screen has loaded the module, without a start-up call', async () => {
    sessionStorage.clear()
    const reloaded = await loadFresh()
    reloaded.benchmarkStore.set({ ...emptyBenchmarkState(), schemeName: '办公对标', type: '办公' })
    window.dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(sessionStorage.getItem(SCHEME_STORAGE_KEYS.new) ?? 'null')).toMatchObject({
      schemeName: '办公对标',
      type: '办公',
    })
  })

  it('falls back to an empty state for missing or malformed storage', () => {
    sessionStorage.setItem(SCHEME_STORAGE_KEYS.old, '{not json')
    sessionStorage.removeItem(SCHEME_STORAGE_KEYS.new)
    restoreSchemeState()
    expect(bidReturnStore.get()).toEqual(emptySchemeState())
    expect(benchmarkStore.get()).toEqual(emptyBenchmarkState())
    expect(
      parseSchemeState(JSON.stringify({ operations: 'x', schemeInfo: [1], mainId: {} })),
    ).toEqual(emptySchemeState())
  })

  it.each(['beforeunload', 'pagehide'])('is written back to sessionStorage on %s', (event) => {
    const stop = persistSchemeStateOnUnload(window)
    bidReturnStore.set({ ...emptySchemeState(), schemeInfo: { ID: 9, SchemeName: '二期' } })
    benchmarkStore.set({ ...emptyBenchmarkState(), schemeName: '新方案', type: '办公' })
    expect(sessionStorage.getItem(SCHEME_STORAGE_KEYS.old)).toBeNull()
    window.dispatchEvent(new Event(event))
    stop()
    expect(JSON.parse(sessionStorage.getItem(SCHEME_STORAGE_KEYS.old) ?? 'null')).toMatchObject({
      schemeInfo: { ID: 9, SchemeName: '二期' },
    })
    expect(JSON.parse(sessionStorage.getItem(SCHEME_STORAGE_KEYS.new) ?? 'null')).toMatchObject({
      schemeName: '新方案',
      type: '办公',
    })
  })

  it('round-trips: what is written is what a reload restores', () => {
    const state = {
      ...emptyBenchmarkState(),
      schemeInfo: { ID: 3, SchemeName: '方案三' },
      header: { level: 2 },
    }
    benchmarkStore.set(state)
    const stop = persistSchemeStateOnUnload(window)
    window.dispatchEvent(new Event('beforeunload'))
    stop()
    benchmarkStore.set(emptyBenchmarkState())
    restoreSchemeState()
    expect(benchmarkStore.get()).toEqual(state)
  })

  it('has a scheme name only for a non-empty SchemeName', () => {
    expect(hasSchemeName({ SchemeName: null })).toBe(false)
    expect(hasSchemeName({ SchemeName: '' })).toBe(false)
    expect(hasSchemeName({} as { SchemeName: string | null })).toBe(false)
    expect(hasSchemeName(null)).toBe(false)
    expect(hasSchemeName({ SchemeName: '住宅对标' })).toBe(true)
  })
})
