// Node's fs and util as exceljs's browser build sees them: nothing (file paths and debug logs are Node only).
module.exports = {}
