import { useStore } from '@/data/state/store'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { messageBoxStore, settleMessageBox as settle } from '@/components/message-box-store'

export { showConfirm, showMessageBox, messageBoxStore } from '@/components/message-box-store'
export type { ConfirmOptions } from '@/components/message-box-store'

/** Renders the head of the message-box queue as a Radix alert dialog. */
export function MessageBoxHost() {
  const queue = useStore(messageBoxStore)
  const current = queue[0]
  if (!current) return null
  return (
    <AlertDialog
      key={current.id}
      open
      onOpenChange={(open) => {
        // Esc closes a message box as acknowledged and a confirmation as declined.
        if (!open) settle(current.id, current.kind === 'alert')
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{current.title}</AlertDialogTitle>
          <AlertDialogDescription>{current.message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {current.kind === 'confirm' && (
            <AlertDialogCancel onClick={() => settle(current.id, false)}>
              {current.cancelText}
            </AlertDialogCancel>
          )}
          <AlertDialogAction onClick={() => settle(current.id, true)}>
            {current.confirmText}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
