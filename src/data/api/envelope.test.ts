import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Envelope } from '@/domain/api/envelope'
import { call, isOk } from './envelope'
import { ApiError } from './errors'

afterEach(() => vi.restoreAllMocks())

describe('isOk', () => {
  it.each<[Envelope | null | undefined, boolean]>([
    [{ ErrorCode: '0', Message: '', Data: null }, true],
    [{ ErrorCode: '1', Message: 'x', Data: null }, false],
    [{ ErrorCode: '', Message: '', Data: null }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (e, ok) => {
    expect(isOk(e)).toBe(ok)
  })
})

describe('call: Data or null, failures only logged', () => {
  it('resolves to Data on success without logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(
      call(Promise.resolve({ ErrorCode: '0', Message: '', Data: [1, 2] })),
    ).resolves.toEqual([1, 2])
    expect(warn).not.toHaveBeenCalled()
  })

  it('resolves to null and warns when the code is not "0"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(
      call(Promise.resolve({ ErrorCode: '2', Message: '无数据', Data: [] }), 'GetPro'),
    ).resolves.toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain('无数据')
  })

  it('resolves to null and warns when the call rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(call(Promise.reject(new ApiError('network', '网络连接失败')))).resolves.toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })
})
