// exceljs needs Node's crypto for sheet protection only (utils/encryptor.js), which the app never uses.
const missing = () => {
  throw new Error('sheet protection is not part of the browser exceljs (workers/exceljs)')
}
module.exports = { createHash: missing, randomBytes: missing }
