import { nextTurn } from './next-turn.ts'

/**
 * A large form-encoded body (a 10,000-row EditProStructureMore is 3.3 MB) decoded without holding
 * the event loop for the whole of it (docs/performance.md "Big saves"). Same fields as hono's
 * parseBody (undici's URLSearchParams parse, then the last value of a key wins unless the key ends
 * with "[]"), but each value is decoded by the engine's decodeURIComponent, several times faster
 * than URLSearchParams' JavaScript loop, 128 KB at a time with a turn of the event loop between.
 */

/** Bodies from this size on take this path; smaller ones keep hono's parseBody. */
export const LARGE_FORM_BYTES = 256 * 1024

/** Encoded text decoded per piece of about this size, with a turn of the event loop between. */
const PIECE = 128 * 1024

/**
 * Where a piece may end at or after `from`: before a literal character (not part of a %XX escape),
 * so that the bytes before it are whole escapes. A UTF-8 character's escapes are never cut: a
 * literal ASCII character cannot sit inside one.
 */
function pieceEnd(text: string, from: number): number {
  for (let i = Math.max(from, 2); i < text.length; i++)
    if (text[i] !== '%' && text[i - 1] !== '%' && text[i - 2] !== '%') return i
  return text.length
}

/**
 * One name or value as application/x-www-form-urlencoded decodes it: the engine's
 * decodeURIComponent piece by piece; a malformed escape (%zz, bytes that are no UTF-8) anywhere
 * sends the whole text to URLSearchParams, which keeps or replaces it as before.
 */
async function decodePart(text: string): Promise<string> {
  if (!text.includes('%') && !text.includes('+')) return text
  try {
    if (text.length <= PIECE) return decodeURIComponent(text.replaceAll('+', ' '))
    const out: string[] = []
    for (let at = 0; at < text.length;) {
      if (at > 0) await nextTurn()
      const end = pieceEnd(text, at + PIECE)
      out.push(decodeURIComponent(text.slice(at, end).replaceAll('+', ' ')))
      at = end
    }
    return out.join('')
  } catch {
    return new URLSearchParams(`a=${text}`).get('a') ?? ''
  }
}

export async function decodeLargeForm(text: string): Promise<Record<string, unknown>> {
  const form: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const pair of text.split('&')) {
    if (pair === '') continue
    const at = pair.indexOf('=')
    const name = await decodePart(at < 0 ? pair : pair.slice(0, at))
    const value = await decodePart(at < 0 ? '' : pair.slice(at + 1))
    if (!name.endsWith('[]')) form[name] = value
    else {
      const held = form[name]
      form[name] = Array.isArray(held) ? [...(held as string[]), value] : [value]
    }
  }
  return form
}
