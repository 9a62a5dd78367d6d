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

/** The client saw no answer (a timeout): the request may or may not have reached the server. */
export const LOST = Symbol('lost')

/**
 * The fault decisions shared by the simulated networks (FakeNetwork in front of the reference
 * server, faultyFetch in front of the real app): one seeded generator decides, per exchange,
 * whether the request is dropped, held back (delivered later, after newer ones), delivered twice
 * (the copy later), or delivered with its answer lost after the server committed.
 */
export class FaultPlan {
  rates: FaultRates = { ...NO_FAULTS }
  readonly counts: FaultCounts = {
    droppedRequests: 0,
    droppedResponses: 0,
    duplicates: 0,
    delayed: 0,
  }
  private readonly held: (() => unknown)[] = []

  constructor(private readonly random: () => number) {}

  private fault(rate: number): boolean {
    return rate > 0 && this.random() < rate
  }

  /**
   * One request through the faults. Writes may be delayed and duplicated; reads (pulls) are only
   * dropped on the way there or back, as a held-back read has no effect worth modelling.
   * `deliver` runs synchronously up to its first await, so a synchronous server answers at once.
   */
  async exchange<T>(deliver: () => T | Promise<T>, write: boolean): Promise<T | typeof LOST> {
    if (this.fault(this.rates.dropRequest)) {
      this.counts.droppedRequests++
      return LOST
    }
    if (write && this.fault(this.rates.delay)) {
      this.counts.delayed++
      this.held.push(deliver)
      return LOST
    }
    const answer = deliver()
    if (write && this.fault(this.rates.duplicate)) {
      this.counts.duplicates++
      this.held.push(deliver)
    }
    const value = await answer
    if (this.fault(this.rates.dropResponse)) {
      this.counts.droppedResponses++
      return LOST
    }
    return value
  }

  /** Takes the held requests (delayed ones and duplicate copies) in a shuffled order. */
  takeHeld(): (() => unknown)[] {
    const held = this.held.splice(0)
    for (let i = held.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1))
      const a = held[i]
      const b = held[j]
      if (a && b) {
        held[i] = b
        held[j] = a
      }
    }
    return held
  }
}
