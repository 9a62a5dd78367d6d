import { describe, expect, it } from 'vitest'
import {
  normalizeAddress,
  parseTrustProxy,
  resolveClient,
  type TrustProxy,
} from './client-address.ts'

const facts = (socket: string | undefined, xff?: string, proto?: string) => ({
  socket,
  forwardedFor: xff,
  forwardedProto: proto,
  protocol: 'http:',
})

describe('TRUST_PROXY', () => {
  it('parses off, a hop count and a list of addresses or ranges; refuses the rest', () => {
    for (const raw of [undefined, '', ' ', '0', 'off', 'false'])
      expect(parseTrustProxy(raw)).toEqual({ kind: 'off' })
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 })
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual({
      kind: 'list',
      entries: ['127.0.0.1', '10.0.0.0/8', '::1'],
    })
    for (const raw of ['true', '11', 'nginx', '10.0.0.0/33', '1.2.3'])
      expect(parseTrustProxy(raw)).toHaveProperty('error')
  })

  it('normalises IPv4-mapped, bracketed and ported addresses', () => {
    expect(normalizeAddress('::ffff:10.1.2.3')).toBe('10.1.2.3')
    expect(normalizeAddress('[::1]:443')).toBe('::1')
    expect(normalizeAddress(' 10.1.2.3:5000 ')).toBe('10.1.2.3')
  })
})

describe('resolveClient', () => {
  const off: TrustProxy = { kind: 'off' }
  const one: TrustProxy = { kind: 'hops', hops: 1 }
  const two: TrustProxy = { kind: 'hops', hops: 2 }
  const list: TrustProxy = { kind: 'list', entries: ['127.0.0.1', '10.0.0.0/8'] }

  it('off: the socket, whatever the headers say', () => {
    expect(resolveClient(off, facts('::ffff:127.0.0.1', '1.2.3.4', 'https'))).toEqual({
      ip: '127.0.0.1',
      https: false,
      untrustedForwarding: true,
    })
    expect(resolveClient(off, facts(undefined)).ip).toBe('unknown')
  })

  it('hops: counts trusted proxies from the right, ignoring what the client wrote further left', () => {
    expect(resolveClient(one, facts('127.0.0.1', '1.1.1.1, 203.0.113.7', 'https'))).toEqual({
      ip: '203.0.113.7',
      https: true,
      untrustedForwarding: false,
    })
    expect(resolveClient(two, facts('127.0.0.1', '1.1.1.1, 203.0.113.7, 10.0.0.2')).ip).toBe(
      '203.0.113.7',
    )
    // Fewer entries than hops: the leftmost there is.
    expect(resolveClient(two, facts('127.0.0.1', '203.0.113.7')).ip).toBe('203.0.113.7')
    expect(resolveClient(one, facts('127.0.0.1')).ip).toBe('127.0.0.1')
    // Garbage where the proxy's entry should be: the socket, not the garbage.
    expect(resolveClient(one, facts('127.0.0.1', 'not-an-ip')).ip).toBe('127.0.0.1')
  })

  it('list: walks left past trusted proxies; an untrusted socket is the client', () => {
    expect(
      resolveClient(list, facts('127.0.0.1', '9.9.9.9, 203.0.113.7, 10.1.1.1', 'https')),
    ).toEqual({ ip: '203.0.113.7', https: true, untrustedForwarding: false })
    expect(resolveClient(list, facts('198.51.100.1', '203.0.113.7', 'https'))).toEqual({
      ip: '198.51.100.1',
      https: false,
      untrustedForwarding: false,
    })
  })
})
