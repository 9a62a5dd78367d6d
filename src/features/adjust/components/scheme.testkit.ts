import { getDb } from '@/data/db'
import { createScheme, getScheme } from '@/data/repositories/adjust'
import type { StandardVersion } from '@/domain/projects/model'

/** A new 调价 scheme stored in the test's database, read back as the panels get it. */
export async function storedScheme(name: string, version: StandardVersion = 'GB/T 50500-2024') {
  const created = await createScheme(getDb(), { name, projectId: '', version })
  if (!created.ok) throw new Error(created.message)
  const scheme = await getScheme(getDb(), created.value)
  if (scheme === null) throw new Error('no scheme')
  return scheme
}
