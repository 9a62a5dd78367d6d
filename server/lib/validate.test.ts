import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonField } from '@/domain/api/json-field.ts'
import { ok } from './envelope.ts'
import { readInput } from './validate.ts'

// A login-like payload (SPEC §3): Type, Code, and Model as a JSON string.
const payload = z.object({
  Type: z.enum(['pwd', 'mobile']),
  Code: z.string().max(6).optional(),
  Model: jsonField(z.object({ Phone: z.string().regex(/^1\d{10}$/), pwd: z.string().min(1) })),
})

const app = new Hono()
app.post('/echo', async (c) => {
  const input = await readInput(c, payload)
  return input.success ? ok(c, input.data) : input.response
})

async function post(body: string, type = 'application/x-www-form-urlencoded') {
  const res = await app.request('/echo', {
    method: 'POST',
    body,
    headers: { 'Content-Type': type },
  })
  return (await res.json()) as { ErrorCode: string; Message: string; Data: unknown }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const model = JSON.stringify({ Phone: '13800000000', pwd: 'abc12345' })

describe('readInput on a form-encoded POST', () => {
  it('parses JSON fields and returns the typed payload', async () => {
    expect(await post(form({ Type: 'pwd', Model: model }))).toEqual({
      ErrorCode: '0',
      Message: '',
      Data: { Type: 'pwd', Model: { Phone: '13800000000', pwd: 'abc12345' } },
    })
  })

  it('names a field that should hold JSON but does not', async () => {
    expect(await post(form({ Type: 'pwd', Model: '{Phone:' }))).toEqual({
      ErrorCode: '1',
      Message: '参数 Model 不是有效的 JSON',
      Data: null,
    })
  })

  it('names the bad field inside a JSON field, a missing field, and a bad plain field', async () => {
    expect(
      (await post(form({ Type: 'pwd', Model: JSON.stringify({ Phone: '123', pwd: 'x' }) })))
        .Message,
    ).toBe('参数 Model.Phone 无效')
    expect((await post(form({ Type: 'pwd' }))).Message).toBe('缺少参数 Model')
    expect((await post(form({ Type: 'sms', Model: model }))).Message).toBe('参数 Type 无效')
    expect((await post(form({ Type: 'pwd', Code: '1234567', Model: model }))).Message).toBe(
      '参数 Code 无效',
    )
  })

  it('accepts a JSON body and refuses one that does not parse', async () => {
    const good = await post(
      JSON.stringify({ Type: 'mobile', Model: { Phone: '13800000000', pwd: 'p' } }),
      'application/json',
    )
    expect(good.ErrorCode).toBe('0')
    expect(await post('{"Type":', 'application/json')).toEqual({
      ErrorCode: '1',
      Message: '请求内容格式无效',
      Data: null,
    })
    expect((await post('[1,2]', 'application/json')).Message).toBe('请求内容格式无效')
    expect((await post('Type=pwd', 'text/plain')).Message).toBe('请求内容格式无效')
  })
})
