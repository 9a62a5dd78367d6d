// exceljs as the compute worker loads it (docs/architecture.md "exceljs, one owner"): its Workbook,
// the .xlsx reader and writer the app uses, built from exceljs's own modules without what the app
// never calls: CSV (fast-csv, dayjs), sheet protection (Node's crypto, which browserify's copy
// brings in whole) and the old-browser polyfills of exceljs.min.js. 420 KB instead of 930 KB.
// vite.config.ts points `exceljs` here in the worker build and gives exceljs's Node modules their
// browser stand-ins; the server and the tests run the real package.
import './node-globals.js'
import Workbook from 'exceljs/lib/doc/workbook.js'

export { Workbook }
export default { Workbook }
