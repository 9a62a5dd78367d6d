import { getDb, type SmartBoqDb } from './db'

/**
 * The one way UI code reaches the app's database: it binds a repository function (which always
 * takes the database first) to the signed-in user's database. Features, components and routes
 * never import '@/data/db'; tests pass a database of their own to the repository function.
 *   onAppDb(addRow)(projectId) = addRow(getDb(), projectId)
 */
export function onAppDb<A extends unknown[], R>(
  fn: (db: SmartBoqDb, ...args: A) => R,
): (...args: A) => R {
  return (...args: A) => fn(getDb(), ...args)
}
