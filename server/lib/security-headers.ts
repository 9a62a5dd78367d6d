import type { MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { secureHeaders } from 'hono/secure-headers'
import type { Logger } from './logger.ts'
import { proxyMatcher, resolveClient, type TrustProxy } from './client-address.ts'
import type { AppEnv } from '../types.ts'

/**
 * The Content-Security-Policy of every answer (docs/security.md "Content-Security-Policy").
 * Scripts only from this origin and never inline or eval'd, so an injected <script> or a
 * javascript: URL cannot run and read the token kept in localStorage. Styles allow 'unsafe-inline'
 * (the static loading shell of index.html carries style attributes, and Radix's scroll lock
 * inserts a <style> element); a style cannot run code. Images: this origin, and data:/blob: URLs
 * the app makes itself (chart PNG export, previews).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
}

/** HSTS, sent only on answers to requests that came over https (docs/security.md). */
export const HSTS = 'max-age=15552000'

/**
 * Hono's secure headers with the CSP above. A handler's own header wins (`overwrite: false`):
 * /uploads/* answers with a stricter sandbox policy. HSTS is left to clientAddress below.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: false,
    overwrite: false,
  })
}

/**
 * Sets c.var.clientIp and c.var.https from the socket and, as TRUST_PROXY allows, from
 * X-Forwarded-For and X-Forwarded-Proto; sends HSTS when the request came over https. Warns once
 * when forwarding headers arrive while no proxy is trusted: behind a proxy every client then
 * shares the proxy's address, and the per-address limits apply to all of them together.
 */
export function clientAddress(trust: TrustProxy, logger: Logger): MiddlewareHandler<AppEnv> {
  const matcher = proxyMatcher(trust)
  let warned = false
  return async (c, next) => {
    const client = resolveClient(matcher, {
      socket: socketAddress(c),
      forwardedFor: c.req.header('x-forwarded-for'),
      forwardedProto: c.req.header('x-forwarded-proto'),
      protocol: new URL(c.req.url).protocol,
    })
    if (client.untrustedForwarding && !warned) {
      warned = true
      logger.warn(
        'X-Forwarded-For received but TRUST_PROXY is not set: clients behind the proxy share its address for the sign-in and SMS limits (README "Configuration")',
      )
    }
    c.set('clientIp', client.ip)
    c.set('https', client.https)
    await next()
    if (client.https) c.res.headers.set('Strict-Transport-Security', HSTS)
  }
}

function socketAddress(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // app.request in tests has no socket.
    return undefined
  }
}
