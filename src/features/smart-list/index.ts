export { SmartListScreen } from './smart-list-screen'
