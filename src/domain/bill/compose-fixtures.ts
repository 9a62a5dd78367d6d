import type { BillResource } from './compose-entity'

/** A project resource for the 组价 tests: named by its id, no code, spec or unit, no flags. */
export const testResource = (
  ID: string,
  Kind: BillResource['Kind'],
  Price: number | null,
  over: Partial<BillResource> = {},
): BillResource => ({
  ID,
  ProId: 'p',
  Kind,
  Code: '',
  Name: ID,
  Spec: '',
  Unit: '',
  Price,
  Supplied: 0,
  Provisional: 0,
  Typed: 0,
  Sort: 0,
  ...over,
})
