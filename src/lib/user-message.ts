/**
 * What may be shown to the user of an error. Our own errors carry Chinese messages (server
 * Message, validation, storage full); anything else (a Dexie PrematureCommitError, a TypeError,
 * a DOMException) is technical English that must never reach a toast or a message box: it is
 * logged for the developer and the user reads a Chinese sentence instead.
 */
export const UNKNOWN_ERROR_MESSAGE = '操作失败，请稍后重试'

const CJK = /[\u3400-\u9fff]/
// Technical fragments that can ride along in a message: URLs, stack lines, JS error names.
const TECHNICAL =
  /https?:\/\/|\bat\s+\S+\s*\(|\b(?:TypeError|ReferenceError|SyntaxError|RangeError|DOMException|Dexie\w*Error|undefined is not|null is not)\b/

/** True when the text is a sentence for the user (Chinese, with no technical fragment). */
export function isUserText(text: string): boolean {
  return CJK.test(text) && !TECHNICAL.test(text)
}

/** The message of `error` when it is user text; otherwise logs the error and returns `fallback`. */
export function userMessage(error: unknown, fallback: string = UNKNOWN_ERROR_MESSAGE): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (isUserText(text)) return text
  console.error('[error]', error)
  return isUserText(fallback) ? fallback : UNKNOWN_ERROR_MESSAGE
}

/** The last guard of every toast and message box: non-user text is logged and replaced. */
export function userText(message: string): string {
  return isUserText(message) ? message : userMessage(message)
}
