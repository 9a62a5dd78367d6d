import { NO_SIGNS_2024 } from '@/domain/adjust/schemas.ts'
import type { EntityService } from '../synced/services.ts'
import { readRow, Rejection, str } from '../synced/store.ts'

const versionOf = (data: Record<string, unknown>): string =>
  str((data['Contract'] as Record<string, unknown> | undefined)?.['StandardVersion'])
const V2024 = 'GB/T 50500-2024'

/**
 * 调价 (docs/price-adjustment.md). Ownership, the scheme link of a 签证 and the cascade of a deleted
 * scheme come from the definitions' relations. What is left is GB/T 50500-2024's missing 工程签证:
 * a 签证 on a 2024 scheme is refused, and so is changing a scheme with 签证 to 2024.
 */
export const adjustService: EntityService = {
  entities: ['adjustSchemes', 'adjustSigns'],
  async check(tx, set) {
    for (const w of set.dirty('adjustSigns')) {
      if (w.deleted || (!w.isNew && !w.changed.has('SchemeId'))) continue
      const schemeId = str(w.data['SchemeId'])
      const scheme =
        set.get('adjustSchemes', schemeId) ?? (await readRow(tx, 'adjustSchemes', schemeId))
      if (scheme && !scheme.deleted && versionOf(scheme.data) === V2024)
        throw new Rejection(NO_SIGNS_2024)
    }
    for (const w of set.dirty('adjustSchemes')) {
      if (w.deleted || w.isNew || !w.changed.has('Contract')) continue
      if (versionOf(w.data) !== V2024 || versionOf(w.before) === V2024) continue
      const signs = await set.where(tx, 'adjustSigns', 'SchemeId', w.id)
      if (signs.some((s) => !s.deleted))
        throw new Rejection(
          '该方案已有签证，不能改为 GB/T 50500-2024（2024版不设工程签证），请先删除签证',
        )
    }
  },
}
