import { z } from 'zod'
import type { AnyCall } from '@/domain/api/registry/define.ts'

type Json = Record<string, unknown>
const SPEC_VERSION = '3.1.0'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const ACCESS_NOTES: Record<AnyCall['access'], string> = {
  public: '公开，无需登录',
  user: '需登录',
  writer: '需登录（写操作：GET 必须带 X-Token 请求头）',
  admin: '仅管理员',
}

/**
 * A zod schema as a JSON Schema for the document: its own `$defs` (recursive trees) move to
 * components/schemas under names prefixed by the call, and their refs follow.
 */
function schemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  prefix: string,
  components: Json,
): Json {
  const raw = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json
  const { $schema: _dialect, $defs, ...body } = raw
  const rename = (name: string) => `${prefix}_${name.replace(/[^A-Za-z0-9_]/g, '')}`
  const text = JSON.stringify(body).replace(/"#\/\$defs\/([^"]+)"/g, (_m, name: string) =>
    JSON.stringify(`#/components/schemas/${rename(name)}`),
  )
  for (const [name, def] of Object.entries(($defs ?? {}) as Json)) {
    components[rename(name)] = JSON.parse(
      JSON.stringify(def).replace(/"#\/\$defs\/([^"]+)"/g, (_m, n: string) =>
        JSON.stringify(`#/components/schemas/${rename(n)}`),
      ),
    ) as Json
  }
  return JSON.parse(text) as Json
}

function envelope(data: Json, paged: boolean): Json {
  return {
    type: 'object',
    required: ['ErrorCode', 'Message', 'Data'],
    properties: {
      ErrorCode: {
        type: 'string',
        description: '"0" 成功；"1" 参数或业务错误；"403" 未登录或无权限；其他见 docs/api.md',
      },
      Message: { type: 'string', description: '失败时的中文说明' },
      Data: data,
      ...(paged
        ? { Total: { type: 'integer', description: '全部匹配的条数（不是本页条数）' } }
        : {}),
    },
  }
}

function operation(call: AnyCall, method: 'GET' | 'POST', components: Json): Json {
  const prefix = `${call.area}_${call.name}`
  const input = schemaOf(call.input, 'input', `${prefix}_in`, components)
  if (call.multipart)
    input['properties'] = {
      ...(input['properties'] as Json),
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: '上传的文件',
      },
    }
  const op: Json = {
    operationId: method === call.method ? prefix : `${prefix}_${method.toLowerCase()}`,
    tags: [call.area],
    summary: call.summary,
    description: `${ACCESS_NOTES[call.access]}${call.beyondSpec ? '。SPEC 之外新增的接口' : ''}${call.replay ? '。同步队列重放的写操作（X-Client-Id、X-Mutation-Id 等请求头，见 docs/sync.md）' : ''}`,
    'x-access': call.access,
    'x-beyond-spec': call.beyondSpec,
    security: call.access === 'public' ? [] : [{ token: [] }, { cookie: [] }],
  }
  if (method === 'GET') {
    const properties = (input['properties'] ?? {}) as Json
    const required = new Set((input['required'] ?? []) as string[])
    op['parameters'] = Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    }))
  } else {
    const type = call.multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded'
    op['requestBody'] = {
      required: true,
      content: { [type]: { schema: input, ...(call.example ? { example: call.example } : {}) } },
    }
  }
  const ok =
    call.reply === 'file'
      ? {
          description: 'Excel 文件（.xlsx）；出错时为 JSON 信封',
          content: {
            [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } },
            'application/json': { schema: envelope({ type: 'null' }, false) },
          },
        }
      : {
          description: '信封 {ErrorCode, Message, Data, Total}；业务错误同样是 HTTP 200',
          content: {
            'application/json': {
              schema: envelope(
                schemaOf(call.data, 'input', `${prefix}_out`, components),
                call.paged,
              ),
            },
          },
        }
  op['responses'] = {
    '200': ok,
    '403': {
      description: '未登录（请先登录!）或请求来源无效',
      content: { 'application/json': { schema: envelope({ type: 'null' }, false) } },
    },
    ...(call.maxBody ? { '413': { description: '请求内容过大' } } : {}),
  }
  return op
}

/** The OpenAPI 3.1 document of the registered calls (served at /api/openapi.json). */
export function openApiDocument(calls: readonly AnyCall[]): Json {
  const components: Json = {}
  const paths: Record<string, Json> = {}
  for (const call of calls) {
    const item = (paths[`/api${call.path}`] ??= {})
    for (const method of [call.method, ...call.alsoMethods])
      item[method.toLowerCase()] = operation(call, method, components)
  }
  return {
    openapi: SPEC_VERSION,
    info: {
      title: '智能清单 API',
      version: '1.0.0',
      description:
        '由调用注册表（src/domain/api/calls）生成。GET 的参数在查询串中，POST 为表单编码（对象和数组字段是 JSON 字符串）。路径不区分大小写。',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(calls.map((c) => c.area))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'X-Token' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
      },
    },
  }
}
