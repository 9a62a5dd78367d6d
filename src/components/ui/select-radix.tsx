import * as React from 'react'
import * as SelectPrimitive from '@radix-ui/react-select'
import { Check, ChevronDown } from 'lucide-react'
import { cn } from '@/lib/cn'
import { SELECT_EMPTY, SELECT_TRIGGER_CLASS, type SelectProps } from './select-style'

export const SelectRoot = SelectPrimitive.Root
export const SelectValue = SelectPrimitive.Value
export const SelectGroup = SelectPrimitive.Group

export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(SELECT_TRIGGER_CLASS, className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default select-none items-center rounded-sm py-1.5 pl-2 pr-8 text-sm outline-none',
        'focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  )
}

/**
 * The Radix Select behind the app's drop-down (./select.tsx), loaded and mounted on first use.
 * While closed only the chosen option is rendered (Radix renders a closed list into a detached
 * fragment just to read the chosen label): a toolbar of selects with dozens of cities or years
 * then costs a few elements instead of every option on each render (bench/projects).
 */
export function RadixSelect({
  value,
  onValueChange,
  options,
  placeholder,
  className,
  contentClassName,
  disabled,
  name,
  defaultOpen = false,
  ...aria
}: SelectProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = React.useState(defaultOpen)
  const shown = open ? options : options.filter((o) => o.value === value)
  return (
    <SelectRoot
      // '' without a 全部 option is no value: Radix shows the placeholder, as the light trigger does.
      value={value === '' ? (options.some((o) => o.value === '') ? SELECT_EMPTY : '') : value}
      onValueChange={(v) => onValueChange(v === SELECT_EMPTY ? '' : v)}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      name={name}
    >
      <SelectTrigger className={className} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {shown.map((o) => (
          <SelectItem
            key={o.value}
            value={o.value === '' ? SELECT_EMPTY : o.value}
            disabled={o.disabled}
          >
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </SelectRoot>
  )
}
