import { Hono } from 'hono'
import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  defaultPictureQuery,
  getFolderListQuery,
  getProjectFolderListQuery,
  getProjectListQuery,
  getProListQuery,
  GRADES,
  idQuery,
} from '../../../src/domain/projects/schemas.ts'
import { buildTree, projectTotals } from '../../../src/domain/projects/structure.ts'
import { projects } from '../../db/schema/index.ts'
import { ok } from '../../lib/envelope.ts'
import { asStructureRows } from '../../services/projects/mirror.ts'
import { allDefaultCovers, folderContent, folderTree, ownedRow, projectList } from '../../services/projects/queries.ts'
import { defaultCover } from '../../../src/domain/projects/model.ts'
import { rowsWhere, str } from '../../services/projects/store.ts'
import type { AppEnv } from '../../types.ts'
import { answer, reader, readCall } from './guard.ts'

/** Read calls of projects and folders (docs/api-projects.md). */
export const readRoutes = new Hono<AppEnv>()

readRoutes.get('/ProjectAndTemplate/GetProjectList', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, getProjectListQuery)
  if (!input.success) return input.response
  const { items, total } = await projectList(c.var.db, who.userId, input.data)
  return ok(c, items, total)
})

readRoutes.get('/ProjectAndTemplate/GetFolderList', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, getFolderListQuery)
  if (!input.success) return input.response
  return ok(c, await folderTree(c.var.db, who.userId, input.data.Kind))
})

readRoutes.get('/ProjectAndTemplate/GetProjectFolderList', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, getProjectFolderListQuery)
  if (!input.success) return input.response
  return answer(c, async () => ok(c, await folderContent(c.var.db, who.userId, input.data.FolderID, input.data.Kind)))
})

readRoutes.get('/SjyqList/GetProjectInfo', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, idQuery)
  if (!input.success) return input.response
  return answer(c, async () => {
    const db = c.var.db
    const row = await ownedRow(db, 'projects', input.data.ID, who.userId)
    const rows = await rowsWhere(db, 'structureRows', who.userId, 'ProId', row.id)
    const tenders = await rowsWhere(db, 'tenders', who.userId, 'ProId', row.id)
    const totals = projectTotals(buildTree(asStructureRows(rows)))
    const cover = typeof row.data['Cover'] === 'string' && row.data['Cover'] !== '' ? row.data['Cover'] : defaultCover(str(row.data['ProjectType']))
    return ok(c, { ...row.data, ID: row.id, Version: row.version, Cover: cover, Totals: totals, RowCount: rows.length, TenderCount: tenders.length })
  })
})

/** A picker list of the caller's projects (TemplateMerge target, copy dialogs). */
readRoutes.get('/SjyqList/GetPro', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, getProListQuery)
  if (!input.success) return input.response
  const rows = await c.var.db
    .select({ ID: projects.id, Project_Name: projects.name, ProjectType: projects.projectType, IsTemplate: projects.isTemplate })
    .from(projects)
    .where(and(eq(projects.ownerId, who.userId), isNull(projects.deletedAt), input.data.IsTemplate ? eq(projects.isTemplate, input.data.IsTemplate === '1') : undefined))
    .orderBy(asc(projects.name), asc(projects.id))
  return ok(c, rows.map((r) => ({ ...r, IsTemplate: r.IsTemplate ? 1 : 0 })))
})

const GRADE_NOTES: Record<(typeof GRADES)[number], string> = {
  经济: '满足使用功能的基本配置，国产常规品牌',
  标准: '市场主流配置，国产一线或合资品牌',
  高档: '品质型配置，合资或进口品牌',
  豪华: '高端定制配置，进口一线品牌',
}

/** The 配置 grades and the project's choice (set with EditProject Grade; default 标准). */
readRoutes.get('/SjyqList/BrandConfigure', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readCall(c, idQuery)
  if (!input.success) return input.response
  return answer(c, async () => {
    const row = await ownedRow(c.var.db, 'projects', input.data.ID, who.userId)
    const chosen = row.data['Grade']
    return ok(c, {
      Grades: GRADES.map((g) => ({ Name: g, Description: GRADE_NOTES[g] })),
      Selected: typeof chosen === 'string' && (GRADES as readonly string[]).includes(chosen) ? chosen : '标准',
    })
  })
})

/** Public: the default cover of a project type, or of every type. */
readRoutes.get('/Command/GetDefaultPicture', async (c) => {
  const input = await readCall(c, defaultPictureQuery)
  if (!input.success) return input.response
  const type = input.data.ProjectType
  return ok(c, type ? { ProjectType: type, URL: defaultCover(type) } : allDefaultCovers())
})
