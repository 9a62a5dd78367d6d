export { ProjectWorkspace } from './project-workspace'
