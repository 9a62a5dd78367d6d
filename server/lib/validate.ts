import type { Context } from 'hono'
import type { z } from 'zod'
import { INVALID_JSON } from '@/domain/api/json-field.ts'
import { fail } from './envelope.ts'
import { decodeLargeForm, LARGE_FORM_BYTES } from './form-body.ts'
import { nextTurn } from './next-turn.ts'
import { parseInSlices } from './sliced-input.ts'

export type InputResult<T> = { success: true; data: T } | { success: false; response: Response }

/**
 * Reads a call's payload the way SPEC §7's wrapper sends it — GET: query parameters; POST:
 * form-encoded (or multipart, or JSON) body — and validates it with a zod schema from src/domain.
 * On failure the response is ready: ErrorCode "1" with a Chinese message naming the field.
 *
 *   const input = await readInput(c, getProjectListQuery)
 *   if (!input.success) return input.response
 */
export async function readInput<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<InputResult<z.output<S>>> {
  const raw = await readRaw(c, false)
  if (raw === undefined) return { success: false, response: fail(c, '请求内容格式无效') }
  const parsed = await schema.safeParseAsync(raw)
  if (parsed.success) return { success: true, data: parsed.data }
  return { success: false, response: fail(c, describeIssue(parsed.error.issues, raw)) }
}

/** Raw fields as a plain object; undefined when the body cannot be parsed at all. */
async function readRaw(
  c: Context,
  multipart: boolean,
): Promise<Record<string, unknown> | undefined> {
  const method = c.req.method
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE') {
    // The wrapper sends unset filters as "Type=": an empty query value means "not given".
    return Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''))
  }
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  try {
    if (type.startsWith('application/json')) {
      const text = await c.req.text()
      if (text.trim() === '') return {}
      const body: unknown = JSON.parse(text)
      return body !== null && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined
    }
    if (
      type.startsWith('application/x-www-form-urlencoded') &&
      Number(c.req.header('content-length') ?? 0) >= LARGE_FORM_BYTES
    ) {
      return await decodeLargeForm(await c.req.text())
    }
    if (
      type.startsWith('application/x-www-form-urlencoded') ||
      type.startsWith('multipart/form-data')
    ) {
      return await c.req.parseBody()
    }
    // An upload without a multipart body has no file: its own check says so.
    if (multipart) return {}
    // No or unknown content type: an empty body is an empty payload, anything else is refused.
    const text = await c.req.text()
    return text === '' ? {} : undefined
  } catch {
    return undefined
  }
}

const CJK = /[\u4e00-\u9fff]/

/**
 * Reads and validates a registry call's input. The schema's own Chinese message reaches the user
 * (栋数必须是正整数, 手机号格式不正确) when it has one; otherwise the field is named
 * (缺少参数 ID, 参数 PageSize 无效).
 */
export async function readCallInput<S extends z.ZodType>(
  c: Context,
  schema: S,
  multipart = false,
): Promise<InputResult<z.output<S>>> {
  const raw = await readRaw(c, multipart)
  if (raw === undefined) return { success: false, response: fail(c, '请求内容格式无效') }
  // A long array field (a 10,000-row structure save) is checked a slice at a time.
  const parsed = await parseInSlices(schema, raw)
  if (parsed.success) {
    const nul = await nulAtSliced(parsed.data)
    if (nul === undefined) return { success: true, data: parsed.data }
    return { success: false, response: fail(c, nulMessage(nul)) }
  }
  const issue = parsed.issues[0]
  return {
    success: false,
    response: fail(
      c,
      issue && CJK.test(issue.message) ? issue.message : describeIssue(parsed.issues, raw),
    ),
  }
}

/**
 * Where a NUL character sits in validated input ('Name', 'Model.UserName', 'Rows.3.Name'), or
 * undefined. PostgreSQL cannot store U+0000 in text or jsonb (it fails with "invalid byte
 * sequence … 0x00"), so every call refuses it here, after parsing: a JSON-text field such as Model
 * carries it escaped as \u0000 and only holds it once parsed.
 */
export function nulAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path || '请求' : undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulAt(value[i], path ? `${path}.${i}` : String(i))
      if (found !== undefined) return found
    }
    return undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return undefined
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\0')) return path || '字段名'
    const found = nulAt(v, path ? `${path}.${key}` : key)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * nulAt, with a turn of the event loop between slices of a long top-level array field (the 10,000
 * rows of a structure save): the same answer, without one long stretch (docs/performance.md).
 */
async function nulAtSliced(data: unknown): Promise<string | undefined> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return nulAt(data)
  if (Object.getPrototypeOf(data) !== Object.prototype) return nulAt(data)
  for (const [key, value] of Object.entries(data)) {
    if (key.includes('\0')) return '字段名'
    if (!Array.isArray(value) || value.length <= NUL_SLICE) {
      const found = nulAt(value, key)
      if (found !== undefined) return found
      continue
    }
    for (let i = 0; i < value.length; i++) {
      if (i > 0 && i % NUL_SLICE === 0) await nextTurn()
      const found = nulAt(value[i], `${key}.${i}`)
      if (found !== undefined) return found
    }
  }
  return undefined
}
const NUL_SLICE = 1000

export const nulMessage = (field: string) => `参数 ${field} 含有无效字符（空字符），请删除后重试`

type Issue = z.core.$ZodIssue

export function describeIssue(issues: readonly Issue[], raw: Record<string, unknown>): string {
  const issue = issues[0]
  if (!issue) return '请求参数无效'
  const field = issue.path.map(String).join('.')
  if (field === '') return '请求参数无效'
  if (
    issue.code === 'custom' &&
    (issue.params as { kind?: string } | undefined)?.kind === INVALID_JSON
  ) {
    return `参数 ${field} 不是有效的 JSON`
  }
  const top = String(issue.path[0])
  if (issue.path.length === 1 && (raw[top] === undefined || raw[top] === '')) {
    if (issue.code === 'invalid_type' || issue.code === 'too_small') return `缺少参数 ${field}`
  }
  return `参数 ${field} 无效`
}
