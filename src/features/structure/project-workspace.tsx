/** One project's structure, tenders and imports (filled by the structure work of issue 5). */
export function ProjectWorkspace({ projectId }: { projectId: string }) {
  return <div data-project-id={projectId}>正在建设中</div>
}
