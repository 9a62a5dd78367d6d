import type { AnyCall, CallData, CallInput } from '@/domain/api/registry/define'
import { API_ERROR_MESSAGES, ApiError } from './errors'
import { request, type RequestOptions, type RequestPayload } from './request'

/** A refused call: the server's ErrorCode and its Chinese Message. */
export class CallRefused extends Error {
  override readonly name = 'CallRefused'
  constructor(
    message: string,
    readonly code: string,
    readonly data: unknown,
  ) {
    super(message)
  }
}

export interface CallResult<D> {
  data: D
  /** The envelope's Total (paged lists). */
  total: number | undefined
}

/**
 * Makes a registry call (src/domain/api/calls) through SPEC's wrapper, so the loading flag and
 * the error catalogue of §8 apply unchanged. Resolves to Data checked against the call's schema;
 * rejects with CallRefused (ErrorCode ≠ "0"), ApiError (network, timeout, HTTP status) or
 * ApiError badBody when Data does not match (reported, never a silent undefined).
 */
export async function callApi<C extends AnyCall>(call: C, input: CallInput<C>, options: RequestOptions = {}): Promise<CallResult<CallData<C>>> {
  const payload = input as RequestPayload
  const envelope = call.method === 'GET' ? await request.get<unknown>(call.path, payload, options) : await request.post<unknown>(call.path, payload, options)
  if (String(envelope.ErrorCode) !== '0') throw new CallRefused(envelope.Message || '操作失败', String(envelope.ErrorCode), envelope.Data)
  const parsed = call.data.safeParse(envelope.Data)
  if (!parsed.success) {
    console.error(`[api] ${call.path}: Data does not match its schema`, parsed.error.issues.slice(0, 3))
    throw new ApiError('http', API_ERROR_MESSAGES.badBody, { status: 200, body: envelope })
  }
  return { data: parsed.data as CallData<C>, total: typeof envelope.Total === 'number' ? envelope.Total : undefined }
}

/** The message a caller shows for a failed call: the server's refusal, or a transport message. */
export function failureMessage(error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (error instanceof CallRefused) return error.message
  if (error instanceof ApiError) return error.kind === 'http' ? error.message : '网络连接失败，请稍后重试'
  return fallback
}
