export { ProjectWorkspace } from './project-workspace'
export { SortableScreen } from './sortable/sortable-screen'
