import { Hono } from 'hono'
import { releaseProjectBody, templateMergeQuery, templateOperationBody } from '../../../src/domain/projects/schemas.ts'
import { ok } from '../../lib/envelope.ts'
import { inTransaction } from '../../services/projects/engine.ts'
import { mergeTemplate, releaseProject, saveAsTemplate } from '../../services/projects/release.ts'
import type { AppEnv } from '../../types.ts'
import { refused, writer, readCall } from './guard.ts'

/** TemplateOperation, TemplateMerge, ReleaseProject (docs/api-projects.md). */
export const templateRoutes = new Hono<AppEnv>()

templateRoutes.post('/ProjectAndTemplate/TemplateOperation', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, templateOperationBody)
  if (!input.success) return input.response
  const result = await inTransaction(c.var.db, (tx) => saveAsTemplate(tx, who.userId, input.data))
  return result.ok ? ok(c, result.value) : refused(c, result.rejection)
})

templateRoutes.get('/SjyqList/TemplateMerge', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, templateMergeQuery)
  if (!input.success) return input.response
  const result = await inTransaction(c.var.db, (tx) => mergeTemplate(tx, who.userId, input.data.TemplateID, input.data.ProId))
  return result.ok ? ok(c, result.value) : refused(c, result.rejection)
})

templateRoutes.post('/ProjectAndTemplate/ReleaseProject', async (c) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readCall(c, releaseProjectBody)
  if (!input.success) return input.response
  const result = await inTransaction(c.var.db, (tx) => releaseProject(tx, who.userId, input.data))
  return result.ok ? ok(c, result.value) : refused(c, result.rejection)
})
