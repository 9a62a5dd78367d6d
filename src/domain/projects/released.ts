/**
 * Released templates are frozen versions (docs/api-shop.md "Versions"): the one rule the client's
 * repositories and the server's change check share.
 */
export const RELEASED_READ_ONLY = '已发布的模板不能修改：请修改原项目后“更新发布”'

/** Fields a write may still change on a released template: filing it in a folder of 我的模板. */
export const RELEASED_MOVABLE: ReadonlySet<string> = new Set(['FolderID', 'EditTime'])
