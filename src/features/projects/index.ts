export { ProjectsScreen } from './components/projects-screen'
export { DataCenterScreen } from './data-center/data-center-screen'
