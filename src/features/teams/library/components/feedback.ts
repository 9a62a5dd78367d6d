import { showToast } from '@/components/ui/toast-store'
import type { Outcome } from '../hooks/library-commands'

export const ok = (message: string) => showToast(message, { kind: 'success' })
export const failed = (message: string) => showToast(message, { kind: 'error', durationMs: 5000 })

/** Runs a library command: toasts its outcome and calls `after` on success. Resolves to the failure message, or null. */
export async function act<T>(
  work: Promise<Outcome<T>>,
  success: string | ((data: T) => string),
  after?: () => void,
): Promise<string | null> {
  const outcome = await work
  if (!outcome.ok) {
    failed(outcome.message)
    return outcome.message
  }
  ok(typeof success === 'string' ? success : success(outcome.data))
  after?.()
  return null
}

export const SOURCE_NAMES: Record<number, string> = { 1: '个人', 2: '市场价', 3: '官方信息价' }
export const day = (iso: string) => iso.slice(0, 10)
export const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ')
