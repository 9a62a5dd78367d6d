import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The browser exceljs's stand-ins for Node's events and streams (vite.config.ts STAND_INS); the
// browser tests that export workbooks (adjust, bid-return, benchmark) write through them.
const require = createRequire(import.meta.url)
const { EventEmitter } = require('./events.cjs') as {
  EventEmitter: new () => {
    on(name: string, listener: (...args: unknown[]) => void): unknown
    once(name: string, listener: (...args: unknown[]) => void): unknown
    off(name: string, listener: (...args: unknown[]) => void): unknown
    emit(name: string, ...args: unknown[]): boolean
  }
}
const { Duplex, PassThrough } = require('./no-stream.cjs') as {
  Duplex: typeof EventEmitter
  PassThrough: new () => unknown
}

describe('the browser exceljs stand-ins', () => {
  it('emit to on and once listeners, once only once, and stop after off', () => {
    const emitter = new EventEmitter()
    const heard: unknown[] = []
    const always = (value: unknown) => heard.push(['on', value])
    emitter.on('finish', always)
    emitter.once('finish', (value) => heard.push(['once', value]))
    expect(emitter.emit('finish', 1)).toBe(true)
    emitter.emit('finish', 2)
    emitter.off('finish', always)
    expect(emitter.emit('finish', 3)).toBe(false)
    expect(heard).toEqual([
      ['on', 1],
      ['once', 1],
      ['on', 2],
    ])
  })

  it('serve an object that inherits Duplex without its constructor (exceljs StreamBuf)', () => {
    function StreamBuf() {}
    StreamBuf.prototype = Object.create(Duplex.prototype as object) as object
    const buffer = new (StreamBuf as unknown as typeof EventEmitter)()
    let finished = false
    buffer.on('finish', () => (finished = true))
    buffer.emit('finish')
    expect(finished).toBe(true)
  })

  it('throw an error nobody listens to, and refuse to read', () => {
    expect(() => new EventEmitter().emit('error', new Error('zip failed'))).toThrow('zip failed')
    expect(() => new PassThrough()).toThrow('reading is not part of the browser exceljs')
  })
})
