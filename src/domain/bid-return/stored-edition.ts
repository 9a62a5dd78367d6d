import { STANDARD_VERSIONS, type StandardVersion } from '../projects/model'

/**
 * The edition a stored bill (stored.ts `encodeBill`) was read under, from the head of its text:
 * a list of bidders shows it without decoding bills of several MB. null when the text is not a
 * stored bill.
 */
export function storedBillEdition(text: string): StandardVersion | null {
  const m = /^\{"v":[12],"version":"([^"]*)"/.exec(text.slice(0, 64))
  const v = m?.[1]
  return (STANDARD_VERSIONS as readonly (string | undefined)[]).includes(v)
    ? (v as StandardVersion)
    : null
}
