import { useCallRead } from '@/data/api/use-call-read'
import { BENCHMARK_CALLS } from '@/domain/api/calls/benchmark'

/** The editor's filters, as typed. */
export interface SampleFilterText {
  type: string
  city: string
  structure: string
  yearFrom: string
  yearTo: string
  areaMin: string
  areaMax: string
}

const given = (entries: [string, string][]) =>
  Object.fromEntries(entries.filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]))

/** Released templates of the shared sample base, filtered by the server (online read). */
export function useSharedCandidates(filter: SampleFilterText) {
  const input = given([
    ['ProjectType', filter.type],
    ['City', filter.city],
    ['StructureType', filter.structure],
    ['YearFrom', filter.yearFrom],
    ['YearTo', filter.yearTo],
    ['AreaMin', filter.areaMin],
    ['AreaMax', filter.areaMax],
  ])
  return useCallRead(BENCHMARK_CALLS.getOriginalProject, { Source: 'template', ...input }).state
}
