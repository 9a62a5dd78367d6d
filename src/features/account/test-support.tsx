import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { type Notifier, setNotifier } from '@/data/api/notify'
import { resetLoading } from '@/data/api/loading'
import { pageNavigation } from '@/data/api/account'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { type SentRequest, envelope, stubFetch } from '@/data/api/test-fetch'

/** Test support for the account feature; only test files import this module. */
export interface Toasted {
  message: string
  kind: string | undefined
  durationMs: number | undefined
}

export function setupAccountTest(href = 'http://localhost/newIndex') {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const toasts: Toasted[] = []
  const boxes: string[] = []
  const fake: Notifier = {
    toast: (message, options) =>
      void toasts.push({ message, kind: options?.kind, durationMs: options?.durationMs }),
    messageBox: (message) => void boxes.push(message),
    confirm: () => Promise.resolve(false),
  }
  setNotifier(fake)
  resetLoading()
  loginDialogStore.set({ open: false, mode: 1 })
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
  const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined)
  const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined)
  const hrefSpy = vi.spyOn(pageNavigation, 'href').mockImplementation(() => href)
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  return { toasts, boxes, reload, assign, hrefSpy, user }
}

export function teardownAccountTest() {
  setNotifier(null)
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
}

/** Answers each call by its path (after /api); unknown paths answer an error envelope. */
export function answerCalls(routes: Record<string, (req: SentRequest) => Response>): SentRequest[] {
  // 个人中心 lists the devices (GetSessions) whenever it shows: none unless a test says otherwise.
  const all: Record<string, (req: SentRequest) => Response> = {
    '/Command/GetSessions': () => envelope([]),
    ...routes,
  }
  return stubFetch((req) => {
    const path = new URL(req.url, 'http://localhost').pathname.replace(/^\/api/, '')
    const handler = all[path]
    return handler ? handler(req) : envelope(null, '1', `unexpected ${path}`)
  })
}

/** The requests sent, without the device list 个人中心 reads on its own (GetSessions). */
export function withoutDeviceList(sent: SentRequest[]): SentRequest[] {
  return sent.filter((r) => !r.url.includes('/Command/GetSessions'))
}

export function formOf(req: SentRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(typeof req.body === 'string' ? req.body : ''))
}

export function queryOf(req: SentRequest): Record<string, string> {
  return Object.fromEntries(new URL(req.url, 'http://localhost').searchParams)
}

export function openDialog(mode: 1 | 2 | 3 | 4) {
  act(() => loginDialogStore.set({ open: true, mode }))
}

export function alertText(): string {
  return screen.getByRole('alert').textContent ?? ''
}

export function slider(): HTMLElement {
  return screen.getByRole('slider', { name: '拖动滑块验证' })
}

/** Drags the knob by dx pixels and releases (fallback travel in jsdom is 260 px). */
export function drag(dx: number) {
  const knob = slider()
  fireEvent.pointerDown(knob, { clientX: 10, pointerId: 1, button: 0 })
  fireEvent.pointerMove(knob, { clientX: 10 + dx / 2, pointerId: 1 })
  fireEvent.pointerMove(knob, { clientX: 10 + dx, pointerId: 1 })
  fireEvent.pointerUp(knob, { clientX: 10 + dx, pointerId: 1 })
}

export function input(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name })
}

export function passwordInput(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' })
}

export function button(name: string | RegExp): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name })
}
