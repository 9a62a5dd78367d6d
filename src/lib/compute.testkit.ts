import { afterEach, beforeEach } from 'vitest'
import { expose } from 'comlink'
import { createComputeApi } from '../../workers/compute-api'
import { stopCompute } from './compute'

/**
 * The compute worker in tests (jsdom and Node have no module workers): a stand-in for `Worker`
 * whose other side is a MessagePort exposing a fresh, real compute API, so getCompute() goes
 * through comlink and structured cloning exactly as in the browser, with the real handlers.
 */
export interface MadeWorker {
  url: string
  options: WorkerOptions | undefined
  terminated: boolean
}

/** Every worker made since the last `closeInThreadWorkers` (the client's own tests read them). */
export const madeWorkers: MadeWorker[] = []
const ports: MessagePort[] = []

export class InThreadWorker {
  constructor(url: URL | string, options?: WorkerOptions) {
    const channel = new MessageChannel()
    ports.push(channel.port1, channel.port2)
    expose(createComputeApi(), channel.port2)
    const record = { url: String(url), options, terminated: false }
    madeWorkers.push(record)
    const port = channel.port1 as MessagePort & { terminate: () => void }
    port.terminate = () => {
      record.terminated = true
      channel.port1.close()
    }
    return port
  }
}

/** Ends the client's worker and closes every port made. */
export function closeInThreadWorkers(): void {
  stopCompute()
  for (const port of ports.splice(0)) port.close()
  madeWorkers.length = 0
}

/** For a test file: each test's getCompute() talks to a fresh compute API in this thread. */
export function runComputeInThread(): void {
  const before = globalThis.Worker
  beforeEach(() => {
    globalThis.Worker = InThreadWorker as unknown as typeof Worker
  })
  afterEach(() => {
    closeInThreadWorkers()
    globalThis.Worker = before
  })
}
