// First: before any zod schema is built (strict CSP, src/domain/zod-jitless.ts).
import '@/domain/zod-jitless'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import '@/styles.css'
import { setNotifier } from '@/data/api/notify'
import { getToken, sessionStore } from '@/data/state/app-state'
import { showConfirm, showMessageBox } from '@/components/message-box-store'
import { showToast } from '@/components/ui/toast-store'
import { warmClassMerge } from '@/lib/cn'
import { registerServiceWorker } from '@/lib/pwa'
import { createAppRouter } from '@/routes/-router'

type AppRouter = ReturnType<typeof createAppRouter>

// The data layer reports to the user through these (SPEC §8): message box, toast, confirmation.
setNotifier({
  messageBox: (message) => void showMessageBox(message),
  toast: (message, options) => {
    showToast(message, { kind: options?.kind, durationMs: options?.durationMs })
  },
  confirm: (message, options) => showConfirm(message, options),
})

/**
 * Ends the current task: the entry's work runs as a few tasks instead of one (the module
 * evaluation, then building the router, then resolving the first location), so the page stays
 * responsive while it starts (issue 16: at Lighthouse's 4x CPU the single task took 360-520 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Work the first screen does not need waits until the page has loaded and the thread is idle. */
function afterFirstPaint(work: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(work, { timeout: 3000 })
      : setTimeout(work, 200)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

// Sync runs only for a logged-in user (an anonymous pull gets 403 and would pop the login
// dialog). Loaded on demand so Dexie and zod stay out of a visitor's first load; the binding then
// follows the session: a login starts or resumes it, a logout stops it.
function startSyncForSession(router: AppRouter): void {
  // The work screens' code loads once sync is bound, not after load + idle: a user who opens
  // 我的项目 as soon as the header shows would otherwise wait for it (bench/projects). Signed-in
  // users only, so a visitor's first load (Lighthouse) is unchanged.
  void import('@/data/sync/session').then(({ bindSyncToSession }) => {
    bindSyncToSession()
    // In an idle moment: right after a login the page shows its toast and reloads first.
    const warm = () => warmWorkScreens(router)
    if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 1000 })
    else warm()
  })
}

/**
 * A signed-in user's next screens are 我的项目 / a project's workspace (one route) and the
 * project's 清单计价: fetch and compile their code early, so a first open only reads and renders
 * (bench/projects, bench/bill). A visitor never pays for it.
 */
function warmWorkScreens(router: AppRouter): void {
  // The compute worker (76 KB gzip) serves the work screens only: a visitor's home page and
  // trading centre never call it, so it is warmed for signed-in users (bench/bundle: a cold
  // /newIndex had grown to 212 KB against the 180 KB budget with it). Screens that need it
  // start it on first use anyway (getCompute).
  void import('@/lib/compute').then(({ startCompute }) => startCompute())
  for (const id of ['/Page/newModelProjet', '/Page/bill'] as const)
    void router.loadRouteChunk(router.routesById[id])?.catch(() => undefined)
}
function bindSyncWhenSignedIn(router: AppRouter): void {
  if (getToken()) return startSyncForSession(router)
  const off = sessionStore.subscribe(() => {
    if (!getToken()) return
    off()
    startSyncForSession(router)
  })
}

// The service worker registers once the page has loaded and the thread is idle (workbox-window
// is its own chunk); it then precaches every chunk for offline use.
if (import.meta.env.PROD) {
  afterFirstPaint(() =>
    registerServiceWorker((update) => {
      showToast('智能清单有新版本可用，更新后页面会重新加载。', {
        durationMs: Infinity,
        action: { label: '立即更新', onClick: update },
        dismissLabel: '稍后',
      })
    }),
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The router resolves the first location (matches, the screen's lazy chunk) before React
// renders: on mount the router then finds the location already resolved and does not load it
// again. Without this, that mount-time load updated the router's stores synchronously and React
// re-rendered the whole first screen in one long task (issue 16). The render itself is a
// transition: React renders in slices and yields between them while the index.html placeholder
// is still shown. The browser history (the router would make the same one) is a task before the
// router's; while the screen's chunk arrives, the class merge's class map (which the first `cn()`
// would otherwise build inside React's first render task; its configuration is generated,
// src/lib/cn.ts) and React's root (it attaches its event listeners) take a task each.
async function start(container: HTMLElement): Promise<void> {
  await nextTask()
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter(history)
  bindSyncWhenSignedIn(router)
  await nextTask()
  const loaded = router.load().catch((error: unknown) => console.error(error))
  await nextTask()
  warmClassMerge()
  await nextTask()
  const reactRoot = createRoot(container)
  await loaded
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
}
void start(root)
