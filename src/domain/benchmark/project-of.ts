import { billGroups, billItems, billOthers, billRates, billUnits } from '../bill/entities'
import { rowDoc } from '../entity/define'
import { type BillData } from '../bill/model'
import {
  DEFAULT_STANDARD_VERSION,
  STANDARD_VERSIONS,
  structureTypeOf,
  type StandardVersion,
} from '../projects/model'
import { buildTree, projectTotals, toStructureRow } from '../projects/structure'
import type { BenchmarkProject } from './figures'

/**
 * A project as the benchmark computation reads it, built from stored documents (the client's
 * Dexie rows or the server's sync_rows: the same SPEC field names), so the worker offline and
 * the server online compute from the same shape.
 */

export interface StoredRow {
  id: string
  data: Readonly<Record<string, unknown>>
}

export interface ProjectDocs {
  project: StoredRow
  structure: readonly StoredRow[]
  units: readonly StoredRow[]
  groups: readonly StoredRow[]
  items: readonly StoredRow[]
  rates: readonly StoredRow[]
  others: readonly StoredRow[]
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * The rows whose stored 栋数 is not a whole number ≥ 1 (1.5 from an old client or an import): the
 * reader counts them once, so the figures say so rather than silently using 1.
 */
function multWarnings(name: string, docs: readonly StoredRow[]): string[] {
  const out: string[] = []
  for (const d of docs) {
    const raw = d.data.MultNum
    if (raw === null || raw === undefined || raw === '') continue
    const n = typeof raw === 'number' ? raw : Number(raw)
    if (Number.isInteger(n) && n >= 1) continue
    const row = str(d.data.Project_Name) || '未命名单项'
    out.push(
      `项目"${name}"的单项工程"${row}"栋数为 ${typeof raw === 'number' ? raw : JSON.stringify(raw)}，不是正整数，按 1 栋计算`,
    )
  }
  return out
}

export function benchmarkProjectOf(docs: ProjectDocs): BenchmarkProject {
  const p = docs.project.data
  const structure = docs.structure.map((d) => toStructureRow(d.id, d.data))
  const version = STANDARD_VERSIONS.includes(p.StandardVersion as StandardVersion)
    ? (p.StandardVersion as StandardVersion)
    : DEFAULT_STANDARD_VERSION
  const data: BillData = {
    version,
    units: docs.units.map((d) => rowDoc(billUnits, d.id, d.data)),
    groups: docs.groups.map((d) => rowDoc(billGroups, d.id, d.data)),
    items: docs.items.map((d) => rowDoc(billItems, d.id, d.data)),
    rates: docs.rates.map((d) => rowDoc(billRates, d.id, d.data)),
    others: docs.others.map((d) => rowDoc(billOthers, d.id, d.data)),
  }
  const year = typeof p.Year === 'number' && Number.isInteger(p.Year) ? p.Year : null
  const built = projectTotals(buildTree(structure)).BuiltArea
  const name = str(p.Project_Name) || str(p.TemName) || '未命名项目'
  const warnings = multWarnings(name, docs.structure)
  return {
    id: docs.project.id,
    name,
    // '' while not chosen: a structure-type filter excludes the project, with its reason.
    meta: {
      type: str(p.ProjectType),
      city: str(p.City),
      year,
      period: null,
      builtArea: Number(built) || 0,
      structureType: structureTypeOf(p.StructureType),
    },
    data,
    structure,
    ...(warnings.length > 0 ? { warnings } : {}),
  }
}
