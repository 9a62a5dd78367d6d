import type { Hono } from 'hono'
import { ALL_CALLS } from '@/domain/api/calls/index.ts'
import { openApiDocument } from '../openapi/document.ts'
import { referencePage } from '../openapi/reference.ts'
import type { AppEnv } from '../types.ts'

/** GET /api/openapi.json (the registry as OpenAPI 3.1) and /api/docs (a readable reference, no CDN). */
export function docsRoutes(app: Hono<AppEnv>): void {
  let document: ReturnType<typeof openApiDocument> | undefined
  const doc = () => (document ??= openApiDocument(ALL_CALLS))
  app.get('/openapi.json', (c) => c.json(doc()))
  app.get('/docs', (c) => c.html(referencePage(doc())))
}
