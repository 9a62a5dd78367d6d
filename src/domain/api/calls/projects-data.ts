import { z } from 'zod'
import { areaTotals, projectListItem, structureIssue } from '../../projects/schemas'
import { fieldConflict } from '../sync'
import { zodShapeData } from '../../entity/zod'
import { folders, type FolderDoc } from '../../projects/entities'

/**
 * Data schemas of the my-projects calls (the inputs live in src/domain/projects/schemas.ts).
 * Loose objects where the answer carries the stored document's own fields.
 */
/** A folder as the answers carry it: its document (the `folders` declaration) and its counts. */
export type FolderNodeData = FolderDoc & {
  ID: string
  Version: number
  ProjectCount: number
  Child: FolderNodeData[]
}
const folderFields = {
  ID: z.string(),
  ...zodShapeData(folders.fields).shape,
  Version: z.number(),
  ProjectCount: z.number().int(),
}
export const folderNode: z.ZodType<FolderNodeData> = z.lazy(() =>
  z.object({ ...folderFields, Child: z.array(folderNode) }),
)
export const folderContentData = z.object({
  Folders: z.array(z.object(folderFields)),
  Projects: z.array(projectListItem),
})

export const projectInfoData = z.looseObject({
  ID: z.string(),
  Version: z.number(),
  Cover: z.string(),
  Totals: areaTotals,
  RowCount: z.number().int(),
  TenderCount: z.number().int(),
})
export const proPickerData = z.array(
  z.object({
    ID: z.string(),
    Project_Name: z.string(),
    ProjectType: z.string(),
    IsTemplate: z.union([z.literal(0), z.literal(1)]),
  }),
)
export const brandConfigureData = z.object({
  Grades: z.array(z.object({ Name: z.string(), Description: z.string() })),
  Selected: z.string(),
})
const cover = z.object({ ProjectType: z.string(), URL: z.string() })
export const defaultPictureData = z.union([cover, z.array(cover)])

/** A structure node as GetProStructure answers it: the stored row plus Num, Level, Totals, Child. */
export interface StructureNodeData {
  ID: string
  Num: string
  Level: number
  Version: number
  Totals: z.infer<typeof areaTotals>
  Child: StructureNodeData[]
  [field: string]: unknown
}
export const structureNode: z.ZodType<StructureNodeData> = z.lazy(() =>
  z.looseObject({
    ID: z.string(),
    Num: z.string(),
    Level: z.number().int(),
    Version: z.number(),
    Totals: areaTotals,
    Child: z.array(structureNode),
  }),
)
export const proStructureData = z.object({
  ProId: z.string(),
  Count: z.number().int(),
  Totals: areaTotals,
  Rows: z.array(structureNode),
})
export const proStruDetailData = z.looseObject({
  ID: z.string(),
  Version: z.number(),
  Num: z.string(),
  Path: z.array(z.string()),
  ChildCount: z.number().int(),
  Totals: areaTotals,
})
/** SureProStructure: success, or ErrorCode "1" with the cells to mark in Data.Issues. */
export const sureStructureData = z.union([
  z.object({ ID: z.string(), Version: z.number(), Totals: areaTotals }),
  z.object({ Issues: z.array(structureIssue) }),
])
const flatRow = z.looseObject({ ID: z.string() })
export const tendersData = z.object({
  Tenders: z.array(z.looseObject({ ID: z.string(), Version: z.number(), Rows: z.array(flatRow) })),
  Unassigned: z.array(flatRow),
})
export const bulkRowsData = z.object({
  Count: z.number().int(),
  Version: z.number(),
  Rows: z.array(
    z.object({
      ID: z.string(),
      Version: z.number(),
      Conflicts: z.array(fieldConflict).optional(),
      Fields: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
})
export { releaseData } from '../template-release'
export const workbookTableData = z.object({
  sheets: z.array(
    z.object({
      name: z.string(),
      headerRow: z.number().int(),
      headers: z.array(z.string()),
      rows: z.array(z.array(z.string())),
      truncated: z.boolean(),
    }),
  ),
})
