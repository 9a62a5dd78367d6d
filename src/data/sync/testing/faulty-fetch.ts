import { CHANGES_PATH } from '../http-transport'
import { FaultPlan, LOST } from './faults'

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/**
 * The simulated network at the fetch level, for the real HTTP transport in front of a real
 * server (e.g. a Hono app's `app.request`): the same FaultPlan as FakeNetwork. A lost exchange
 * rejects like a failed fetch, so the wrapper client reports a network error and the engine
 * retries. Held requests (delayed ones, duplicate copies) reach the server on deliverDelayed(),
 * one after another in a shuffled order, their answers read and thrown away.
 */
export class FaultyFetch {
  readonly plan: FaultPlan

  constructor(
    private readonly server: Fetch,
    random: () => number,
  ) {
    this.plan = new FaultPlan(random)
  }

  /** The fetch to hand to the client (configureApi({ fetch })). */
  readonly fetch: Fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    // The body is a string (form) or absent for sync calls, so a held copy can send it again;
    // the abort signal stays behind: a request that went out is not called back.
    const sendInit: RequestInit = { method: init?.method, headers: init?.headers, body: init?.body }
    const deliver = async (): Promise<{ status: number; text: string; headers: Headers }> => {
      const res = await this.server(url, sendInit)
      return { status: res.status, text: await res.text(), headers: res.headers }
    }
    const write = !new URL(url, 'http://localhost').pathname.endsWith(CHANGES_PATH)
    const answer = await this.plan.exchange(deliver, write)
    if (answer === LOST) throw new TypeError('fetch failed (simulated network fault)')
    return new Response(answer.text, { status: answer.status, headers: answer.headers })
  }

  async deliverDelayed(): Promise<void> {
    for (const deliver of this.plan.takeHeld()) await deliver()
  }
}
