import { zodFields } from '../entity/zod'
import { benchmarkSchemes } from './entities'

/**
 * Field rules of the synced 对标方案 (`benchmarkSchemes`), derived from its declaration
 * (./entities.ts): list-like fields are parsed, checked and stored as canonical JSON text.
 */
export const schemeFieldSchemas = zodFields(benchmarkSchemes.fields)
