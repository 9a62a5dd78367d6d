import { batchBody, batchData, changesData, changesQuery } from '../sync'
import { defineCall } from '../registry/define'

/** The pull of the sync engine and the batched replay of its outbox (docs/sync.md); the writes are the entities' own calls. */
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
  batch: defineCall({
    method: 'POST',
    path: '/Sync/Batch',
    access: 'writer',
    input: batchBody,
    data: batchData,
    maxBody: 16 * 1024 * 1024,
    beyondSpec: true,
    summary:
      '批量重放同步队列：按顺序执行多条实体写操作（每条仍按 X-Mutation-Id 幂等），遇到第一条未成功的即停止',
  }),
} as const
