/** 合并模板 (TemplateMerge), mounted by the workspace toolbar. */
export { TemplateMergeDialog } from './template-merge-dialog'
