import { z } from 'zod'

/**
 * The call registry (docs/architecture.md "Adding a call"): every /api call is declared once,
 * here in src/domain, and the client (src/data/api/call-api.ts), the server (server/lib/mount.ts),
 * the OpenAPI document and the robustness test all read the same declaration.
 */

/** Who may make a call. */
export type Access =
  /** Anyone; a signed-in caller is known (c.var.user) but not required. */
  | 'public'
  /** Signed in (403 请先登录! otherwise). */
  | 'user'
  /** Signed in and a write: a GET must carry X-Token (CSRF), an outdated client is told to update. */
  | 'writer'
  /** Signed in as the administrator (ADMIN_USER). */
  | 'admin'

export type Method = 'GET' | 'POST'

/** How the answer travels: the JSON envelope, or a file download (Excel). */
export type Reply = 'envelope' | 'file'

export interface CallSpec<I extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  /** SPEC's area folder (index, SjyqList, Shop …), also the OpenAPI tag. */
  readonly area: string
  /** The call's name (GetSum), the last segment of the path. */
  readonly name: string
  /** The method SPEC names; `alsoMethods` lists the others the server accepts. */
  readonly method: Method
  readonly alsoMethods: readonly Method[]
  /** Path below /api in SPEC's spelling (/index/GetSum); the server matches any letter case. */
  readonly path: string
  readonly access: Access
  /** Query (GET) or form body (POST) fields, with the Chinese messages the user reads. */
  readonly input: I
  /** The envelope's Data on success. */
  readonly data: D
  /** The envelope carries Total (the full count of a paged list). */
  readonly paged: boolean
  readonly reply: Reply
  /** One line for the reference. */
  readonly summary: string
  /** Not in SPEC §7 (e.g. Sync/Changes): documented as an addition. */
  readonly beyondSpec: boolean
  /** A synced write the outbox replays with the sync headers (docs/sync.md). */
  readonly replay: boolean
  /** Largest request body in bytes when it differs from BODY_LIMIT (uploads, big saves). */
  readonly maxBody?: number
  /** The refusal (ErrorCode "1") when the body is over maxBody; default HTTP 413 请求内容过大. */
  readonly maxBodyMessage?: string
  /** multipart/form-data with a `file` field (uploads). */
  readonly multipart: boolean
  /** A valid input, used by the reference and as the robustness test's known-good case. */
  readonly example?: Record<string, unknown>
}

type Optional =
  'alsoMethods' | 'paged' | 'reply' | 'beyondSpec' | 'replay' | 'multipart' | 'area' | 'name'

export type CallDraft<I extends z.ZodType, D extends z.ZodType> = Omit<CallSpec<I, D>, Optional> &
  Partial<Pick<CallSpec<I, D>, Optional>>

/** Declares a call; area and name come from the path. */
export function defineCall<I extends z.ZodType, D extends z.ZodType>(
  draft: CallDraft<I, D>,
): CallSpec<I, D> {
  const [, area = '', name = ''] = draft.path.split('/')
  if (!/^\/[A-Za-z]+\/[A-Za-z_]+$/.test(draft.path))
    throw new Error(`call path must be /Area/Name: ${draft.path}`)
  return {
    area,
    name,
    alsoMethods: [],
    paged: false,
    reply: 'envelope',
    beyondSpec: false,
    replay: false,
    multipart: false,
    ...draft,
  }
}

export type AnyCall = CallSpec<z.ZodType, z.ZodType>
export type CallInput<C extends AnyCall> = z.input<C['input']>
/** Data as the client reads it (after the schema's transforms). */
export type CallData<C extends AnyCall> = z.output<C['data']>
/** Data as the server sends it (before them: e.g. a JSON string). */
export type CallWireData<C extends AnyCall> = z.input<C['data']>

/** No input fields. */
export const noInput = z.object({})
/** Data null (a plain "done"). */
export const nullData = z.null()
/** A file download: Data is not JSON. */
export const fileData = z.never()
