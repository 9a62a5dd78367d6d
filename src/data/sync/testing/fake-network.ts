import type { OutboxEntry } from '@/data/db'
import {
  pullResultFromBody,
  sendResultFromBody,
  type PullResult,
  type SendResult,
  type SyncTransport,
} from '../transport'
import { FaultPlan, LOST, type FaultCounts, type FaultRates } from './faults'
import { entryToRequest, type ReferenceServer } from './reference-server'

export { NO_FAULTS, type FaultCounts, type FaultRates } from './faults'

/**
 * A network between clients and the reference server. Dropped requests never arrive; dropped
 * responses arrive after the server committed; duplicates arrive twice; delayed requests arrive
 * later (deliverDelayed), after newer ones, while the client saw a timeout.
 */
export class FakeNetwork {
  private readonly plan: FaultPlan

  constructor(
    readonly server: ReferenceServer,
    random: () => number,
  ) {
    this.plan = new FaultPlan(random)
  }

  get rates(): FaultRates {
    return this.plan.rates
  }

  set rates(rates: FaultRates) {
    this.plan.rates = rates
  }

  get counts(): FaultCounts {
    return this.plan.counts
  }

  /** Delivers held requests in a shuffled order (the reference server answers synchronously). */
  deliverDelayed(): void {
    for (const deliver of this.plan.takeHeld()) deliver()
  }

  transport(clientId: string): SyncTransport {
    const timeout = { kind: 'retry', error: '网络连接失败，稍后自动重试' } as const
    // Through JSON, as on the wire: nothing shared by reference with the server's objects.
    const wire = (body: unknown): unknown => JSON.parse(JSON.stringify(body))
    return {
      send: async (entry: OutboxEntry): Promise<SendResult> => {
        const req = entryToRequest(entry)
        const body = await this.plan.exchange(() => this.server.handleMutation(req), true)
        return body === LOST ? timeout : sendResultFromBody(wire(body))
      },
      pull: async (cursor: string | null, limit: number): Promise<PullResult> => {
        const body = await this.plan.exchange(
          () => this.server.handleChanges(clientId, cursor, limit),
          false,
        )
        return body === LOST ? timeout : pullResultFromBody(wire(body))
      },
    }
  }
}
