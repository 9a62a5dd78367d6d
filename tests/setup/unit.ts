// Every unit test gets a fresh, empty IndexedDB and clean storage.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'

// Radix (toasts, menus) tracks pointers with pointer capture, which jsdom does not implement.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  setPointerCapture: () => {},
  releasePointerCapture: () => {},
})

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  localStorage.clear()
  sessionStorage.clear()
})

afterEach(() => {
  cleanup()
})
