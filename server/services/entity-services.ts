import { billService } from './bill/service.ts'
import { quotaShareService } from './bill/quota-shares.ts'
import { adjustService } from './adjust/service.ts'
import { projectsService } from './projects/service.ts'
import { installServices } from './synced/services.ts'

/**
 * The services of the synced entities, handed to the generic engine (server/services/synced).
 * A new entity with checks or cascades beyond its definition's relations adds its service here.
 */
export const ENTITY_SERVICES = [
  projectsService,
  billService,
  quotaShareService,
  adjustService,
] as const

export function installEntityServices(): void {
  installServices(ENTITY_SERVICES)
}
