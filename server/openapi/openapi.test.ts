import SwaggerParser from '@apidevtools/swagger-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_CALLS } from '@/domain/api/calls/index.ts'
import { openTestDb, testApp, type TestDb } from '../test/harness.ts'
import { SPEC_PATHS, specCoverage } from './spec-calls.ts'

let t: TestDb
let app: ReturnType<typeof testApp>['app']

beforeAll(async () => {
  t = await openTestDb()
  app = testApp(t.db).app
})
afterAll(() => t.close())

describe('the OpenAPI document generated from the call registry', () => {
  it('is served at /api/openapi.json and is a valid OpenAPI 3.1 document', async () => {
    const res = await app.request('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { openapi: string }
    expect(doc.openapi).toBe('3.1.0')
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy()
  })

  it('lists every registered call with its methods, input and Data schemas', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>
    }
    for (const call of ALL_CALLS) {
      const item = doc.paths[`/api${call.path}`]
      expect(item, call.path).toBeDefined()
      for (const method of [call.method, ...call.alsoMethods]) {
        const op = item?.[method.toLowerCase()]
        expect(op, `${method} ${call.path}`).toBeDefined()
        expect(op?.['summary']).toBe(call.summary)
        expect(method === 'GET' ? op?.['parameters'] : op?.['requestBody']).toBeDefined()
        const content = (
          op?.['responses'] as Record<
            string,
            { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
          >
        )['200']?.content
        if (call.reply === 'envelope')
          expect(content?.['application/json']?.schema.properties?.['Data']).toBeDefined()
      }
    }
    expect(Object.keys(doc.paths)).toHaveLength(new Set(ALL_CALLS.map((c) => c.path)).size)
  })

  it('renders a readable reference at /api/docs that loads nothing from elsewhere', async () => {
    const res = await app.request('/api/docs')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('智能清单 API 接口文档')
    for (const call of ALL_CALLS) expect(html).toContain(`/api${call.path}`)
    expect(html).not.toMatch(/<script|<link|src="https?:/i)
  })
})

describe('SPEC coverage', () => {
  it('registers no path that is neither in SPEC §7 nor marked beyond SPEC', () => {
    for (const call of ALL_CALLS) {
      const inSpec = SPEC_PATHS.has(call.path.slice(1).toLowerCase())
      expect(inSpec, `${call.path}: beyondSpec is ${call.beyondSpec}`).toBe(!call.beyondSpec)
    }
  })

  it('counts implemented calls per area from the registry', () => {
    const rows = specCoverage([{ path: '/index/GetSum' }, { path: '/INDEX/getmsg' }])
    const account = rows.find((r) => r.group === '账户')
    expect(account?.implemented).toBe(1)
    expect(rows.find((r) => r.group === '首页与列表')?.implemented).toBe(1)
    const total = rows.reduce((n, r) => n + r.total, 0)
    expect(total).toBe(173)
  })
})
