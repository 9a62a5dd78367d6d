import { useLiveQuery } from 'dexie-react-hooks'
import { listProjectRecords } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure-read'
import { isMergeSource, mergeTemplate } from '@/data/repositories/templates'

/**
 * My templates (IsTemplate 1) and the templates I bought (a checkout lands them in 我的项目 as
 * projects copied from a template: TempId set), with their structure row counts, newest first.
 */
export function useMyTemplates(projectId: string) {
  return useLiveQuery(async () => {
    const templates = (await onAppDb(listProjectRecords)())
      .filter((t) => t.ID !== projectId && isMergeSource(t))
      .sort((a, b) => b.updatedAt - a.updatedAt)
    return Promise.all(
      templates.map(async (t) => ({
        id: t.ID,
        name: t.Project_Name,
        bought: t.IsTemplate !== 1,
        rows: (await onAppDb(listStructure)(t.ID)).length,
      })),
    )
  }, [projectId])
}

/** 合并模板: appends the template's structure to the project; answers the number of rows added. */
export const mergeTemplateInto = (projectId: string, templateId: string): Promise<number> =>
  onAppDb(mergeTemplate)(projectId, templateId)
