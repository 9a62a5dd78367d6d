import { describe, expect, it } from 'vitest'
import { ALL_CALLS } from '../api/calls'
import { dexieStore, entityOf, ENTITIES, SYNCED_ENTITIES } from '../api/sync-entities'
import { ENTITY_CHECKS, ENTITY_DEFINITIONS } from '../api/synced/definitions'
import { createDefaults, rowDoc } from './define'
import type { AnyField } from './field'
import { isShapeData } from './shape'
import { zodReadDoc } from './zod'

/**
 * The one-declaration rule (docs/architecture.md "Entities"): everything the app knows of a
 * synced entity comes from its declaration. ESLint refuses hand-written document types and casts
 * of stored rows (eslint.config.js ONE declaration blocks); this checks the derived pieces agree
 * with the declarations, entity by entity.
 */
describe.each(SYNCED_ENTITIES)('the declaration of %s', (name) => {
  const entity = entityOf(name)
  const fields = Object.keys(entity.fields)
  const definition = ENTITY_DEFINITIONS[name]

  it('names only declared fields in its required list, indexes, relations and labels', () => {
    const declared = new Set(fields)
    for (const f of entity.required) expect(declared, `required ${f}`).toContain(f)
    for (const f of [...(entity.index.projectId ?? []), ...(entity.index.parentId ?? [])])
      expect(declared, `index ${f}`).toContain(f)
    for (const r of entity.relations ?? []) {
      expect(declared, `relation ${r.field}`).toContain(r.field)
      expect(SYNCED_ENTITIES, `relation to ${r.entity}`).toContain(r.entity)
    }
    expect(Object.keys(entity.fieldLabels)).toEqual(fields)
    for (const label of Object.values(entity.fieldLabels)) expect(label).toMatch(/^[\u3400-\u9fff]/)
    for (const f of entity.conflictChecked) expect(declared).toContain(f)
  })

  it('gives the server its field rules, required fields and relations, and the client its store', () => {
    expect(Object.keys(definition.fields)).toEqual(fields)
    expect(definition.createRequired).toEqual(entity.required)
    expect(definition.relations ?? []).toEqual(entity.relations ?? [])
    expect(dexieStore(name)).toContain(entity.index.parentId ? 'parentId' : 'id')
    expect(ENTITIES[name].since).toBeGreaterThanOrEqual(2)
  })

  it('is written by the registry calls its declaration names', () => {
    for (const op of ['create', 'update', 'delete'] as const) {
      const write = entity.writes[op]
      expect(
        ALL_CALLS.some((c) => c.path === write.path && c.method === write.method),
        `${op}: ${write.method} ${write.path}`,
      ).toBe(true)
    }
  })

  it('has one set of create defaults: every field is required, defaulted, optional or checked', () => {
    const now = new Date('2026-03-01T08:00:00Z')
    const serverDefaults = definition.createDefaults(now)
    const clientDefaults: Record<string, unknown> = createDefaults(entity, now)
    for (const [key, f] of Object.entries<AnyField>(entity.fields)) {
      if (entity.required.includes(key) || f.optional) {
        expect(serverDefaults, key).not.toHaveProperty(key)
        continue
      }
      expect(serverDefaults, key).toHaveProperty(key)
      if (f.check === undefined) expect(serverDefaults[key], key).toEqual(clientDefaults[key])
    }
  })

  it('checks its document parts with named checks that exist, and reads any stored row into its type', () => {
    for (const f of Object.values<AnyField>(entity.fields))
      if (f.check !== undefined) expect(ENTITY_CHECKS, f.check).toHaveProperty(f.check)
    // A row with nothing readable still reads as a whole document of the declared types (parts
    // checked by zod take their check's default).
    const doc = zodReadDoc(entity, { Unknown: 1 }, ENTITY_CHECKS)
    expect(isShapeData(entity.fields, doc), JSON.stringify(doc)).toBe(true)
    expect(rowDoc(entity, 'x', {}).ID).toBe('x')
  })
})

describe('the named checks', () => {
  it('are each used by a declared field', () => {
    const used = new Set(
      SYNCED_ENTITIES.flatMap((e) =>
        Object.values<AnyField>(entityOf(e).fields).flatMap((f) => (f.check ? [f.check] : [])),
      ),
    )
    expect(Object.keys(ENTITY_CHECKS).sort()).toEqual([...used].sort())
  })
})
