import type { EntityService } from '../synced/services.ts'
import type { WorkingRow } from '../synced/change-set.ts'
import { str } from '../synced/store.ts'
import { cascade } from './cascade.ts'
import { mirrorProject, refreshAreas } from './mirror.ts'
import { checkRules } from './rules.ts'

/** Fields the project's area roll-up depends on: other edits (a name) skip the refresh. */
const AREA_INPUTS = ['BuiltArea', 'InArea', 'SellArea', 'MultNum', 'ParentID']
const touchesAreas = (w: WorkingRow) =>
  w.isNew || w.deleted || AREA_INPUTS.some((f) => w.changed.has(f))

/**
 * The project entities' service: the checks of rules.ts, the cascades of cascade.ts, and after
 * the write the projects-table mirror and the project's area roll-up.
 */
export const projectsService: EntityService = {
  entities: ['projects', 'structureRows', 'folders', 'tenders'],
  check: checkRules,
  cascade,
  async afterWrite(tx, set, written) {
    const areaProjects = new Set<string>()
    for (const w of written) {
      if (w.entity === 'projects') await mirrorProject(tx, w)
      else if (w.entity === 'structureRows' && touchesAreas(w))
        areaProjects.add(str(w.data['ProId'], ''))
    }
    for (const proId of areaProjects) {
      const project = set.get('projects', proId)
      if (proId !== '' && !project?.deleted) await refreshAreas(tx, set.userId, proId)
    }
  },
}
