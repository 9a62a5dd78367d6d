type Json = Record<string, unknown>

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const pretty = (value: unknown) => escape(JSON.stringify(value, null, 2))

const STYLE = `body{font:14px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1f2937;background:#f8fafc}
header{background:#0f766e;color:#fff;padding:16px 24px}main{max-width:1100px;margin:0 auto;padding:16px 24px}
h2{border-bottom:1px solid #cbd5e1;padding-bottom:4px;margin-top:32px}details{background:#fff;border:1px solid #e2e8f0;border-radius:6px;margin:6px 0;padding:6px 10px}
summary{cursor:pointer}code{font-family:ui-monospace,monospace}.m{display:inline-block;width:44px;font-weight:600}.get{color:#0369a1}.post{color:#b45309}
pre{background:#f1f5f9;padding:8px;overflow:auto;max-height:360px}.tag{font-size:12px;background:#e2e8f0;border-radius:4px;padding:0 6px;margin-left:6px}`

/** A readable, self-contained reference of the OpenAPI document (no scripts, nothing from a CDN). */
export function referencePage(doc: Json): string {
  const paths = doc['paths'] as Record<string, Record<string, Json>>
  const byTag = new Map<string, string[]>()
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = String((op['tags'] as string[] | undefined)?.[0] ?? '')
      const input =
        method === 'get' ? op['parameters'] : (op['requestBody'] as Json | undefined)?.['content']
      const output = (op['responses'] as Json)['200']
      const row = `<details><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> — ${escape(String(op['summary']))}<span class="tag">${escape(String(op['x-access']))}</span>${op['x-beyond-spec'] ? '<span class="tag">SPEC 之外</span>' : ''}</summary>
<p>${escape(String(op['description']))}</p><h4>输入</h4><pre>${pretty(input ?? [])}</pre><h4>返回</h4><pre>${pretty(output)}</pre></details>`
      byTag.set(tag, [...(byTag.get(tag) ?? []), row])
    }
  }
  const sections = [...byTag]
    .map(([tag, rows]) => `<h2>/api/${escape(tag)}</h2>${rows.join('\n')}`)
    .join('\n')
  const info = doc['info'] as Json
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(String(info['title']))} 接口文档</title><style>${STYLE}</style></head>
<body><header><h1>${escape(String(info['title']))} 接口文档</h1><p>${escape(String(info['description']))} 机器可读版本：<a style="color:#fff" href="/api/openapi.json">/api/openapi.json</a></p></header><main>${sections}</main></body></html>`
}
