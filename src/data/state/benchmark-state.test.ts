// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BENCHMARK_STORAGE_KEYS,
  benchmarkStore,
  emptyBenchmarkState,
  emptyNewBenchmarkState,
  hasSchemeName,
  newBenchmarkStore,
  parseBenchmarkState,
  persistBenchmarkStateOnUnload,
  restoreBenchmarkState,
} from './benchmark-state'

afterEach(() => {
  benchmarkStore.set(emptyBenchmarkState())
  newBenchmarkStore.set(emptyNewBenchmarkState())
  vi.resetModules()
})

describe('benchmark state', () => {
  it('is restored from sessionStorage when the module loads', async () => {
    sessionStorage.setItem(
      BENCHMARK_STORAGE_KEYS.old,
      JSON.stringify({
        schemeInfo: { ID: 5, SchemeName: '一期回标' },
        mainId: 'p1',
        operations: ['save'],
        modelType: '住宅',
      }),
    )
    sessionStorage.setItem(
      BENCHMARK_STORAGE_KEYS.new,
      JSON.stringify({
        schemeInfo: { ID: 'a', SchemeName: '酒店对标' },
        type: '酒店',
        functionName: '客房',
        schemeName: '酒店对标',
      }),
    )
    vi.resetModules()
    const fresh = await import('./benchmark-state')
    expect(fresh.benchmarkStore.get()).toEqual({
      operations: ['save'],
      schemeInfo: { ID: 5, SchemeName: '一期回标' },
      mainId: 'p1',
      header: null,
      modelType: '住宅',
    })
    expect(fresh.newBenchmarkStore.get()).toMatchObject({
      schemeInfo: { ID: 'a', SchemeName: '酒店对标' },
      type: '酒店',
      functionName: '客房',
      schemeName: '酒店对标',
    })
  })

  it('falls back to an empty state for missing or malformed storage', () => {
    sessionStorage.setItem(BENCHMARK_STORAGE_KEYS.old, '{not json')
    sessionStorage.removeItem(BENCHMARK_STORAGE_KEYS.new)
    restoreBenchmarkState()
    expect(benchmarkStore.get()).toEqual(emptyBenchmarkState())
    expect(newBenchmarkStore.get()).toEqual(emptyNewBenchmarkState())
    expect(
      parseBenchmarkState(JSON.stringify({ operations: 'x', schemeInfo: [1], mainId: {} })),
    ).toEqual(emptyBenchmarkState())
  })

  it.each(['beforeunload', 'pagehide'])('is written back to sessionStorage on %s', (event) => {
    const stop = persistBenchmarkStateOnUnload(window)
    benchmarkStore.set({ ...emptyBenchmarkState(), schemeInfo: { ID: 9, SchemeName: '二期' } })
    newBenchmarkStore.set({ ...emptyNewBenchmarkState(), schemeName: '新方案', type: '办公' })
    expect(sessionStorage.getItem(BENCHMARK_STORAGE_KEYS.old)).toBeNull()
    window.dispatchEvent(new Event(event))
    stop()
    expect(JSON.parse(sessionStorage.getItem(BENCHMARK_STORAGE_KEYS.old) ?? 'null')).toMatchObject({
      schemeInfo: { ID: 9, SchemeName: '二期' },
    })
    expect(JSON.parse(sessionStorage.getItem(BENCHMARK_STORAGE_KEYS.new) ?? 'null')).toMatchObject({
      schemeName: '新方案',
      type: '办公',
    })
  })

  it('round-trips: what is written is what a reload restores', () => {
    const state = {
      ...emptyNewBenchmarkState(),
      schemeInfo: { ID: 3, SchemeName: '方案三' },
      header: { level: 2 },
    }
    newBenchmarkStore.set(state)
    const stop = persistBenchmarkStateOnUnload(window)
    window.dispatchEvent(new Event('beforeunload'))
    stop()
    newBenchmarkStore.set(emptyNewBenchmarkState())
    restoreBenchmarkState()
    expect(newBenchmarkStore.get()).toEqual(state)
  })

  it('has a scheme name only for a non-empty SchemeName', () => {
    expect(hasSchemeName({ SchemeName: null })).toBe(false)
    expect(hasSchemeName({ SchemeName: '' })).toBe(false)
    expect(hasSchemeName({} as { SchemeName: string | null })).toBe(false)
    expect(hasSchemeName(null)).toBe(false)
    expect(hasSchemeName({ SchemeName: '住宅对标' })).toBe(true)
  })
})
