/**
 * A forward-only XML tag scanner for the parts of an .xlsx (no DOM, no tree): it steps from tag
 * to tag, gives the local name (a prefix such as x: is dropped), whether the tag closes or closes
 * itself, its attributes on demand, and the raw text after it. Comments, processing instructions
 * and the doctype are skipped. Enough for SpreadsheetML, which keeps text in leaf elements.
 */
export class XmlScanner {
  /** Index just after the current tag. */
  pos = 0
  name = ''
  closing = false
  selfClosing = false
  private attrStart = 0
  private attrEnd = 0

  constructor(readonly xml: string) {}

  /** Moves to the next element tag; false at the end of the document. */
  next(): boolean {
    const xml = this.xml
    for (;;) {
      const lt = xml.indexOf('<', this.pos)
      if (lt < 0) return false
      const c = xml.charCodeAt(lt + 1)
      if (c === 63 /* ? */) {
        this.pos = skipPast(xml, '?>', lt)
        continue
      }
      if (c === 33 /* ! */) {
        this.pos = xml.startsWith('<!--', lt)
          ? skipPast(xml, '-->', lt)
          : xml.startsWith('<![CDATA[', lt)
            ? skipPast(xml, ']]>', lt)
            : skipPast(xml, '>', lt)
        continue
      }
      this.closing = c === 47 /* / */
      let i = this.closing ? lt + 2 : lt + 1
      const nameStart = i
      let colon = -1
      for (; i < xml.length; i++) {
        const ch = xml.charCodeAt(i)
        if (ch === 58) colon = i
        else if (ch === 32 || ch === 62 || ch === 47 || ch === 10 || ch === 9 || ch === 13) break
      }
      this.name = xml.slice(colon >= 0 ? colon + 1 : nameStart, i)
      this.attrStart = i
      let quote = 0
      for (; i < xml.length; i++) {
        const ch = xml.charCodeAt(i)
        if (quote !== 0) {
          if (ch === quote) quote = 0
        } else if (ch === 34 || ch === 39) quote = ch
        else if (ch === 62) break
      }
      if (i >= xml.length) return false
      this.selfClosing = xml.charCodeAt(i - 1) === 47
      this.attrEnd = this.selfClosing ? i - 1 : i
      this.pos = i + 1
      return true
    }
  }

  /** The decoded value of the attribute with this (qualified) name, or undefined. */
  attr(name: string): string | undefined {
    const xml = this.xml
    const end = this.attrEnd
    let i = this.attrStart
    while (i < end) {
      const eq = xml.indexOf('=', i)
      if (eq < 0 || eq >= end) return undefined
      let ns = i
      while (ns < eq && isSpace(xml.charCodeAt(ns))) ns++
      let ne = eq
      while (ne > ns && isSpace(xml.charCodeAt(ne - 1))) ne--
      let q = eq + 1
      while (q < end && isSpace(xml.charCodeAt(q))) q++
      const quote = xml.charCodeAt(q)
      if (quote !== 34 && quote !== 39) return undefined
      const close = xml.indexOf(quote === 34 ? '"' : "'", q + 1)
      if (close < 0 || close > end) return undefined
      if (ne - ns === name.length && xml.startsWith(name, ns))
        return decodeXml(xml.slice(q + 1, close))
      i = close + 1
    }
    return undefined
  }

  /** All attributes by qualified name, decoded (for the rare tags that need several). */
  attrs(): Record<string, string> {
    const out: Record<string, string> = {}
    this.eachAttr((n, v) => {
      out[n] = decodeXml(v)
      return false
    })
    return out
  }

  /** The raw text from the end of the current tag to the next tag (a leaf element's content). */
  text(): string {
    const end = this.xml.indexOf('<', this.pos)
    let raw = this.xml.slice(this.pos, end < 0 ? this.xml.length : end)
    // CDATA inside a leaf: rare in SpreadsheetML, but kept verbatim when met.
    if (end >= 0 && this.xml.startsWith('<![CDATA[', end)) {
      const stop = this.xml.indexOf(']]>', end)
      if (stop > 0) return decodeXml(raw) + this.xml.slice(end + 9, stop)
    }
    if (raw.indexOf('\r') >= 0) raw = raw.replace(/\r\n?/g, '\n')
    return decodeXml(raw)
  }

  private eachAttr(visit: (name: string, rawValue: string) => boolean): void {
    const xml = this.xml
    let i = this.attrStart
    const end = this.attrEnd
    while (i < end) {
      while (i < end && isSpace(xml.charCodeAt(i))) i++
      const ns = i
      while (i < end && xml.charCodeAt(i) !== 61 && !isSpace(xml.charCodeAt(i))) i++
      const name = xml.slice(ns, i)
      while (i < end && isSpace(xml.charCodeAt(i))) i++
      if (xml.charCodeAt(i) !== 61) return
      i++
      while (i < end && isSpace(xml.charCodeAt(i))) i++
      const q = xml.charCodeAt(i)
      if (q !== 34 && q !== 39) return
      const close = xml.indexOf(q === 34 ? '"' : "'", i + 1)
      if (close < 0 || close > end) return
      if (visit(name, xml.slice(i + 1, close))) return
      i = close + 1
    }
  }
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13

function skipPast(xml: string, token: string, from: number): number {
  const at = xml.indexOf(token, from)
  return at < 0 ? xml.length : at + token.length
}

const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** XML character and entity references (&amp; &#60; &#x4E2D;) to their characters. */
export function decodeXml(raw: string): string {
  if (raw.indexOf('&') < 0) return raw
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (m, ref: string) => {
    if (ref.charCodeAt(0) !== 35) return NAMED[ref] ?? m
    const code = ref.charCodeAt(1) === 120 ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : m
  })
}
