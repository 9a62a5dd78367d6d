import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Logger } from './lib/logger.ts'

/**
 * What a handler finds on `c.var`. Later issues add `user` (set by the auth middleware from the
 * X-Token header or the session cookie) and the sync fields here.
 */
export interface Variables {
  requestId: string
  db: Db
  logger: Logger
  config: AppConfig
  /** The client's address and scheme as TRUST_PROXY allows (server/lib/client-address.ts). */
  clientIp: string
  https: boolean
}

export type AppEnv = { Variables: Variables }

/** The part of Config the app itself reads (host/port/database belong to main.ts). */
export type AppConfig = Pick<
  Config,
  | 'bodyLimit'
  | 'distDir'
  | 'adminUser'
  | 'sessionTtlHours'
  | 'sessionMaxPerUser'
  | 'trustProxy'
  | 'lookups'
  | 'uploadLimits'
>

export interface AppDeps {
  db: Db
  config: AppConfig
  logger: Logger
}
