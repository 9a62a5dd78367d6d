import type { Hono } from 'hono'
import { PROJECT_CALLS as calls } from '@/domain/api/calls/projects.ts'
import { mount } from '../../lib/mount.ts'
import { mergeTemplate, releaseProject, saveAsTemplate } from '../../services/projects/release.ts'
import type { AppEnv } from '../../types.ts'

/** TemplateOperation, TemplateMerge, ReleaseProject: each in one transaction. */
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
}
