export { SyncIndicatorHost } from './sync-indicator-host'
