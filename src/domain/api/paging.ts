import { z } from 'zod'

/** PageIndex of a paged GET: 1 … 100,000, default 1 (页码无效). */
export const pageIndexField = z.coerce
  .number({ error: '页码无效' })
  .int('页码无效')
  .min(1, '页码无效')
  .max(100_000, '页码无效')
  .default(1)

/** PageSize of a paged GET: 1 … max, default fallback (每页条数无效). */
export const pageSizeField = (max: number, fallback: number) =>
  z.coerce
    .number({ error: '每页条数无效' })
    .int('每页条数无效')
    .min(1, '每页条数无效')
    .max(max, '每页条数无效')
    .default(fallback)
