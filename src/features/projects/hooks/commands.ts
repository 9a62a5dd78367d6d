import { showToast } from '@/components/ui/toast-store'
import * as folders from '@/data/repositories/folders'
import * as projects from '@/data/repositories/projects'
import { saveAsTemplate } from '@/data/repositories/templates'
import { onAppDb } from '@/data/app-db'
import type { ProjectDoc } from '@/domain/projects/model'
import { userMessage } from '@/lib/user-message'

/**
 * Writes of 我的项目: each one a repository call on the app database (row + outbox entry in one
 * transaction), so it works offline and syncs later. Errors carry a Chinese message.
 */
export const projectCommands = {
  create: (input: projects.ProjectInput) => onAppDb(projects.addProject)(input),
  edit: (id: string, patch: Partial<ProjectDoc>) => onAppDb(projects.editProject)(id, patch),
  move: (ids: readonly string[], folderId: string) => onAppDb(projects.moveProjects)(ids, folderId),
  saveAsTemplate: (id: string) => onAppDb(saveAsTemplate)(id),
}

export const folderCommands = {
  create: (name: string, parentId: string, kind: folders.FolderKind) =>
    onAppDb(folders.createFolder)({ Name: name, ParentID: parentId, Kind: kind }),
  rename: (id: string, name: string) => onAppDb(folders.renameFolder)(id, name),
  move: (id: string, parentId: string) => onAppDb(folders.moveFolder)(id, parentId),
  remove: (id: string) => onAppDb(folders.deleteFolder)(id),
  content: (id: string) => onAppDb(folders.folderContent)(id),
}

/** Runs a command; on failure shows its message as an error toast. Resolves true on success. */
export async function attempt(run: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    await run()
    if (success) showToast(success, { kind: 'success' })
    return true
  } catch (e) {
    showToast(userMessage(e, '操作失败'), { kind: 'error', durationMs: 5000 })
    return false
  }
}
