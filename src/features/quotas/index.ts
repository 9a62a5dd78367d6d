export { QuotasScreen } from './quotas-screen'
