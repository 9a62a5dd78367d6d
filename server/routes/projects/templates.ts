import type { Hono } from 'hono'
import { PROJECT_CALLS as calls } from '@/domain/api/calls/projects.ts'
import { SHOP_CALLS } from '@/domain/api/calls/shop.ts'
import { mount } from '../../lib/mount.ts'
import { releaseProject } from '../../services/projects/publish.ts'
import { ownedRow } from '../../services/projects/queries.ts'
import { mergeTemplate, saveAsTemplate } from '../../services/projects/release.ts'
import { listVersions } from '../../services/projects/template-versions.ts'
import { Rejection } from '../../lib/refusal.ts'
import type { AppEnv } from '../../types.ts'

/** TemplateOperation, TemplateMerge, ReleaseProject (each in one transaction), GetTemplateVersions. */
export function templateRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.templateOperation, ({ db, userId, input }) =>
    db.transaction((tx) => saveAsTemplate(tx, userId, input)),
  )
  mount(app, calls.templateMerge, ({ db, userId, input }) =>
    db.transaction((tx) => mergeTemplate(tx, userId, input.TemplateID, input.ProId)),
  )
  mount(app, calls.releaseProject, ({ db, userId, input }) =>
    db.transaction((tx) => releaseProject(tx, userId, input)),
  )
  // The author's own list: another user's template answers 403, a project that is no released
  // template 模板不存在或已下架.
  mount(app, SHOP_CALLS.getTemplateVersions, async ({ db, userId, input }) => {
    const template = await ownedRow(db, 'projects', input.ID, userId)
    if (template.data['Released'] !== 1) throw new Rejection('模板不存在或已下架')
    return listVersions(db, input.ID)
  })
}
