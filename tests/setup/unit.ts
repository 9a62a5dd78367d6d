// Every unit test gets a fresh, empty IndexedDB and clean storage. The same setup serves both
// unit projects (vitest.config.ts): Node for the pure and data-layer tests, jsdom for the rest and
// for a file that asks for it (`// @vitest-environment jsdom`); the DOM parts apply only there.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'

const hasDom = typeof document !== 'undefined'

if (hasDom) {
  // Radix (toasts, menus) tracks pointers with pointer capture, which jsdom does not implement.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
  })
  // Radix Checkbox and Select measure themselves; jsdom has no ResizeObserver.
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  }
  // Radix Select scrolls the chosen option into view when it opens.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  if (hasDom) {
    localStorage.clear()
    sessionStorage.clear()
  }
})

afterEach(() => {
  if (hasDom) cleanup()
})
