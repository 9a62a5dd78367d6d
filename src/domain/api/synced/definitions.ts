import type { z } from 'zod'
import {
  adjustSchemeFieldSchemas,
  adjustSignFieldSchemas,
  newSchemeDefaults,
} from '../../adjust/entity'
import {
  folderFieldSchemas,
  projectFieldSchemas,
  structureRowFieldSchemas,
  tenderFieldSchemas,
} from '../../projects/schemas'
import { estimateFieldSchemas, estimateInput } from '../../estimate/schemas'
import { SCHEME_DEFAULTS } from '../../benchmark/scheme-doc'
import { schemeFieldSchemas } from '../../benchmark/scheme-schemas'
import type { SyncedEntity } from '../sync-entities'
import { createDefaults, type Entity } from '../../entity/define'
import type { Shape } from '../../entity/field'
import { zodCreate, zodFields, type EntityChecks } from '../../entity/zod'
import { billGroups, billItems, billOthers, billRates, billUnits } from '../../bill/entities'
import { bidBidderFieldSchemas, bidSchemeFieldSchemas } from '../../bid-return/schemas'
import { BIDDER_DEFAULTS, SCHEME_DEFAULTS as BID_SCHEME_DEFAULTS } from '../../bid-return/scheme'

/**
 * The zod half of each synced entity's definition (the zod-free half, with its calls, indexes,
 * conflict-checked fields and labels, is ../sync-entities.ts). The server validates writes with
 * it (server/services/synced/fields.ts) and the engine applies its defaults and relations
 * (server/services/synced/engine.ts, relations.ts). docs/sync.md "Adding a synced entity".
 */

/** A reference from a row to its parent row (ProId → projects, UnitId → billUnits …). */
export interface Relation {
  field: string
  entity: SyncedEntity
  /** What a write naming a missing (or deleted, or another user's) parent is told. */
  missing: string
  /** '' is allowed (no parent). */
  optional?: boolean
  /** The parent must belong to the same project (same ProId). */
  sameProject?: boolean
  /** The field cannot change after create (不能修改所属…). */
  fixed?: boolean
  /** When the parent is deleted: delete the row, or clear the field. */
  onDelete?: 'delete' | 'clear'
}

export interface EntityDefinition {
  /** Known fields, each checked and normalised on its own (an update carries only what changed). */
  fields: Readonly<Record<string, z.ZodType>>
  /** What a direct create fills in when the caller left a field out (evaluated per create). */
  createDefaults: () => Readonly<Record<string, unknown>>
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

const project: Relation = {
  field: 'ProId',
  entity: 'projects',
  missing: '项目不存在或已被删除',
  fixed: true,
  onDelete: 'delete',
}

/** The definition of a declared entity (src/domain/<area>/entities.ts), derived. */
function declared<S extends Shape, R extends keyof S & string>(
  entity: Entity<S, R>,
): EntityDefinition {
  return {
    fields: zodFields(entity.fields, ENTITY_CHECKS),
    createDefaults: () => createDefaults(entity),
    createRequired: entity.required,
    createSchema: zodCreate(entity, ENTITY_CHECKS),
    serverFields: entity.serverFields,
    // The declarations name parents by entity; SyncedEntity is the registry's own type.
    relations: (entity.relations ?? []) as readonly Relation[],
    ...(entity.ownWrites ? { ownWrites: true as const } : {}),
  }
}

const ENTITY_CHECKS: EntityChecks = {}

export const ENTITY_DEFINITIONS: Readonly<Record<SyncedEntity, EntityDefinition>> = {
  projects: {
    fields: projectFieldSchemas,
    createDefaults: () => ({
      ProjectType: '',
      City: '',
      Year: null,
      StandardVersion: 'GB/T 50500-2024',
      Description: '',
      Cover: '',
      FolderID: '',
      IsTemplate: 0,
      Members: [],
      StructureConfirmed: 0,
      TotalCost: 0,
      Released: 0,
      Price: 0,
      ReleaseNotes: '',
      TempId: '',
      TemName: '',
    }),
    createRequired: ['Project_Name'],
    serverFields: ['Released'],
  },
  structureRows: {
    fields: structureRowFieldSchemas,
    createDefaults: () => ({
      ParentID: '',
      Sort: 0,
      Num: '',
      Project_Name: '',
      BuiltArea: null,
      InArea: null,
      SellArea: null,
      MultNum: 1,
      TenderID: '',
    }),
    createRequired: ['ProId'],
  },
  folders: {
    fields: folderFieldSchemas,
    createDefaults: () => ({ ParentID: '', Kind: 'project', Sort: 0 }),
    createRequired: ['Name'],
  },
  tenders: {
    fields: tenderFieldSchemas,
    createDefaults: () => ({ Sort: 0 }),
    createRequired: ['ProId', 'Name'],
  },
  cart: { fields: {}, createDefaults: () => ({}), createRequired: [], ownWrites: true },
  billUnits: declared(billUnits),
  billGroups: declared(billGroups),
  billItems: declared(billItems),
  billRates: declared(billRates),
  billOthers: declared(billOthers),
  estimates: {
    fields: estimateFieldSchemas,
    createDefaults: () => ({}),
    createRequired: ['ProId'],
    createSchema: estimateInput,
    relations: [project],
  },
  benchmarkSchemes: {
    fields: schemeFieldSchemas,
    createDefaults: () => SCHEME_DEFAULTS,
    createRequired: ['SchemeName'],
    // The target must be one of the caller's live projects; deleting it leaves the scheme without one.
    relations: [
      {
        field: 'TargetId',
        entity: 'projects',
        missing: '目标项目不存在或已被删除',
        optional: true,
        onDelete: 'clear',
      },
    ],
  },
  bidSchemes: {
    fields: bidSchemeFieldSchemas,
    createDefaults: () => BID_SCHEME_DEFAULTS,
    createRequired: ['SchemeName'],
  },
  bidBidders: {
    fields: bidBidderFieldSchemas,
    createDefaults: () => BIDDER_DEFAULTS,
    createRequired: ['SchemeId', 'Name', 'Bill'],
    relations: [
      {
        field: 'SchemeId',
        entity: 'bidSchemes',
        missing: '回标方案不存在或已被删除',
        fixed: true,
        onDelete: 'delete',
      },
    ],
  },
  adjustSchemes: {
    fields: adjustSchemeFieldSchemas,
    createDefaults: () => newSchemeDefaults(''),
    createRequired: ['Name'],
    relations: [
      {
        field: 'ProId',
        entity: 'projects',
        missing: '项目不存在或已被删除',
        optional: true,
        onDelete: 'clear',
      },
    ],
  },
  adjustSigns: {
    fields: adjustSignFieldSchemas,
    createDefaults: () => ({ Sort: 0, Reason: '' }),
    createRequired: ['SchemeId', 'No', 'Title', 'Date', 'Amount'],
    relations: [
      {
        field: 'SchemeId',
        entity: 'adjustSchemes',
        missing: '调价方案不存在或已被删除',
        fixed: true,
        onDelete: 'delete',
      },
    ],
  },
}

export const entityDefinition = (entity: SyncedEntity): EntityDefinition =>
  ENTITY_DEFINITIONS[entity]
