import * as React from 'react'
import { Upload } from 'lucide-react'
import { cn } from '@/lib/cn'
import { buttonVariants } from './button'

export interface FileButtonProps extends Omit<React.ComponentProps<'input'>, 'type' | 'className'> {
  /** The button's text, e.g. 选择文件. */
  label?: string
  /** The chosen file's name; "未选择文件" when empty and showName is on. */
  fileName?: string
  showName?: boolean
  className?: string
}

/**
 * A file picker with Chinese text in place of the browser's "Choose File / No file chosen": the
 * real <input type=file> stays in the label (keyboard, screen readers and tests reach it), only
 * visually hidden.
 */
export function FileButton({
  label = '选择文件',
  fileName,
  showName = true,
  className,
  id,
  disabled,
  ...props
}: FileButtonProps) {
  const generated = React.useId()
  const inputId = id ?? generated
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        <Upload aria-hidden />
        {label}
        <input id={inputId} type="file" className="sr-only" disabled={disabled} {...props} />
      </label>
      {showName && (
        <span className="min-w-0 truncate text-sm text-muted-foreground">
          {fileName || '未选择文件'}
        </span>
      )}
    </span>
  )
}
