import { createStore } from '@/data/state/store'
import { userText } from '@/lib/user-message'

/**
 * Modal message boxes (one 确定 button, SPEC §8) and confirmations, queued so that several
 * messages arriving together are read one after another. Callable from non-React code. The
 * <MessageBoxHost /> of message-box.tsx renders the head of the queue; it lives apart from this
 * store so that the Radix dialog code loads only when a message arrives.
 */
export interface ConfirmOptions {
  title?: string
  confirmText?: string
  cancelText?: string
}

export interface BoxItem {
  id: number
  kind: 'alert' | 'confirm'
  message: string
  title: string
  confirmText: string
  cancelText: string
  resolve: (confirmed: boolean) => void
}

export const messageBoxStore = createStore<BoxItem[]>([])
let nextId = 1

function enqueue(
  kind: BoxItem['kind'],
  message: string,
  options: ConfirmOptions,
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    messageBoxStore.set((queue) => [
      ...queue,
      {
        id: nextId++,
        kind,
        message: userText(message),
        title: options.title ?? (kind === 'alert' ? '提示' : '请确认'),
        confirmText: options.confirmText ?? '确定',
        cancelText: options.cancelText ?? '取消',
        resolve,
      },
    ])
  })
}

/** Shows a modal message with one 确定 button; resolves when it is closed. */
export function showMessageBox(
  message: string,
  options: Pick<ConfirmOptions, 'title'> = {},
): Promise<void> {
  return enqueue('alert', message, options).then(() => undefined)
}

/** Asks for confirmation; resolves true for the confirm button, false for cancel or Esc. */
export function showConfirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return enqueue('confirm', message, options)
}

export function settleMessageBox(id: number, confirmed: boolean): void {
  const item = messageBoxStore.get().find((b) => b.id === id)
  if (!item) return
  messageBoxStore.set((queue) => queue.filter((b) => b.id !== id))
  item.resolve(confirmed)
}
