// exceljs's XML parser (saxes) serves its readers only, and the worker reads workbooks with the
// app's own reader (src/domain/xlsx/read.ts): exceljs there only writes.
module.exports = {
  SaxesParser: class NoSax {
    constructor() {
      throw new Error(
        'reading is not part of the browser exceljs (workers/exceljs): use src/domain/xlsx/read.ts',
      )
    }
  },
}
