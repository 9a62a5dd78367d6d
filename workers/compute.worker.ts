// First: before any zod schema is built (strict CSP, src/domain/zod-jitless.ts).
import '@/domain/zod-jitless'
import { expose } from 'comlink'
import { createComputeApi } from './compute-api'

/**
 * The compute worker entry (comlink): the work screens' heavy computation and every Excel
 * workbook read or written, off the main thread. The handlers live in ./compute-api and the area
 * files it composes, so they can be tested without a worker.
 */
const api = createComputeApi()
expose(api)

export type ComputeApi = typeof api
