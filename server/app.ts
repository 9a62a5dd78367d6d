import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { getPath as honoGetPath } from 'hono/utils/url'
import { compressJson } from './lib/compress.ts'
import { ErrorCode, fail } from './lib/envelope.ts'
import { clientAddress, securityHeaders } from './lib/security-headers.ts'
import { accountApi } from './routes/account.ts'
import { entityWriteRoutes } from './routes/entity-writes.ts'
import { homeRoutes } from './routes/home.ts'
import { billRoutes } from './routes/bill/index.ts'
import { projectRoutes } from './routes/projects/index.ts'
import { materialRoutes } from './routes/materials.ts'
import { estimateRoutes } from './routes/estimate.ts'
import { benchmarkRoutes } from './routes/benchmark.ts'
import { adjustRoutes } from './routes/adjust.ts'
import { shopRoutes } from './routes/shop/index.ts'
import { syncRoutes } from './routes/sync.ts'
import { syncBatchRoutes } from './routes/sync-batch.ts'
import { uploadCalls, uploadFiles } from './routes/upload.ts'
import { docsRoutes } from './routes/docs.ts'
import { bidReturnRoutes } from './routes/bid-return.ts'
import { backstageRoutes } from './routes/backstage.ts'
import { clientLogRoutes } from './routes/client-log.ts'
import { teamLibraryRoutes } from './routes/team-library.ts'
import { teamRoutes } from './routes/teams.ts'
import { ALL_CALLS } from '@/domain/api/calls/index.ts'
import { ownBodyLimits } from './lib/mount.ts'
import { serveDist } from './static.ts'
import { installEntityServices } from './services/entity-services.ts'
import type { AppDeps, AppEnv } from './types.ts'

export type { AppDeps, AppEnv, Variables } from './types.ts'

const API_PREFIX = /^\/api(\/|$)/i
export function isApiPath(path: string): boolean {
  return API_PREFIX.test(path)
}

/**
 * The whole server as a Hono app (no listening: tests call `app.request`). /api calls answer
 * envelopes; everything else is the built PWA from DIST_DIR with an SPA fallback.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  installEntityServices()
  // /api paths match whatever their case (old clients mix /api/index and /api/Index): each
  // incoming /api path is mapped to the registered spelling before routing. /api paths have no
  // parameters, so a lookup table of the registered paths is enough. A trailing slash is ignored.
  const canonical = new Map<string, string>()
  const app = new Hono<AppEnv>({
    getPath: (request) => {
      const raw = honoGetPath(request)
      const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw
      return isApiPath(path) ? (canonical.get(path.toLowerCase()) ?? '/api' + path.slice(4)) : path
    },
  })

  app.use(requestId({ headerName: 'X-Request-Id', limitLength: 100 }))
  app.use(async (c, next) => {
    c.set('db', deps.db)
    c.set('logger', deps.logger)
    c.set('config', deps.config)
    const started = performance.now()
    await next()
    // Every request at debug: a PWA revalidates /sw.js and the shell on each visit, and at info
    // they flooded the terminal. Failures still show at info: onError logs them at error.
    deps.logger.debug('request', {
      reqId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })
  app.use(securityHeaders())
  app.use(clientAddress(deps.config.trustProxy, deps.logger))
  app.use('/api/*', async (c, next) => {
    await next()
    // Answers are per user and per moment: neither the browser nor the service worker keeps them.
    c.header('Cache-Control', 'no-store')
  })
  app.use('/api/*', compressJson())
  const account = accountApi(deps)
  // Stored files are read with the session cookie (an <img> sends no X-Token): docs/security.md.
  app.use('/uploads/*', account.auth)
  app.route('/', uploadFiles(deps))
  const tooLarge = (c: Context) => fail(c, '请求内容过大', ErrorCode.tooLarge, 413)
  const globalLimit = bodyLimit({ maxSize: deps.config.bodyLimit, onError: tooLarge })
  // Calls with their own limit (uploads, the whole-structure save) apply it after the access check.
  const own = ownBodyLimits(ALL_CALLS)
  const limitUnlessOwn: MiddlewareHandler<AppEnv> = (c, next) =>
    own.has(c.req.path.toLowerCase()) ? next() : globalLimit(c, next)
  app.use('/api/*', limitUnlessOwn)

  app.use('/api/*', account.auth)

  // One line per area (each mounts its registry calls, src/domain/api/calls); later issues add theirs.
  const api = app.basePath('/api')
  homeRoutes(api)
  account.routes(api)
  uploadCalls(api, deps)
  syncRoutes(api)
  projectRoutes(api)
  entityWriteRoutes(api)
  syncBatchRoutes(api, app)
  shopRoutes(api)
  materialRoutes(api)
  estimateRoutes(api)
  benchmarkRoutes(api)
  adjustRoutes(api)
  docsRoutes(api)
  billRoutes(api)
  bidReturnRoutes(api)
  backstageRoutes(api)
  teamRoutes(api, deps)
  teamLibraryRoutes(api)
  clientLogRoutes(api)

  for (const route of app.routes) {
    if (isApiPath(route.path) && !route.path.includes('*'))
      canonical.set(route.path.toLowerCase(), route.path)
  }

  app.all('/api', apiNotFound)
  app.all('/api/*', apiNotFound)
  const dist = serveDist(deps.config.distDir)
  app.get('*', (c) => (isApiPath(c.req.path) ? apiNotFound(c) : dist(c)))
  app.notFound((c) => (isApiPath(c.req.path) ? apiNotFound(c) : c.text('未找到该资源', 404)))

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, '请求无效', String(error.status), error.status)
    }
    const reqId = c.var.requestId
    deps.logger.error('unhandled error', {
      reqId,
      method: c.req.method,
      path: c.req.path,
      error: error.message,
      // drizzle wraps the driver's error ("Failed query: …"): the cause says what went wrong.
      cause: error.cause instanceof Error ? error.cause.message : undefined,
      stack: error.stack,
    })
    return fail(c, `服务器内部错误，请稍后重试（请求编号 ${reqId}）`, ErrorCode.internal, 500)
  })
  return app
}

function apiNotFound(c: Context): Response {
  return fail(c, `接口不存在：${c.req.path}`, ErrorCode.notFound, 404)
}
