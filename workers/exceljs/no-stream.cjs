// The Node streams exceljs asks for (`readable-stream`), as far as writing a workbook needs them:
// its StreamBuf, the buffer a workbook is written into, only inherits from Duplex (it writes,
// buffers and pipes by itself and never calls Duplex's constructor) and needs an event emitter;
// PassThrough serves exceljs's readers only, and the worker reads workbooks with the app's reader
// (src/domain/xlsx/read.ts). Instead of readable-stream and what it brings (string_decoder,
// safe-buffer, util-deprecate: 35 KB of the precache, issue 41 item 5).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EventEmitter } = require('./events.cjs')

class Duplex extends EventEmitter {}

class PassThrough {
  constructor() {
    throw new Error(
      'reading is not part of the browser exceljs (workers/exceljs): use src/domain/xlsx/read.ts',
    )
  }
}

module.exports = { Duplex, PassThrough }
