import type { Hono } from 'hono'
import { ESTIMATE_CALLS as calls } from '@/domain/api/calls/estimate.ts'
import { mount, paged } from '../lib/mount.ts'
import { templateIndicators } from '../services/estimate/indicators.ts'
import { operateReference, projectInfo } from '../services/estimate/project.ts'
import {
  areaNumbers,
  brandsOf,
  defaultMatching,
  gradeInfo,
  gradePrices,
  listFunctions,
  listSystems,
  referenceBundle,
  searchBrands,
  totalAreaRange,
} from '../services/estimate/reference.ts'
import type { AppEnv } from '../types.ts'

/** 估算 reads and the back-office edit (src/domain/api/calls/estimate.ts, docs/estimate.md); EditSubInfo is an entity write. */
export function estimateRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.evaluationDefaultMatching, ({ db, input }) =>
    defaultMatching(db, input.ProjectType, input.TotalArea),
  )
  mount(app, calls.evaluationTotalarea, ({ db, input }) =>
    totalAreaRange(db, input.ProjectType, input.City, input.TotalArea),
  )
  mount(app, calls.evaluationAreaNumber, ({ input }) =>
    areaNumbers(input.ProjectType, input.TotalArea, input.FlatArea),
  )
  mount(app, calls.getProInfo, ({ db, userId, input }) => projectInfo(db, userId, input.ProId))
  mount(app, calls.getGN, ({ db, input }) => listFunctions(db, input.ProjectType))
  mount(app, calls.getXTZY, ({ db }) => listSystems(db))
  mount(app, calls.getPZ, ({ db, input }) => gradePrices(db, input.SystemCode || undefined))
  mount(app, calls.getPZInfo, ({ db, input }) => gradeInfo(db, input.SystemCode, input.Grade))
  mount(app, calls.getBrandDetail, async ({ db, input }) => {
    const { rows, total } = await brandsOf(db, input)
    return paged(rows, total)
  })
  mount(app, calls.getBrandDetailFromCJK, async ({ db, input }) => {
    const { rows, total } = await searchBrands(db, input)
    return paged(rows, total)
  })
  mount(app, calls.synchronousFileClearing, ({ db }) => referenceBundle(db))
  mount(app, calls.getTemplateIndicators, ({ db, input }) => templateIndicators(db, input))
  mount(app, calls.operationProStructure, ({ db, input }) => operateReference(db, input))
}
