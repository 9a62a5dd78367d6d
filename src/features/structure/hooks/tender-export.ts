import { onAppDb } from '@/data/app-db'
import { loadTenderExport } from '@/data/repositories/structure-import'

/** The project, its tenders and rows as the 标段 export writes them (local, works offline). */
export const readTenderExport = (projectId: string) => onAppDb(loadTenderExport)(projectId)
export type { Tender } from '@/data/repositories/tenders'
