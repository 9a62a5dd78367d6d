/** The global loading flag of SPEC §4 (driven by the request wrapper). */
export { useLoading } from '@/data/api/loading'
