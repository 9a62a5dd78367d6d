/** 'old' is 回标 (bid-return analysis, /Page/Benchmarking); 'new' is 对标 (/Page/NewBenchmarking). */
export type SchemeVariant = 'old' | 'new'

export const VARIANT_TITLE: Record<SchemeVariant, string> = { old: '回标分析', new: '对标分析' }

export const OLD_INDEX_PATH = '/Page/Benchmarking/benchmarkindex'
export const NEW_INDEX_PATH = '/Page/NewBenchmarking/benchmarkindex'

/** The back-to-index target (SPEC §2): the new index whenever the address contains NewBenchmarking. */
export function schemeIndexPath(address: string): typeof OLD_INDEX_PATH | typeof NEW_INDEX_PATH {
  return address.includes('NewBenchmarking') ? NEW_INDEX_PATH : OLD_INDEX_PATH
}
