import { describe, expect, it, vi } from 'vitest'

describe('zod-jitless', () => {
  it("sets the flag zod's own config() reads, imported before zod", async () => {
    await import('./zod-jitless')
    const { config } = await import('zod/v4/core')
    expect(config().jitless).toBe(true)
  })

  it('sets it on the configuration zod already made, keeping the rest of it', async () => {
    const { config } = await import('zod/v4/core')
    config({ jitless: false, customError: () => '自定义' })
    vi.resetModules()
    await import('./zod-jitless')
    expect(config().jitless).toBe(true)
    expect(config().customError?.({} as never)).toBe('自定义')
    config({ customError: undefined })
  })
})
