/**
 * 恢复为修改前 of the reference data's history (docs/backoffice.md "History"): the one change,
 * in the shape of UpdateReferenceTable or UpdateFunctionalData, that puts a row back as it was
 * before a history entry. The server sends it through the same call rules and records it like
 * any other change, so a recovery is itself in the history and can be recovered in turn.
 */

type Doc = Record<string, unknown>

export interface HistoryEntry {
  Table: string
  Before: Doc | null
  After: Doc | null
}

export type RevertPlan =
  { call: 'reference' | 'functional'; body: Record<string, unknown> } | { message: string }

const pick = (doc: Doc, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, doc[k]]))
const prices = (doc: Doc) => JSON.stringify(doc['Prices'] ?? null)

/** The key fields of each reference table's rows. */
const REFERENCE_KEYS: Readonly<Record<string, readonly string[]>> = {
  location: ['City'],
  priceIndex: ['Period'],
  adjustIndex: ['City', 'Key', 'Period'],
}

/** The fields an update of each kind of 估算 data takes back from the row before. */
const FUNCTIONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  function: ['ProjectType', 'Code', 'Name', 'Share'],
  system: ['Code', 'Name'],
  grade: ['SystemCode', 'Grade', 'Content'],
  countItem: ['Code', 'Name', 'Unit', 'PerRoom'],
  recipe: ['SystemCode', 'Code', 'Name', 'Features', 'Unit', 'Content', 'Price'],
}

export function revertPlan(entry: HistoryEntry): RevertPlan {
  const { Table: table, Before: before, After: after } = entry
  const referenceKeys = REFERENCE_KEYS[table]
  if (referenceKeys) {
    const row = before ?? after
    if (!row) return { message: '该修改记录无法恢复' }
    if (!before)
      return {
        call: 'reference',
        body: { Table: table, Type: 'delete', ...pick(row, referenceKeys) },
      }
    return {
      call: 'reference',
      body: {
        Table: table,
        Type: 'update',
        ...pick(before, referenceKeys),
        Value: table === 'location' ? before['Factor'] : before['Value'],
      },
    }
  }
  if (table === 'brand') {
    if (!before && after)
      return { call: 'functional', body: { Kind: 'brand', Type: 'delete', ID: after['ID'] } }
    if (before && !after)
      return {
        call: 'functional',
        body: {
          Kind: 'brand',
          Type: 'add',
          ...pick(before, ['SystemCode', 'Grade', 'Name', 'Premium']),
        },
      }
    if (before)
      return {
        call: 'functional',
        body: { Kind: 'brand', Type: 'update', ...pick(before, ['ID', 'Name', 'Premium']) },
      }
    return { message: '该修改记录无法恢复' }
  }
  const fields = FUNCTIONAL_FIELDS[table]
  if (!fields) return { message: '该修改记录无法恢复' }
  // Functions, systems, count items and recipes are never added or removed; a grade's content
  // that was added has no earlier text to go back to.
  if (!before) return { message: '修改前没有这条记录，无法恢复' }
  const body: Record<string, unknown> = { Kind: table, ...pick(before, fields) }
  if (table === 'system' || table === 'countItem') body['Prices'] = prices(before)
  return { call: 'functional', body }
}
