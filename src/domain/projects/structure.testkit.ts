import type { StructureRow } from './structure'

/** A structure row for the pure rules' tests: a top-level row named by its id, areas 0. */
export const row = (ID: string, fields: Partial<StructureRow> = {}): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID: '',
  Sort: 1,
  Num: '',
  Project_Name: ID,
  BuiltArea: 0,
  InArea: 0,
  SellArea: 0,
  MultNum: 1,
  TenderID: '',
  ...fields,
})
