import { zodFields } from '../entity/zod'
import { bidBidders, bidSchemes } from './entities'

/**
 * Field rules of the 回标 writes (entities `bidSchemes` and `bidBidders`, docs/bid-return.md),
 * derived from their declarations (./entities.ts), one by one (an update carries only what
 * changed). Form bodies bring numbers as text.
 */
export const bidSchemeFieldSchemas = zodFields(bidSchemes.fields)
export const bidBidderFieldSchemas = zodFields(bidBidders.fields)
