import { requireFen } from '@/domain/money/index.ts'
import { fixed2 } from '@/domain/format/money.ts'
import { UUID } from '@/domain/entity/field.ts'
import type { ProjectDoc } from '@/domain/projects/model.ts'
import type { NewProjectRow } from './projects.ts'

/**
 * Which field of the synced project document (src/domain/projects/entities.ts) fills which
 * column of the projects table (./projects.ts), and how: the table serves the home lists, the
 * trading centre and GetProjectList (server/services/projects/mirror.ts keeps it in step). Only
 * the fields named here are mirrored; released/releasedAt belong to ReleaseProject (the table's
 * check needs both together). Kept out of index.ts: drizzle-kit reads only the tables.
 */
type Mirror<K extends keyof ProjectDoc> = {
  [C in keyof NewProjectRow]: {
    column: C
    to: (value: Exclude<ProjectDoc[K], undefined>) => NewProjectRow[C]
  }
}[keyof NewProjectRow]

/** Text cut to the column's length (a longer value cannot come from a checked write). */
const cut = (max: number) => (v: string) => v.slice(0, max)
/** 元 → integer 分 (the domain's rounding); a value outside 0 … 1e12 counts as 0. */
const fen = (v: number) => (v >= 0 && v <= 1e12 ? requireFen(v) : 0)
/** m² as numeric(14,2) text; a value outside 0 … 1e12 counts as 0. */
export const areaText = (v: number | null): string =>
  v !== null && v >= 0 && v < 1e12 ? fixed2(v) : '0'

export const PROJECT_MIRROR: { readonly [K in keyof ProjectDoc]?: Mirror<K> } = {
  Project_Name: { column: 'name', to: cut(100) },
  ProjectType: { column: 'projectType', to: cut(20) },
  City: { column: 'city', to: cut(20) },
  Year: { column: 'year', to: (v) => v },
  StructureType: { column: 'structureType', to: cut(20) },
  StandardVersion: { column: 'standardVersion', to: (v) => v },
  Description: { column: 'description', to: (v) => v },
  Cover: { column: 'cover', to: (v) => v },
  IsTemplate: { column: 'isTemplate', to: (v) => v === 1 },
  FolderID: { column: 'folderId', to: (v) => (UUID.test(v) ? v : null) },
  TotalCost: { column: 'totalCostFen', to: fen },
  Price: { column: 'priceFen', to: fen },
  ReleaseNotes: { column: 'releaseNotes', to: (v) => v },
  // The first client's area fields, when the document has them; the structure roll-up
  // (refreshAreas) overrides them.
  BuiltArea: { column: 'builtArea', to: areaText },
  InArea: { column: 'inArea', to: areaText },
  SellArea: { column: 'sellArea', to: areaText },
}
