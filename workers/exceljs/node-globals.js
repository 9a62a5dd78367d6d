// The Node globals exceljs and readable-stream read (browserify gave them to exceljs.min.js).
// Imported before exceljs's modules run.
import { Buffer } from 'buffer'

globalThis.global ??= globalThis
globalThis.Buffer ??= Buffer
globalThis.process ??= {
  env: {},
  browser: true,
  version: '',
  versions: {},
  platform: 'browser',
  nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
  emitWarning() {},
}
