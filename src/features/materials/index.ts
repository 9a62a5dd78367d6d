export { MaterialsScreen } from './materials-screen'
