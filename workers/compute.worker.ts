// First: before any zod schema is built (strict CSP, src/domain/zod-jitless.ts).
import '@/domain/zod-jitless'
import { expose } from 'comlink'
import { computeApi } from './compute-api'

/**
 * The compute worker entry (comlink): formatting columns and benchmark statistics off the main
 * thread. The functions live in ./compute-api so they can be tested without a worker.
 */
const api = computeApi
expose(api)

export type ComputeApi = typeof api
export type { FormatKind } from './compute-api'
