// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { LOADING_ERROR_DELAY_MS } from './constants'
import { beginLoading, loadingStore, resetLoading, useLoading, visibleRequests } from './loading'

const flag = () => loadingStore.get().loading

beforeEach(() => {
  vi.useFakeTimers()
  resetLoading()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('loading flag (SPEC §4)', () => {
  it('turns on when a request starts and off when it finishes', () => {
    const end = beginLoading()
    expect(loadingStore.get()).toEqual({ loading: true, pending: 1 })
    end(false)
    expect(loadingStore.get()).toEqual({ loading: false, pending: 0 })
  })

  it('stays on until all pending requests finish', () => {
    const a = beginLoading()
    const b = beginLoading()
    a(false)
    expect(flag()).toBe(true)
    b(false)
    expect(flag()).toBe(false)
  })

  it('a silent request with nothing else pending turns the flag on', () => {
    const end = beginLoading(true)
    expect(flag()).toBe(true)
    end(false)
    expect(flag()).toBe(false)
  })

  it('a silent request started while others are pending neither turns on nor holds the flag', () => {
    const visible = beginLoading()
    const silent = beginLoading(true)
    expect(loadingStore.get()).toEqual({ loading: true, pending: 2 })
    expect(visibleRequests()).toBe(1)
    visible(false)
    expect(loadingStore.get()).toEqual({ loading: false, pending: 1 })
    silent(false)
    expect(loadingStore.get()).toEqual({ loading: false, pending: 0 })
  })

  it('a non-silent request started while others are pending holds the flag too', () => {
    const first = beginLoading()
    const second = beginLoading()
    first(false)
    expect(flag()).toBe(true)
    second(false)
    expect(flag()).toBe(false)
  })

  it('after a failure the flag turns off 500 ms later', () => {
    const end = beginLoading()
    end(true)
    expect(loadingStore.get()).toMatchObject({ loading: true, pending: 0 })
    vi.advanceTimersByTime(LOADING_ERROR_DELAY_MS - 1)
    expect(flag()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(flag()).toBe(false)
    expect(LOADING_ERROR_DELAY_MS).toBe(500)
  })

  it('a request started within the 500 ms keeps the flag on until it finishes', () => {
    beginLoading()(true)
    const next = beginLoading()
    vi.advanceTimersByTime(1000)
    expect(flag()).toBe(true)
    next(false)
    expect(flag()).toBe(false)
  })

  it('a failure while others are pending waits for them', () => {
    const a = beginLoading()
    const b = beginLoading()
    a(true)
    vi.advanceTimersByTime(1000)
    expect(flag()).toBe(true)
    b(false)
    expect(flag()).toBe(false)
  })

  it('ending a request twice counts once', () => {
    const a = beginLoading()
    const b = beginLoading()
    a(false)
    a(false)
    expect(loadingStore.get()).toMatchObject({ loading: true, pending: 1 })
    b(false)
  })

  it('useLoading follows the flag', () => {
    const { result } = renderHook(() => useLoading())
    expect(result.current).toBe(false)
    let end: (failed: boolean) => void = () => undefined
    act(() => {
      end = beginLoading()
    })
    expect(result.current).toBe(true)
    act(() => end(false))
    expect(result.current).toBe(false)
  })
})
