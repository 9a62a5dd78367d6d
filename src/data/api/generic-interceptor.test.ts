import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '@/data/state/app-state'
import { genericErrorInterceptor, genericInterceptor } from './generic-interceptor'
import { type Notifier, setNotifier } from './notify'

function spyNotifier(confirmed: boolean) {
  const n = {
    messageBox: vi.fn<Notifier['messageBox']>(),
    toast: vi.fn<Notifier['toast']>(),
    confirm: vi.fn<Notifier['confirm']>(() => Promise.resolve(confirmed)),
  }
  setNotifier(n)
  return n
}

const SESSION = { token: 't', userId: '7', userName: '张三', avatar: null }

beforeEach(() => sessionStore.set(SESSION))
afterEach(() => setNotifier(null))

describe('generic interceptor (template, SPEC §8)', () => {
  it('code 20000 resolves to data without any message', async () => {
    const n = spyNotifier(false)
    await expect(
      genericInterceptor({ code: 20000, message: 'ok', data: { a: 1 } }),
    ).resolves.toEqual({ a: 1 })
    expect(n.toast).not.toHaveBeenCalled()
  })

  it.each([40000, 50000, 0])(
    'code %i shows a 5 s error toast and rejects with the message',
    async (code) => {
      const n = spyNotifier(false)
      await expect(genericInterceptor({ code, message: '参数错误' })).rejects.toThrow('参数错误')
      expect(n.toast).toHaveBeenCalledExactlyOnceWith('参数错误', {
        kind: 'error',
        durationMs: 5000,
      })
      expect(n.confirm).not.toHaveBeenCalled()
    },
  )

  it.each([50008, 50012, 50014])(
    'code %i offers re-login; confirming clears the session and reloads',
    async (code) => {
      const n = spyNotifier(true)
      const reload = vi.fn()
      await expect(genericInterceptor({ code, message: '令牌已过期' }, { reload })).rejects.toThrow(
        '令牌已过期',
      )
      expect(n.toast).toHaveBeenCalledWith('令牌已过期', { kind: 'error', durationMs: 5000 })
      expect(n.confirm).toHaveBeenCalledExactlyOnceWith(
        '您已登出，可以取消以留在此页面，或重新登录',
        {
          title: '确认登出',
          confirmText: '重新登录',
          cancelText: '取消',
        },
      )
      await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
      expect(sessionStore.get()).toEqual({
        token: null,
        userId: null,
        userName: null,
        avatar: null,
      })
    },
  )

  it('cancelling the re-login keeps the session and the page', async () => {
    const n = spyNotifier(false)
    const reload = vi.fn()
    await expect(
      genericInterceptor({ code: 50012, message: '已在别处登录' }, { reload }),
    ).rejects.toThrow()
    await vi.waitFor(() => expect(n.confirm).toHaveBeenCalled())
    await Promise.resolve()
    expect(reload).not.toHaveBeenCalled()
    expect(sessionStore.get()).toEqual(SESSION)
  })

  it('a failure without message still shows a Chinese toast', async () => {
    const n = spyNotifier(false)
    await expect(genericInterceptor({ code: 1 })).rejects.toThrow('请求失败')
    expect(n.toast).toHaveBeenCalledWith('请求失败', { kind: 'error', durationMs: 5000 })
  })

  it('network errors toast their message for 5 s and reject with the same error', async () => {
    const n = spyNotifier(false)
    const error = new Error('网络连接失败')
    await expect(genericErrorInterceptor(error)).rejects.toBe(error)
    expect(n.toast).toHaveBeenCalledExactlyOnceWith('网络连接失败', {
      kind: 'error',
      durationMs: 5000,
    })
  })
})
