export { ProjectsScreen } from './components/projects-screen'
export { ProjectPicker } from './components/project-picker'
export { DataCenterScreen } from './data-center/data-center-screen'
