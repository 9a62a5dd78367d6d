// exceljs requires `jszip` (CommonJS): the worker build hands it ./jszip.ts's class this way (an
// ES module's default export would reach it as a namespace object).
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('./jszip.ts').JSZip
