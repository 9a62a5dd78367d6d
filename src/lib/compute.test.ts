import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCompute, startCompute, stopCompute } from './compute'
import { closeInThreadWorkers, InThreadWorker, madeWorkers as created } from './compute.testkit'

afterEach(() => {
  closeInThreadWorkers()
  vi.unstubAllGlobals()
})

describe('compute client', () => {
  it('creates one module worker lazily and answers through comlink', async () => {
    vi.stubGlobal('Worker', InThreadWorker)
    expect(created).toHaveLength(0)
    const compute = getCompute()
    expect(getCompute()).toBe(compute)
    expect(created).toHaveLength(1)
    expect(created[0]!.url).toMatch(/workers\/compute\.worker\.ts/)
    expect(created[0]!.options).toEqual({ type: 'module' })
    await expect(compute.ping()).resolves.toBe('pong')
    const bytes = await compute.structureTemplateWorkbook()
    const book = await compute.readStructureWorkbook(bytes, 10)
    expect(book.sheets[0]?.headers[0]).toBe('序号')
  })

  it('startCompute warms the worker with a ping', async () => {
    vi.stubGlobal('Worker', InThreadWorker)
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
    vi.stubGlobal('Worker', InThreadWorker)
    getCompute()
    stopCompute()
    expect(created[0]!.terminated).toBe(true)
    getCompute()
    expect(created).toHaveLength(2)
  })
})
