import type { Envelope } from '@/domain/api/envelope'
import { SUCCESS } from '@/domain/api/envelope'

/** True when the envelope reports success (ErrorCode "0"). */
export function isOk<T>(envelope: Envelope<T> | null | undefined): envelope is Envelope<T> {
  return envelope !== null && envelope !== undefined && String(envelope.ErrorCode) === SUCCESS
}

/**
 * SPEC §8 "most data calls give nothing usable and only log a failure when the code is not 0":
 * resolves to Data on success and to null otherwise, with a console.warn and no user message.
 * A rejected call (network, timeout, HTTP status) also gives null: the wrapper has already told
 * the user what §8 asks for. Callers that must tell "offline" from "empty" use `request` itself.
 */
export async function call<T>(promise: Promise<Envelope<T>>, label = 'api'): Promise<T | null> {
  try {
    const envelope = await promise
    if (isOk(envelope)) return envelope.Data
    const failed = envelope as Envelope<T> | null | undefined
    console.warn(`[${label}] ErrorCode ${String(failed?.ErrorCode)}: ${failed?.Message ?? ''}`)
    return null
  } catch (error) {
    console.warn(`[${label}]`, error instanceof Error ? error.message : error)
    return null
  }
}
