import type { Hono } from 'hono'
import { BACKSTAGE_CALLS as calls } from '@/domain/api/calls/backstage.ts'
import { mount, paged } from '../lib/mount.ts'
import { referenceBundle } from '../services/estimate/reference.ts'
import { updateFunctional } from '../services/backstage/functional.ts'
import { listReferenceHistory } from '../services/backstage/history.ts'
import { optionLists, projectData, tagSettings, userPower } from '../services/backstage/lists.ts'
import { recoverReference } from '../services/backstage/recover.ts'
import { readReferenceTables, updateReference } from '../services/backstage/reference-tables.ts'
import type { AppEnv } from '../types.ts'

/** The back office and the reference tables (src/domain/api/calls/backstage.ts, docs/backoffice.md). */
export function backstageRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getFunctionalData, ({ db }) => referenceBundle(db))
  mount(app, calls.updateFunctionalData, ({ db, userId, input }) =>
    updateFunctional(db, userId, input),
  )
  mount(app, calls.getProjectData, async ({ db, input }) => {
    const { rows, total } = await projectData(db, input)
    return paged(rows, total)
  })
  mount(app, calls.getOptions, () => optionLists())
  mount(app, calls.getUserPower, async ({ db, input }) => {
    const { rows, total } = await userPower(db, input)
    return paged(rows, total)
  })
  mount(app, calls.getTagSettingsList, ({ db }) => tagSettings(db))
  mount(app, calls.getReferenceTables, ({ db }) => readReferenceTables(db))
  mount(app, calls.updateReferenceTable, ({ db, userId, input }) =>
    updateReference(db, userId, input),
  )
  mount(app, calls.recoverReferenceHistory, ({ db, userId, input }) =>
    recoverReference(db, userId, input.HistoryID),
  )
  mount(app, calls.getReferenceHistory, async ({ db, input }) => {
    const { rows, total } = await listReferenceHistory(db, input)
    return paged(rows, total)
  })
}
