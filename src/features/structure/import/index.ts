/** Excel import and export of a project's structure (docs/api-excel.md), mounted by the workspace. */
export { ExcelImportDialog, type ExcelImportDialogProps } from './excel-import-dialog'
export { TemplateDownloadButton, TenderExportButton } from './export-buttons'
