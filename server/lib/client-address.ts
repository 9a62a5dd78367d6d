import { BlockList, isIP } from 'node:net'

/**
 * Which proxies in front of the server may speak for the client (TRUST_PROXY, docs/security.md):
 * none (the socket's address is the client), the nearest `hops` proxies, or the proxies at these
 * addresses (single addresses or CIDR ranges).
 */
export type TrustProxy =
  { kind: 'off' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: readonly string[] }

const OFF = new Set(['', '0', 'off', 'false', 'no'])
const MAX_HOPS = 10

/** TRUST_PROXY as written: unset or 0 = off; 1..10 = hop count; else a comma list of addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const text = (raw ?? '').trim()
  if (OFF.has(text.toLowerCase())) return { kind: 'off' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= MAX_HOPS
      ? { kind: 'hops', hops }
      : { error: `a hop count must be 1 to ${MAX_HOPS}` }
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')
  const bad = entries.find((e) => !validEntry(e))
  if (bad !== undefined)
    return { error: `"${bad}" is neither an IP address nor a CIDR range (or use a hop count)` }
  return { kind: 'list', entries }
}

function validEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

/** ::ffff:10.0.0.1 → 10.0.0.1; "[::1]:443" and "10.0.0.1:5000" lose the port; else as given. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a)
  if (bracketed?.[1]) a = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'))
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(a)) a = a.slice(7)
  return a
}

export interface ClientAddress {
  /** The client's address as far as the trusted proxies say ('unknown' without a socket). */
  ip: string
  /** The request reached the first trusted hop over https. */
  https: boolean
  /** X-Forwarded-For arrived while no proxy is trusted (a likely misconfiguration). */
  untrustedForwarding: boolean
}

export interface RequestFacts {
  socket: string | undefined
  forwardedFor: string | undefined
  forwardedProto: string | undefined
  /** The scheme the server itself was reached by ('http:' for this plain HTTP server). */
  protocol: string
}

/**
 * The client address and scheme of one request. X-Forwarded-For is read from the right: each
 * trusted proxy appended the address it saw, so the entry left of the last trusted one is the
 * client; anything further left was written by the client and is ignored.
 */
export function resolveClient(trust: TrustProxy | Matcher, facts: RequestFacts): ClientAddress {
  const socket = facts.socket ? normalizeAddress(facts.socket) : 'unknown'
  const ownHttps = facts.protocol === 'https:'
  const matcher = 'trusts' in trust ? trust : proxyMatcher(trust)
  if (matcher.kind === 'off')
    return { ip: socket, https: ownHttps, untrustedForwarding: facts.forwardedFor !== undefined }
  if (matcher.kind === 'list' && !matcher.trusts(socket))
    return { ip: socket, https: ownHttps, untrustedForwarding: false }
  const chain = [
    ...(facts.forwardedFor ?? '')
      .split(',')
      .map(normalizeAddress)
      .filter((a) => a !== ''),
    socket,
  ]
  let i = chain.length - 1
  if (matcher.kind === 'hops') i = Math.max(0, chain.length - 1 - matcher.hops)
  else while (i > 0 && matcher.trusts(chain[i] ?? '')) i--
  const picked = chain[i] ?? socket
  const proto = facts.forwardedProto?.split(',')[0]?.trim().toLowerCase()
  return {
    ip: isIP(picked) ? picked : socket,
    https: proto === undefined ? ownHttps : proto === 'https',
    untrustedForwarding: false,
  }
}

/** TrustProxy made ready for many requests (the address list compiled once). */
export type Matcher =
  | { kind: 'off'; trusts: (a: string) => boolean }
  | { kind: 'hops'; hops: number; trusts: (a: string) => boolean }
  | { kind: 'list'; trusts: (a: string) => boolean }

export function proxyMatcher(trust: TrustProxy): Matcher {
  if (trust.kind === 'off') return { kind: 'off', trusts: () => false }
  if (trust.kind === 'hops') return { kind: 'hops', hops: trust.hops, trusts: () => true }
  const list = new BlockList()
  for (const entry of trust.entries) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return {
    kind: 'list',
    trusts: (a) => {
      const family = isIP(a)
      return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}
