// Workbook.csv (fast-csv, dayjs) is not part of the browser exceljs: the app reads and writes .xlsx only.
module.exports = class NoCsv {
  constructor() {
    throw new Error('CSV is not part of the browser exceljs (workers/exceljs)')
  }
}
