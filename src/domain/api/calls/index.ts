import type { AnyCall } from '../registry/define'
import { ACCOUNT_CALLS } from './account'
import { BILL_CALLS } from './bill'
import { CLIENT_LOG_CALLS } from './client-log'
import { ESTIMATE_CALLS } from './estimate'
import { HOME_CALLS } from './home'
import { MATERIAL_CALLS } from './materials'
import { BENCHMARK_CALLS } from './benchmark'
import { ADJUST_CALLS } from './adjust'
import { PROJECT_CALLS } from './projects'
import { SHOP_CALLS } from './shop'
import { SYNC_CALLS } from './sync'
import { BID_RETURN_CALLS } from './bid-return'
import { BACKSTAGE_CALLS } from './backstage'
import { TEAM_CALLS } from './teams'
import { TEAM_LIBRARY_CALLS } from './team-library'

/**
 * Every registered call (the server mounts these, the OpenAPI document lists them). The client
 * imports the area files it needs, not this index, so a screen's chunk holds only its schemas.
 */
export const CALL_GROUPS = {
  account: ACCOUNT_CALLS,
  bill: BILL_CALLS,
  clientLog: CLIENT_LOG_CALLS,
  home: HOME_CALLS,
  materials: MATERIAL_CALLS,
  projects: PROJECT_CALLS,
  shop: SHOP_CALLS,
  sync: SYNC_CALLS,
  estimate: ESTIMATE_CALLS,
  benchmark: BENCHMARK_CALLS,
  bidReturn: BID_RETURN_CALLS,
  adjust: ADJUST_CALLS,
  backstage: BACKSTAGE_CALLS,
  teams: TEAM_CALLS,
  teamLibrary: TEAM_LIBRARY_CALLS,
} as const

export const ALL_CALLS: readonly AnyCall[] = Object.values(CALL_GROUPS).flatMap(
  (group) => Object.values(group) as AnyCall[],
)
