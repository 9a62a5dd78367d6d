export { AdjustScreen } from './adjust-screen'
