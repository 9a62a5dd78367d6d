import { afterEach, describe, expect, it, vi } from 'vitest'
import { expose } from 'comlink'
import { computeApi } from '../../workers/compute-api'
import { getCompute, startCompute, stopCompute } from './compute'

/**
 * jsdom has no Worker: a stand-in whose "worker side" is a MessagePort exposing the real api,
 * so getCompute() goes through comlink exactly as in the browser.
 */
const created: { url: string; options: WorkerOptions | undefined; terminated: boolean }[] = []
const ports: MessagePort[] = []

class FakeWorker {
  constructor(url: URL | string, options?: WorkerOptions) {
    const channel = new MessageChannel()
    ports.push(channel.port1, channel.port2)
    expose(computeApi, channel.port2)
    const record = { url: String(url), options, terminated: false }
    created.push(record)
    const port = channel.port1 as MessagePort & { terminate: () => void }
    port.terminate = () => {
      record.terminated = true
      channel.port1.close()
    }
    return port
  }
}

afterEach(() => {
  stopCompute()
  for (const port of ports.splice(0)) port.close()
  created.length = 0
  vi.unstubAllGlobals()
})

describe('compute client', () => {
  it('creates one module worker lazily and answers through comlink', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    expect(created).toHaveLength(0)
    const compute = getCompute()
    expect(getCompute()).toBe(compute)
    expect(created).toHaveLength(1)
    expect(created[0]!.url).toMatch(/workers\/compute\.worker\.ts/)
    expect(created[0]!.options).toEqual({ type: 'module' })
    await expect(compute.formatMoneyUnit(250000000)).resolves.toBe('2.50亿')
    await expect(compute.formatMany('money', [0.1, 0.2])).resolves.toEqual(['0.10', '0.20'])
  })

  it('startCompute warms the worker with a ping', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    startCompute()
    expect(created).toHaveLength(1)
    await expect(getCompute().ping()).resolves.toBe('pong')
    expect(created).toHaveLength(1)
  })

  it('startCompute does nothing without Worker support', () => {
    vi.stubGlobal('Worker', undefined)
    expect(() => startCompute()).not.toThrow()
    expect(created).toHaveLength(0)
  })

  it('stopCompute terminates the worker; the next call starts a new one', () => {
    vi.stubGlobal('Worker', FakeWorker)
    getCompute()
    stopCompute()
    expect(created[0]!.terminated).toBe(true)
    getCompute()
    expect(created).toHaveLength(2)
  })
})
