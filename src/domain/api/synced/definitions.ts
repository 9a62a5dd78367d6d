import type { z } from 'zod'
import { ADJUST_CHECKS } from '../../adjust/entity'
import type { Entity, Relation as DeclaredRelation } from '../../entity/define'
import { zodCreate, zodCreateDefaults, zodFields, type EntityChecks } from '../../entity/zod'
import { entityOf, SYNCED_ENTITIES, type SyncedEntity } from '../sync-entities'

/**
 * What the server's engine reads of each synced entity, derived from its declaration
 * (src/domain/<area>/entities.ts, listed in ../sync-entities.ts) with zod: the field rules, the
 * create defaults, required fields and whole-document rule, the relations. The server validates
 * writes with it (server/services/synced/fields.ts) and the engine applies its defaults and
 * relations (server/services/synced/engine.ts, relations.ts). docs/sync.md "Adding a synced entity".
 */

/** A reference from a row to its parent row (src/domain/entity/define.ts), its parent typed. */
export type Relation = DeclaredRelation & { entity: SyncedEntity }

export interface EntityDefinition {
  /** Known fields, each checked and normalised on its own (an update carries only what changed). */
  fields: Readonly<Record<string, z.ZodType>>
  /** What a direct create fills in when the caller left a field out (evaluated per create). */
  createDefaults: (now?: Date) => Readonly<Record<string, unknown>>
  /** Fields a create must carry. */
  createRequired: readonly string[]
  /** Whole-document check of a create ({ID, ...fields}, defaults applied); its output is stored. */
  createSchema?: z.ZodType
  /** Set by the server only; a client's copy is ignored. */
  serverFields?: readonly string[]
  /** Parent rows the engine checks (exists, live, the caller's) and cascades from. */
  relations?: readonly Relation[]
  /** Written through its own call, not the generic entity write (cart: OperationShoppingCart). */
  ownWrites?: true
}

/** The named checks of every area's document parts (`checked` fields of the declarations). */
export const ENTITY_CHECKS: EntityChecks = { ...ADJUST_CHECKS }

/** The definition of a declared entity, derived. */
function declared(entity: Entity): EntityDefinition {
  return {
    fields: zodFields(entity.fields, ENTITY_CHECKS),
    createDefaults: (now) => zodCreateDefaults(entity, ENTITY_CHECKS, now),
    createRequired: entity.required,
    ...(entity.wholeCreate ? { createSchema: zodCreate(entity, ENTITY_CHECKS) } : {}),
    serverFields: entity.serverFields,
    // The declarations name parents by entity name; SyncedEntity is the registry's own type.
    relations: (entity.relations ?? []) as readonly Relation[],
    ...(entity.ownWrites ? { ownWrites: true as const } : {}),
  }
}

export const ENTITY_DEFINITIONS = Object.fromEntries(
  SYNCED_ENTITIES.map((e) => [e, declared(entityOf(e))]),
) as Readonly<Record<SyncedEntity, EntityDefinition>>

export const entityDefinition = (entity: SyncedEntity): EntityDefinition =>
  ENTITY_DEFINITIONS[entity]
