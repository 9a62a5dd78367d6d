import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export interface FormDialogProps {
  /** Open by default (a dialog mounted only while shown); pass it to keep one mounted. */
  open?: boolean
  title: string
  description: string
  /** The form's id (the footer's submit button points at it). */
  formId: string
  submitText: string
  /** Disables the submit button while the work runs. */
  busy: boolean
  /** The refusal to show under the fields ('' none). */
  message: string
  onClose: () => void
  onSubmit: (form: HTMLFormElement) => void
  children: ReactNode
  /** Classes of the dialog box (a wider one for a form with a table of lines). */
  className?: string
}

/** A dialog around one form: title, fields, the refusal line, 取消 and the submit button. */
export function FormDialog({
  open = true,
  title,
  description,
  formId,
  submitText,
  busy,
  message,
  onClose,
  onSubmit,
  children,
  className,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          className="grid min-w-0 gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            onSubmit(e.currentTarget)
          }}
        >
          {children}
          {message && (
            <p role="alert" className="text-sm text-destructive">
              {message}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {submitText}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
