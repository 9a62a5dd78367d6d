export { EstimateScreen } from './estimate-screen'
