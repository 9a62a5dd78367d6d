import type { OutboxEntry } from '@/data/db'
import { pullResultFromBody, sendResultFromBody, type PullResult, type SendResult, type SyncTransport } from '../transport'
import { entryToRequest, type ReferenceServer } from './reference-server'

/** Fault rates of the simulated network (each 0…1). */
export interface FaultRates {
  dropRequest: number
  dropResponse: number
  duplicate: number
  delay: number
}

export const NO_FAULTS: FaultRates = { dropRequest: 0, dropResponse: 0, duplicate: 0, delay: 0 }

export interface FaultCounts {
  droppedRequests: number
  droppedResponses: number
  duplicates: number
  delayed: number
}

/**
 * A network between clients and the reference server. Dropped requests never arrive; dropped
 * responses arrive after the server committed; duplicates arrive twice; delayed requests arrive
 * later (deliverDelayed), after newer ones, while the client saw a timeout.
 */
export class FakeNetwork {
  rates: FaultRates = { ...NO_FAULTS }
  readonly counts: FaultCounts = { droppedRequests: 0, droppedResponses: 0, duplicates: 0, delayed: 0 }
  private readonly delayed: (() => void)[] = []

  constructor(
    readonly server: ReferenceServer,
    private readonly random: () => number,
  ) {}

  /** Delivers held requests in a shuffled order. */
  deliverDelayed(): void {
    const held = this.delayed.splice(0)
    for (let i = held.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1))
      const a = held[i]
      const b = held[j]
      if (a && b) {
        held[i] = b
        held[j] = a
      }
    }
    for (const deliver of held) deliver()
  }

  private fault(rate: number): boolean {
    return rate > 0 && this.random() < rate
  }

  transport(clientId: string): SyncTransport {
    const timeout = { kind: 'retry', error: '网络连接失败，稍后自动重试' } as const
    return {
      send: (entry: OutboxEntry): Promise<SendResult> => {
        const req = entryToRequest(entry)
        if (this.fault(this.rates.dropRequest)) {
          this.counts.droppedRequests++
          return Promise.resolve(timeout)
        }
        if (this.fault(this.rates.delay)) {
          this.counts.delayed++
          this.delayed.push(() => void this.server.handleMutation(req))
          return Promise.resolve(timeout)
        }
        const body = this.server.handleMutation(req)
        if (this.fault(this.rates.duplicate)) {
          this.counts.duplicates++
          this.delayed.push(() => void this.server.handleMutation(req))
        }
        if (this.fault(this.rates.dropResponse)) {
          this.counts.droppedResponses++
          return Promise.resolve(timeout)
        }
        return Promise.resolve(sendResultFromBody(JSON.parse(JSON.stringify(body))))
      },
      pull: (cursor: string | null, limit: number): Promise<PullResult> => {
        if (this.fault(this.rates.dropRequest)) {
          this.counts.droppedRequests++
          return Promise.resolve(timeout)
        }
        const body = this.server.handleChanges(clientId, cursor, limit)
        if (this.fault(this.rates.dropResponse)) {
          this.counts.droppedResponses++
          return Promise.resolve(timeout)
        }
        return Promise.resolve(pullResultFromBody(JSON.parse(JSON.stringify(body))))
      },
    }
  }
}
