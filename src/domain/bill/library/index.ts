/**
 * The 清单库 (GB 50854-2013, GB 50856-2013 items; docs/bill.md "清单库"). This module is light: the
 * data lives in `catalogue.ts`, reached only by `loadBillLibrary`'s dynamic import, so bundlers
 * split it into a chunk of its own (precached by the service worker like every chunk, so it
 * loads offline) and nothing of it is in the first load.
 */
import type { BillLibrary } from './types'

export type { BillLibrary, LibraryAppendix, LibraryItem, LibrarySection } from './types'
export { featureTemplate, fillFields, libraryFill, lookupCode, UNNAMED_ITEM } from './lookup'
export type { CodeMatch, LibraryFill } from './lookup'
export { LIBRARY_TIER, searchLibrary } from './search'
export type { LibraryHit } from './search'

/** The whole library; the first call loads its chunk, later calls get the same object. */
export function loadBillLibrary(): Promise<BillLibrary> {
  return import('./catalogue').then((m) => m.BILL_LIBRARY)
}
