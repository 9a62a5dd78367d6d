import type { Hono } from 'hono'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { PROJECT_CALLS as calls } from '@/domain/api/calls/projects.ts'
import { defaultCover } from '@/domain/projects/model.ts'
import { GRADES } from '@/domain/estimate/model.ts'
import { buildTree, projectTotals } from '@/domain/projects/structure.ts'
import { projects } from '../../db/schema/index.ts'
import { mount, paged } from '../../lib/mount.ts'
import { asStructureRows } from '../../services/projects/mirror.ts'
import {
  allDefaultCovers,
  folderContent,
  folderTree,
  ownedRow,
  projectList,
} from '../../services/projects/queries.ts'
import { rowsWhere, str } from '../../services/synced/store.ts'
import type { AppEnv } from '../../types.ts'

const GRADE_NOTES: Record<(typeof GRADES)[number], string> = {
  经济: '满足使用功能的基本配置，国产常规品牌',
  标准: '市场主流配置，国产一线或合资品牌',
  高档: '品质型配置，合资或进口品牌',
  豪华: '高端定制配置，进口一线品牌',
}

/** Read calls of projects and folders (docs/api-projects.md). */
export function readRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getProjectList, async ({ db, userId, input }) => {
    const { items, total } = await projectList(db, userId, input)
    return paged(items, total)
  })
  mount(app, calls.getFolderList, ({ db, userId, input }) => folderTree(db, userId, input.Kind))
  mount(app, calls.getProjectFolderList, ({ db, userId, input }) =>
    folderContent(db, userId, input.FolderID, input.Kind),
  )

  mount(app, calls.getProjectInfo, async ({ db, userId, input }) => {
    const row = await ownedRow(db, 'projects', input.ID, userId)
    const rows = await rowsWhere(db, 'structureRows', userId, 'ProId', row.id)
    const tenders = await rowsWhere(db, 'tenders', userId, 'ProId', row.id)
    const totals = projectTotals(buildTree(asStructureRows(rows)))
    const cover =
      typeof row.data['Cover'] === 'string' && row.data['Cover'] !== ''
        ? row.data['Cover']
        : defaultCover(str(row.data['ProjectType']))
    return {
      ...row.data,
      ID: row.id,
      Version: row.version,
      Cover: cover,
      Totals: totals,
      RowCount: rows.length,
      TenderCount: tenders.length,
    }
  })

  /** A picker list of the caller's projects (TemplateMerge target, copy dialogs). */
  mount(app, calls.getPro, async ({ db, userId, input }) => {
    const rows = await db
      .select({
        ID: projects.id,
        Project_Name: projects.name,
        ProjectType: projects.projectType,
        IsTemplate: projects.isTemplate,
      })
      .from(projects)
      .where(
        and(
          eq(projects.ownerId, userId),
          isNull(projects.deletedAt),
          input.IsTemplate ? eq(projects.isTemplate, input.IsTemplate === '1') : undefined,
        ),
      )
      .orderBy(asc(projects.name), asc(projects.id))
    return rows.map((r) => ({ ...r, IsTemplate: r.IsTemplate ? (1 as const) : (0 as const) }))
  })

  /** The 配置 grades and the project's choice (set with EditProject Grade; default 标准). */
  mount(app, calls.brandConfigure, async ({ db, userId, input }) => {
    const row = await ownedRow(db, 'projects', input.ID, userId)
    const chosen = row.data['Grade']
    return {
      Grades: GRADES.map((g) => ({ Name: g, Description: GRADE_NOTES[g] })),
      Selected:
        typeof chosen === 'string' && (GRADES as readonly string[]).includes(chosen)
          ? chosen
          : '标准',
    }
  })

  /** Public: the default cover of a project type, or of every type. */
  mount(app, calls.getDefaultPicture, ({ input }) => {
    const type = input.ProjectType
    return type ? { ProjectType: type, URL: defaultCover(type) } : allDefaultCovers()
  })
}
