import type { SyncedEntity } from '@/domain/api/sync.ts'
import type { ChangeSet, WorkingRow } from './change-set.ts'
import type { Executor } from './store.ts'
import type { PendingVersions } from './versions.ts'

/**
 * What an entity's own service adds to the generic engine (engine.ts), beyond what its definition
 * (src/domain/api/synced/definitions.ts) already gives: checks and cascades that need more than
 * the relations, and work after the rows are written (mirrors). Each hook sees the whole change
 * set of the transaction; a check refuses by throwing a Rejection before anything is written.
 */
export interface EntityService {
  /** The entities whose rows this service looks after (for the docs and the install check). */
  entities: readonly SyncedEntity[]
  check?(tx: Executor, set: ChangeSet): Promise<void>
  cascade?(tx: Executor, set: ChangeSet): Promise<void>
  /** With `pending`, versions are provisional until the transaction's end (versions.ts). */
  afterWrite?(
    tx: Executor,
    set: ChangeSet,
    written: readonly WorkingRow[],
    pending?: PendingVersions,
  ): Promise<void>
}

let installed: readonly EntityService[] | null = null

/**
 * Installs the entity services (server/services/entity-services.ts does it for the app, the tests
 * and the scripts). The engine lives below the services that use it, so it learns them here rather
 * than importing them: no import cycle between server/services folders.
 */
export function installServices(services: readonly EntityService[]): void {
  installed = services
}

export function entityServices(): readonly EntityService[] {
  if (!installed)
    throw new Error(
      'entity services not installed (call installEntityServices() from server/services/entity-services.ts)',
    )
  return installed
}
