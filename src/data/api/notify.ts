/**
 * How the data layer speaks to the user without importing UI code: the app shell registers a
 * notifier at start-up (message box, toast, confirmation); until then messages go to the console.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning'

export interface Notifier {
  /** A modal message box with one button (SPEC §8 "message box"). */
  messageBox(message: string): void
  /** A transient toast; durationMs defaults to 2000. */
  toast(message: string, options?: { kind?: ToastKind; durationMs?: number }): void
  /** A confirmation dialog; resolves true when the user confirms. */
  confirm(
    message: string,
    options?: { title?: string; confirmText?: string; cancelText?: string },
  ): Promise<boolean>
}

const consoleNotifier: Notifier = {
  messageBox: (message) => console.warn('[message]', message),
  toast: (message) => console.info('[toast]', message),
  confirm: () => Promise.resolve(false),
}

let current: Notifier = consoleNotifier

export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? consoleNotifier
}

export function notifier(): Notifier {
  return current
}
