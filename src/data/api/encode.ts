/**
 * Payload encodings of the wrapper client (SPEC §7): GET sends its payload as query parameters,
 * POST a form-encoded body whose top-level object and array fields are JSON strings.
 */
export type Payload = Record<string, unknown>

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  return JSON.stringify(value) ?? ''
}

function isStructured(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !(value instanceof Date)
}

/**
 * Query string for GET: undefined and null are left out; arrays and objects are JSON-encoded
 * (the same convention as the form body, so the server reads both alike); values are
 * percent-encoded with encodeURIComponent (a space is %20).
 */
export function encodeQuery(params: Payload | undefined): string {
  if (!params) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    const text = isStructured(value) ? JSON.stringify(value) : scalar(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return parts.join('&')
}

// serialize === false: nested fields in bracket notation (a[b]=1, list[0]=x), the form most
// form parsers (qs, PHP, ASP.NET) read back into objects.
function appendNested(out: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined) return
  if (Array.isArray(value)) {
    value.forEach((item, i) => appendNested(out, `${key}[${i}]`, item))
  } else if (isStructured(value)) {
    for (const [k, v] of Object.entries(value)) appendNested(out, `${key}[${k}]`, v)
  } else {
    out.append(key, value === null ? '' : scalar(value))
  }
}

/**
 * application/x-www-form-urlencoded body for POST. Top-level fields: undefined is left out,
 * null is sent empty, an object or array becomes its JSON string (unless serialize is false, then
 * bracket notation), anything else its string form.
 */
export function encodeForm(data: Payload | undefined, serialize = true): string {
  const out = new URLSearchParams()
  if (!data) return ''
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue
    if (serialize && isStructured(value)) out.append(key, JSON.stringify(value))
    else appendNested(out, key, value)
  }
  return out.toString()
}
