import { changesData, changesQuery } from '../sync'
import { defineCall } from '../registry/define'

/** The pull of the sync engine (docs/sync.md); the writes are the entities' own calls. */
export const SYNC_CALLS = {
  changes: defineCall({
    method: 'GET',
    path: '/Sync/Changes',
    access: 'user',
    input: changesQuery,
    data: changesData,
    beyondSpec: true,
    summary: '拉取变更：游标之后的行（含删除标记），或要求全量重新同步（Reset）',
  }),
} as const
