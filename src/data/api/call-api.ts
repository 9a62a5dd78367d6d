import type { Envelope } from '@/domain/api/envelope'
import type { AnyCall, CallData, CallInput } from '@/domain/api/registry/define'
import { API_ERROR_MESSAGES, ApiError } from './errors'
import { notifier } from './notify'
import { request, type RequestOptions, type RequestPayload } from './request'

/** A refused call: the server's ErrorCode and its Chinese Message ('' when it sent none). */
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

/** Sends one registry call through SPEC's wrapper and answers its envelope unchecked. */
export function sendCall<C extends AnyCall>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<Envelope<unknown>> {
  if (call.multipart) {
    const form = new FormData()
    const { file, ...fields } = input as { file?: Blob } & Record<string, unknown>
    // Other fields of an upload (UploadTeam_Img's TeamId) travel beside the file as text.
    for (const [key, value] of Object.entries(fields))
      if (typeof value === 'string' || typeof value === 'number') form.append(key, String(value))
    if (file) form.append('file', file, file instanceof File ? file.name : 'file')
    return request.post<unknown>(call.path, form, options)
  }
  const payload = input as RequestPayload
  return call.method === 'GET'
    ? request.get<unknown>(call.path, payload, options)
    : request.post<unknown>(call.path, payload, options)
}

/**
 * Checks an envelope against its call: CallRefused for ErrorCode ≠ "0"; Data that does not match
 * the call's schema is logged and rejected as ApiError badBody (a message box tells the user
 * unless `notify` is false), never passed on as a silent undefined.
 */
export function checkEnvelope<C extends AnyCall>(
  call: C,
  envelope: Envelope<unknown>,
  options: RequestOptions = {},
): CallResult<CallData<C>> {
  if (String(envelope.ErrorCode) !== '0')
    throw new CallRefused(envelope.Message ?? '', String(envelope.ErrorCode), envelope.Data)
  const parsed = call.data.safeParse(envelope.Data)
  if (!parsed.success) {
    console.error(
      `[api] ${call.path}: Data does not match its schema`,
      parsed.error.issues.slice(0, 3),
    )
    if (options.notify !== false) notifier().messageBox(API_ERROR_MESSAGES.badBody)
    throw new ApiError('http', API_ERROR_MESSAGES.badBody, { status: 200, body: envelope })
  }
  return {
    data: parsed.data as CallData<C>,
    total: typeof envelope.Total === 'number' ? envelope.Total : undefined,
  }
}

/**
 * Makes a registry call (src/domain/api/calls) through SPEC's wrapper, so the loading flag, the
 * error catalogue of §8 and the login dialog on 403 apply unchanged. Resolves to Data checked
 * against the call's schema; rejects with CallRefused (ErrorCode ≠ "0"), ApiError (network,
 * timeout, HTTP status) or ApiError badBody when Data does not match.
 */
export async function callApi<C extends AnyCall>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<CallResult<CallData<C>>> {
  return checkEnvelope(call, await sendCall(call, input, options), options)
}

/** The message a caller shows for a failed call: the server's refusal, or a transport message. */
export function failureMessage(error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (error instanceof CallRefused) return error.message || fallback
  if (error instanceof ApiError) {
    const body = error.body as { Message?: unknown } | undefined
    if (
      error.kind === 'http' &&
      body &&
      typeof body.Message === 'string' &&
      body.Message !== '' &&
      error.status !== 200
    )
      return body.Message
    return error.message || API_ERROR_MESSAGES.network
  }
  return fallback
}
