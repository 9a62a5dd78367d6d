import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const STUB_PROCESSORS = '\0zod-json-schema-processors-unused'
const STUB_TO_JSON_SCHEMA = '\0zod-to-json-schema-unused'
const FAIL = `() => { throw new Error('JSON Schema is written on the server (server/openapi), not in the browser') }`

/**
 * zod's schemas without their JSON Schema writers in the browser build (issue 41 item 5): every
 * zod schema carries a `toJSONSchema()` method and a JSON Schema processor, which bring zod's
 * whole JSON Schema writer (to-json-schema.js and json-schema-processors.js, 23 KB minified) into
 * the page and the compute worker. The app writes JSON Schema only on the server (the OpenAPI
 * document, server/openapi), which runs zod unchanged; in the build, the processors and the two
 * method factories zod's classic schemas import become functions that throw, and
 * `aggregateChecks` (read by the schemas' `minLength` and like getters) stays zod's own.
 */
export function zodWithoutJsonSchema(): Plugin {
  const zodDir = dirname(createRequire(import.meta.url).resolve('zod/package.json'))
  const classicSchemas = join(zodDir, 'v4/classic/schemas.js')
  const realProcessors = join(zodDir, 'v4/core/json-schema-processors.js')
  return {
    name: 'smartboq-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer !== classicSchemas) return null
      if (source === '../core/json-schema-processors.js') return STUB_PROCESSORS
      if (source === '../core/to-json-schema.js') return STUB_TO_JSON_SCHEMA
      return null
    },
    load(id) {
      if (id === STUB_TO_JSON_SCHEMA)
        return [
          `export const createToJSONSchemaMethod = () => ${FAIL}`,
          `export const createStandardJSONSchemaMethod = () => ${FAIL}`,
        ].join('\n')
      if (id !== STUB_PROCESSORS) return null
      // The processors the classic schemas name, each a function that throws.
      const names = new Set(
        [...readFileSync(classicSchemas, 'utf8').matchAll(/processors\.(\w+)/g)].map((m) => m[1]),
      )
      names.delete('aggregateChecks')
      return [
        `export { aggregateChecks } from ${JSON.stringify(realProcessors)}`,
        `const unused = ${FAIL}`,
        ...[...names].map((name) => `export const ${name} = unused`),
      ].join('\n')
    },
  }
}
