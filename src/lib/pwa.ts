import { Workbox } from 'workbox-window'

/**
 * Registers the service worker (production builds only) as a classic script: a module
 * registration left the precache empty here (TOOLCHAIN.md). When a new version is waiting,
 * `onNeedRefresh` receives an `update` callback; calling it activates the new worker and reloads
 * once it controls the page.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => void) => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    onNeedRefresh(() => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })
  wb.register().catch((error: unknown) => console.error('Service worker registration failed', error))
}
