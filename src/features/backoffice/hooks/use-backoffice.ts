import { useCallback, useState } from 'react'
import { callApi, failureMessage } from '@/data/api/call-api'
import { useCallRead } from '@/data/api/use-call-read'
export { useIsAdmin } from '@/data/api/use-is-admin'
import { BACKSTAGE_CALLS } from '@/domain/api/calls/backstage'
import { updateFunctionalBody, updateReferenceBody } from '@/domain/backstage/schemas'
import type { ReferenceTableName } from '@/domain/backstage/tables'

/** Reads and commands of the back office (/Backstage, docs/backoffice.md). */

const QUIET = { failed: '加载失败', offline: '当前离线，后台数据需要联网查看' } as const

export const useFunctionalData = () => useCallRead(BACKSTAGE_CALLS.getFunctionalData, {}, QUIET)
export const useAdminReferenceTables = () =>
  useCallRead(BACKSTAGE_CALLS.getReferenceTables, {}, { ...QUIET, offlineCopy: true })
export const useOptions = () => useCallRead(BACKSTAGE_CALLS.getOptions, {}, QUIET)
export const useTagSettings = () => useCallRead(BACKSTAGE_CALLS.getTagSettingsList, {}, QUIET)
export const useProjectData = (q: string, page: number) =>
  useCallRead(BACKSTAGE_CALLS.getProjectData, { Q: q, PageIndex: page, PageSize: 20 }, QUIET)
export const useUserPower = (q: string, page: number) =>
  useCallRead(BACKSTAGE_CALLS.getUserPower, { Q: q, PageIndex: page, PageSize: 20 }, QUIET)
export const useHistory = (table: ReferenceTableName) =>
  useCallRead(
    BACKSTAGE_CALLS.getReferenceHistory,
    { Table: table, PageIndex: 1, PageSize: 20 },
    QUIET,
  )

type Check = {
  safeParse(
    v: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } }
}

/** The first Chinese message of a failed check, or null when the body is valid. */
export function checkMessage(schema: Check, body: Record<string, unknown>): string | null {
  const r = schema.safeParse(body)
  return r.success ? null : (r.error.issues[0]?.message ?? '输入无效')
}

/** Checks a change with the call's own schema, then sends it; resolves to the refusal's message or null. */
async function send(
  kind: 'reference' | 'functional',
  body: Record<string, unknown>,
): Promise<string | null> {
  const message = checkMessage(
    kind === 'reference' ? updateReferenceBody : updateFunctionalBody,
    body,
  )
  if (message) return message
  try {
    if (kind === 'reference')
      await callApi(BACKSTAGE_CALLS.updateReferenceTable, body as never, { notify: false })
    else await callApi(BACKSTAGE_CALLS.updateFunctionalData, body as never, { notify: false })
    return null
  } catch (error) {
    return failureMessage(error, '保存失败，请稍后重试')
  }
}

/** 恢复为修改前 of one history entry; resolves to the refusal's message or null. */
export async function recoverHistory(id: number): Promise<string | null> {
  try {
    await callApi(BACKSTAGE_CALLS.recoverReferenceHistory, { HistoryID: id }, { notify: false })
    return null
  } catch (error) {
    return failureMessage(error, '恢复失败，请稍后重试')
  }
}

export const saveReference = (body: Record<string, unknown>) => send('reference', body)
export const saveFunctional = (body: Record<string, unknown>) => send('functional', body)

/** A counter bumped after each saved change: the tables and the history read again. */
export function useVersion(): [number, () => void] {
  const [v, setV] = useState(0)
  return [v, useCallback(() => setV((n) => n + 1), [])]
}
