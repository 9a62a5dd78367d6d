/**
 * Sends a render error to the console and the server log. The client log (and zod with it) loads
 * only when a screen has failed, so it never weighs on a first load.
 */
export function reportRenderError(id: string, error: unknown, path: string): void {
  void import('@/data/api/client-log').then((m) => m.reportClientError(id, error, path))
}
