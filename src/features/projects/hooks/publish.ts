import { copyAsProject, releaseProject, type ReleaseInput } from '@/data/api/projects'
import { syncNow } from '@/data/sync'

/**
 * ReleaseProject with the device in step: the server publishes what it holds, so this device's
 * edits of the project are sent first; afterwards a pull brings the new template (and its
 * version) into 我的模板. A failed sync does not stop the release.
 */
export async function publish(input: ReleaseInput) {
  await syncNow().catch(() => undefined)
  const result = await releaseProject(input)
  if (result.ok) void syncNow().catch(() => undefined)
  return result
}

/** 复制为项目, then a pull so the copy shows in 我的项目. */
export async function copyToProjects(id: string) {
  const result = await copyAsProject(id)
  if (result.ok) void syncNow().catch(() => undefined)
  return result
}
