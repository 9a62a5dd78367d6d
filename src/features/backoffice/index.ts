export { BackofficeScreen } from './backoffice-screen'
