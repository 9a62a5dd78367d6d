import { z } from 'zod'

/** Answer shapes of the 对标 calls (./calls/benchmark.ts): schemes, candidates, results, sample documents. */
/** A figure that may be missing (too few samples, no target value). */
export const num = z.number().nullable()

export const schemeRowData = z.object({
  ID: z.string(),
  Version: z.number(),
  SchemeName: z.string(),
  TargetId: z.string(),
  TargetName: z.string(),
  Level: z.string(),
  TargetRowId: z.string(),
  Indicators: z.string(),
  Filter: z.string(),
  SampleIds: z.string(),
  DeviationLimit: num,
  Rebase: z.string(),
  Note: z.string(),
  SampleCount: z.number(),
  EditTime: z.string(),
})

export const candidateData = z.object({
  ID: z.string(),
  Name: z.string(),
  ProjectType: z.string(),
  City: z.string(),
  Year: num,
  BuiltArea: z.number(),
  IsTemplate: z.number(),
  StructureType: z.string(),
  Author: z.string(),
  Own: z.boolean(),
  Chosen: z.boolean(),
})

const statsData = z.object({
  n: z.number(),
  min: num,
  p25: num,
  median: num,
  p75: num,
  max: num,
  mean: num,
  target: num,
  deviation: num,
  flag: z.string().nullable(),
  flagReason: z.string().nullable(),
  confidence: z.string(),
  lowerFence: num,
  upperFence: num,
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })).nullable(),
})
const scopeData = z.object({
  projectId: z.string(),
  rowId: z.string().optional(),
  specialty: z.string().optional(),
})
export const resultData = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  money: z.boolean(),
  group: z.string(),
  groupLabel: z.string(),
  stats: statsData,
  targetScope: scopeData.nullable(),
  samples: z.array(
    z.object({
      projectId: z.string(),
      name: z.string(),
      value: z.number(),
      used: z.number(),
      factor: num,
      scope: scopeData,
    }),
  ),
})
export const excludedData = z.array(z.object({ projectId: z.string(), reason: z.string() }))
export const allData = z.object({
  Level: z.string(),
  SampleIds: z.array(z.string()),
  Excluded: excludedData,
  Results: z.array(resultData),
  Warnings: z.array(z.string()),
})

/** Samples a client downloads in one GetSampleDocs call. */
export const SAMPLE_DOCS_MAX = 50
const storedRow = z.object({ id: z.string(), data: z.record(z.string(), z.unknown()) })
const rows = z.array(storedRow).readonly()
export const projectDocsData = z.object({
  project: storedRow,
  structure: rows,
  units: rows,
  groups: rows,
  items: rows,
  rates: rows,
  others: rows,
})
