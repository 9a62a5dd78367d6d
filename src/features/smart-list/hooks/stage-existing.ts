import type { ExistingUnit } from '@/domain/estimate/plan'
import type { getCompute } from '@/lib/compute'

/** Bill items per message when the project's bill is staged in the worker (each clone a short task). */
const STAGE_ITEMS = 2000

/** Sends the project's bill to the worker in several messages; answers the stage id smartListPrepare reads. */
export async function stageExisting(
  existing: readonly ExistingUnit[],
  api: Pick<ReturnType<typeof getCompute>, 'smartListStage'>,
): Promise<string> {
  const stageId = crypto.randomUUID()
  let chunk: ExistingUnit[] = []
  let size = 0
  let first = true
  const flush = async () => {
    await api.smartListStage(stageId, chunk, first)
    first = false
    chunk = []
    size = 0
  }
  for (const u of existing) {
    if (size > 0 && size + u.Items.length > STAGE_ITEMS) await flush()
    chunk.push(u)
    size += u.Items.length
  }
  await flush()
  return stageId
}
