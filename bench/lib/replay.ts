// Replays outbox-shaped writes to a running server the way the sync engine does: one client
// sends its entries strictly in order, one at a time, each with the idempotency headers.
import { randomUUID } from 'node:crypto'
import type { BenchUser } from './account.ts'

export interface ReplayFigures {
  mutations: number
  clients: number
  ms: number
  rejected: number
}

async function replayClient(url: string, user: BenchUser, count: number): Promise<number> {
  const clientId = randomUUID()
  const ids: string[] = []
  let rejected = 0
  for (let seq = 1; seq <= count; seq++) {
    // Two creates, then updates of earlier rows: the mix of an afternoon's offline edits.
    const create = seq % 3 !== 0 || ids.length === 0
    const id = create ? randomUUID() : (ids[seq % ids.length] ?? randomUUID())
    if (create) ids.push(id)
    const fields: Record<string, string> = create
      ? {
          Type: 'add',
          ID: id,
          Project_Name: `压测项目${seq}`,
          ProjectType: '住宅',
          City: '上海',
          BuiltArea: '12000.5',
          MultNum: '1',
        }
      : {
          Type: 'update',
          ID: id,
          Project_Name: `压测项目${seq}（改）`,
          BuiltArea: String(10000 + seq),
        }
    const res = await fetch(`${url}/api/SjyqList/EditProject`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'X-Token': user.token,
        'X-Client-Id': clientId,
        'X-Mutation-Id': randomUUID(),
        'X-Mutation-Seq': String(seq),
        'X-Base-Version': '0',
        'X-Schema-Version': '2',
      },
      body: new URLSearchParams(fields).toString(),
    })
    const body = (await res.json()) as { ErrorCode: string; Message: string }
    if (res.status !== 200) throw new Error(`EditProject: HTTP ${res.status} ${body.Message}`)
    if (body.ErrorCode !== '0') rejected++
  }
  return rejected
}

/** `clients` clients replay `perClient` entries each, concurrently; figures for all of them. */
export async function replayMutations(
  url: string,
  user: BenchUser,
  perClient: number,
  clients = 1,
): Promise<ReplayFigures> {
  const t0 = performance.now()
  const rejected = await Promise.all(
    Array.from({ length: clients }, () => replayClient(url, user, perClient)),
  )
  return {
    mutations: perClient * clients,
    clients,
    ms: performance.now() - t0,
    rejected: rejected.reduce((a, b) => a + b, 0),
  }
}
