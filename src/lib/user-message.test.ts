import { afterEach, describe, expect, it, vi } from 'vitest'
import { messageBoxStore, showMessageBox } from '@/components/message-box-store'
import { showToast, toastStore } from '@/components/ui/toast-store'
import { UNKNOWN_ERROR_MESSAGE, userMessage } from './user-message'

const premature = Object.assign(
  new Error('Transaction committed too early. See http://bit.ly/2kdckMn'),
  { name: 'PrematureCommitError' },
)

afterEach(() => {
  vi.restoreAllMocks()
  toastStore.set([])
  messageBoxStore.set([])
})

describe('no raw exception text reaches the user', () => {
  it('keeps our Chinese messages and replaces technical English with a Chinese one, logging it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(userMessage(new Error('模板不存在或已被删除'))).toBe('模板不存在或已被删除')
    expect(userMessage(premature, '另存为模板失败')).toBe('另存为模板失败')
    expect(userMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      UNKNOWN_ERROR_MESSAGE,
    )
    expect(userMessage(new Error('保存失败 TypeError: x is not a function'))).toBe(
      UNKNOWN_ERROR_MESSAGE,
    )
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('a toast or message box given English exception text shows 操作失败，请稍后重试', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showToast(premature.message, { kind: 'error' })
    void showMessageBox('Failed to fetch')
    expect(toastStore.get().map((t) => t.message)).toEqual([UNKNOWN_ERROR_MESSAGE])
    expect(messageBoxStore.get().map((b) => b.message)).toEqual([UNKNOWN_ERROR_MESSAGE])
    showToast('已加入购物车')
    expect(toastStore.get().at(-1)?.message).toBe('已加入购物车')
  })
})
