import { useLiveQuery } from 'dexie-react-hooks'
import type { FeeTemplate } from '@/domain/bill/fees/entities'
import { feeCommands } from './bill-commands'

/** The user's own 取费模板, live (undefined while IndexedDB answers). */
export function useFeeTemplates(): FeeTemplate[] | undefined {
  return useLiveQuery(() => feeCommands.listTemplates(), [])
}
