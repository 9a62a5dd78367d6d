// Node's EventEmitter as far as exceljs's writer uses it: its zip writer and the buffer it writes
// into (no-stream.cjs) say `finish` and `error` with on and emit. Instead of the `events` package
// (5 KB of the precache, issue 41 item 5). As in Node, an `error` nobody listens to throws. The
// listeners are made on first use: exceljs's StreamBuf inherits this without calling it.
// (No private fields or methods either: those are refused on an object the class did not make.)
const LISTENERS = Symbol('listeners')

function listenersOf(emitter, name) {
  emitter[LISTENERS] ??= new Map()
  return emitter[LISTENERS].get(name) ?? []
}

class EventEmitter {
  on(name, listener) {
    const listeners = [...listenersOf(this, name), listener]
    this[LISTENERS].set(name, listeners)
    return this
  }

  addListener(name, listener) {
    return this.on(name, listener)
  }

  once(name, listener) {
    const once = (...args) => {
      this.off(name, once)
      listener.apply(this, args)
    }
    return this.on(name, once)
  }

  off(name, listener) {
    const listeners = listenersOf(this, name).filter((l) => l !== listener)
    this[LISTENERS].set(name, listeners)
    return this
  }

  removeListener(name, listener) {
    return this.off(name, listener)
  }

  emit(name, ...args) {
    const listeners = listenersOf(this, name)
    if (name === 'error' && listeners.length === 0)
      throw args[0] instanceof Error ? args[0] : new Error(`unhandled error event: ${args[0]}`)
    for (const listener of listeners) listener.apply(this, args)
    return listeners.length > 0
  }
}

module.exports = { EventEmitter }
