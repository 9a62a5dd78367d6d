import { useStore } from '@/data/state/store'
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastViewport,
} from '@/components/ui/toast'
import { DEFAULT_TOAST_MS, dismissToast, toastStore } from '@/components/ui/toast-store'

/** Renders the toasts of toastStore with Radix toast. */
export function Toaster() {
  const toasts = useStore(toastStore)
  return (
    <ToastProvider swipeDirection="right" label="通知">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          kind={t.kind}
          open={t.open}
          duration={t.durationMs ?? DEFAULT_TOAST_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id)
          }}
        >
          <ToastDescription>{t.message}</ToastDescription>
          {(t.action ?? t.dismissLabel) && (
            <div className="flex shrink-0 gap-2">
              {t.action && (
                <ToastAction altText={t.action.label} onClick={t.action.onClick}>
                  {t.action.label}
                </ToastAction>
              )}
              {t.dismissLabel && (
                <ToastAction altText={t.dismissLabel} onClick={() => dismissToast(t.id)}>
                  {t.dismissLabel}
                </ToastAction>
              )}
            </div>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
