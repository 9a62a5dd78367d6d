import { describe, expect, it } from 'vitest'
import { scrollRestorationGate } from './-router'

describe('scrollRestorationGate', () => {
  it('skips only the first render of a fresh navigation, then restores on every render', () => {
    const gate = scrollRestorationGate(() => 'navigate')
    expect(gate()).toBe(false)
    expect(gate()).toBe(true)
    expect(gate()).toBe(true)
  })

  it('restores from the first render after a reload or back/forward', () => {
    for (const type of ['reload', 'back_forward']) {
      const gate = scrollRestorationGate(() => type)
      expect(gate()).toBe(true)
    }
  })

  it('restores when the navigation type is unknown', () => {
    expect(scrollRestorationGate(() => undefined)()).toBe(true)
  })
})
