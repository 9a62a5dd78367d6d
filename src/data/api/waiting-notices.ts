import { getToken } from '@/data/state/app-state'
import { createStore } from '@/data/state/store'

/**
 * How many team notices wait for my 确认 (docs/teams.md "确认"): the side menu shows it beside
 * 团队消息. Read for a signed-in user at start, when the window regains focus, and whenever the
 * 确认 screen reads the list (it sets the count it was told). Signed out: 0. A failed or offline
 * read keeps the last count. The call code loads on demand, so a visitor's first load is unchanged.
 */
export const waitingNoticesStore = createStore<number>(0)

let inFlight: Promise<void> | null = null

export function refreshWaitingNotices(): Promise<void> {
  if (getToken() === null) {
    waitingNoticesStore.set(0)
    return Promise.resolve()
  }
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve()
  inFlight ??= read().finally(() => {
    inFlight = null
  })
  return inFlight
}

async function read(): Promise<void> {
  try {
    const [{ callApi }, { TEAM_CALLS }] = await Promise.all([
      import('./call-api'),
      import('@/domain/api/calls/teams'),
    ])
    const { total } = await callApi(
      TEAM_CALLS.getNotices,
      { Type: 'pending' },
      { notify: false, loading: false, silent: true },
    )
    if (getToken() !== null) waitingNoticesStore.set(total ?? 0)
  } catch (error) {
    console.warn('[notices] the waiting count was not read', error)
  }
}
