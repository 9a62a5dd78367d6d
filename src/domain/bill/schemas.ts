import { zodCreate, zodFields } from '../entity/zod'
import { billGroups, billItems, billOthers, billRates, billResources, billUnits } from './entities'
import { feeTemplates } from './fees/entities'
import { quotaItems } from './quota-entity'

/**
 * Zod contracts of the bill writes (docs/bill.md), derived from the entity declarations
 * (./entities.ts) for the code that composes zod: the server's validation and the repositories'
 * checks before a write. `*FieldSchemas` check one field each (an update carries only what
 * changed); `*Input` a whole new document (defaults, 工程量 rounded to its unit, the 专业 rule).
 */

export const billItemFieldSchemas = zodFields(billItems.fields)
export const billItemInput = zodCreate(billItems)

export const billUnitFieldSchemas = zodFields(billUnits.fields)
export const billUnitInput = zodCreate(billUnits)

export const billGroupInput = zodCreate(billGroups)
export const billRateInput = zodCreate(billRates)
export const billOtherInput = zodCreate(billOthers)

export const feeTemplateInput = zodCreate(feeTemplates)
export const quotaItemInput = zodCreate(quotaItems)

export const billResourceFieldSchemas = zodFields(billResources.fields)
export const billResourceInput = zodCreate(billResources)
