export { TeamCenter } from './team-center'
