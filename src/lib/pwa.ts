/**
 * Registers the service worker (production builds only) as a classic script: a module
 * registration left the precache empty here (TOOLCHAIN.md). When a new version is waiting,
 * `onNeedRefresh` receives an `update` callback; calling it activates the new worker and reloads
 * once it controls the page.
 *
 * workbox-window is imported on demand: the first screen does not need it, and registration
 * waits for the page's load event anyway, so it stays out of the entry chunk (docs/architecture.md
 * "First load"). The service worker precaches its chunk like every other one.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => void) => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  void import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' })
      wb.addEventListener('waiting', () => {
        onNeedRefresh(() => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        })
      })
      return wb.register()
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error))
}
