import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import type { SmsCodeState } from '../hooks/use-sms-code'
import { SliderCaptcha } from './slider-captcha'
import { checkPasswordFormat, checkPhoneFormat } from '@/domain/account/validation'

/** The dialog's message line (SPEC §8): client messages and the server's Message. */
export function MessageLine({
  message,
  className,
}: {
  message: string | null
  className?: string
}) {
  return (
    <p role="alert" className={cn('min-h-5 text-sm text-destructive', className)}>
      {message ?? ''}
    </p>
  )
}

type FieldProps = Omit<React.ComponentProps<'input'>, 'onChange' | 'value'> & {
  label: string
  value: string
  onValue: (value: string) => void
}

/** An input named by its Chinese label (for screen readers) and hinted by its placeholder. */
export function Field({ label, value, onValue, className, ...props }: FieldProps) {
  return (
    <Input
      aria-label={label}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      className={cn('h-10', className)}
      autoComplete="off"
      {...props}
    />
  )
}

interface CheckedFieldProps {
  value: string
  onValue: (value: string) => void
  /** Receives the field's check on blur (null when valid). */
  onCheck: (message: string | null) => void
  disabled?: boolean
  label?: string
  placeholder?: string
  autoComplete?: string
}

/** A phone input whose format is checked on blur (手机号格式不正确). */
export function PhoneField({
  value,
  onValue,
  onCheck,
  label = '手机号',
  placeholder = '请输入手机号',
  ...props
}: CheckedFieldProps) {
  return (
    <Field
      label={label}
      placeholder={placeholder}
      inputMode="tel"
      value={value}
      onValue={onValue}
      onBlur={() => onCheck(checkPhoneFormat(value))}
      {...props}
    />
  )
}

/** A new-password input checked on blur (8–13 letters and digits). */
export function NewPasswordField({
  value,
  onValue,
  onCheck,
  label = '新密码',
  ...props
}: CheckedFieldProps) {
  return (
    <Field
      label={label}
      type="password"
      placeholder="请输入8~13位数字加字母密码"
      autoComplete="new-password"
      value={value}
      onValue={onValue}
      onBlur={() => onCheck(checkPasswordFormat(value))}
      {...props}
    />
  )
}

/** Slider and code input with the 获取验证码 / countdown button, as one block. */
export function SmsCodeBlock({
  sms,
  onCode,
  disabled,
}: {
  sms: SmsCodeState
  onCode: (code: string) => void
  disabled?: boolean
}) {
  return (
    <>
      <SliderCaptcha
        passed={sms.sliderPassed}
        onPass={sms.passSlider}
        onReset={sms.resetSlider}
        locked={sms.counting}
      />
      <div className="flex gap-2">
        <Field
          label="验证码"
          placeholder="请输入验证码"
          inputMode="numeric"
          value={sms.code}
          onValue={onCode}
          disabled={disabled}
        />
        <Button
          variant="outline"
          className="h-10 w-32"
          disabled={sms.counting || sms.sending || disabled}
          onClick={() => void sms.requestCode()}
        >
          {sms.codeButtonLabel}
        </Button>
      </div>
    </>
  )
}

/**
 * Enter submits (SPEC §5) even while the action button is inactive, so an incomplete form answers
 * with its message instead of nothing. An IME composition's Enter only picks the candidate.
 */
export function useEnterSubmit(submit: () => void) {
  return (e: React.KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
    const target = e.target as HTMLElement
    const isTextInput = target instanceof HTMLInputElement && target.type !== 'checkbox'
    if (!isTextInput && target.getAttribute('role') !== 'slider') return
    e.preventDefault()
    submit()
  }
}

/** A form that never submits natively: the button click and Enter both call `submit`. */
export function AccountForm({
  submit,
  children,
  className,
  label,
}: {
  submit: () => void
  children: React.ReactNode
  className?: string
  label: string
}) {
  const onKeyDown = useEnterSubmit(submit)
  return (
    <form
      aria-label={label}
      noValidate
      className={cn('grid gap-3', className)}
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {children}
    </form>
  )
}

export function SubmitButton({
  children,
  disabled,
}: {
  children: React.ReactNode
  disabled: boolean
}) {
  return (
    <Button type="submit" className="h-10 w-full" disabled={disabled}>
      {children}
    </Button>
  )
}

export function LinkButton({
  children,
  onClick,
}: {
  children: React.ReactNode
  onClick: () => void
}) {
  return (
    <Button variant="link" size="sm" className="h-auto px-0" onClick={onClick}>
      {children}
    </Button>
  )
}

/**
 * The busy flag and message line shared by every account form: `run` shows a rejection's
 * message and keeps the action button inactive while the call is out.
 */
export function useFormState() {
  const [message, setMessage] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)
  const run = React.useCallback(
    async (work: () => Promise<void>, onError: (e: unknown) => string) => {
      setBusy(true)
      try {
        await work()
      } catch (e) {
        setMessage(onError(e))
      } finally {
        setBusy(false)
      }
    },
    [],
  )
  /** Blur checks only ever add a message: leaving a field must not hide another one. */
  const flag = React.useCallback((m: string | null) => {
    if (m !== null) setMessage(m)
  }, [])
  /** An onValue handler for a field: store the value and clear the message line. */
  const edit = React.useCallback(
    (set: (value: string) => void) => (value: string) => {
      set(value)
      setMessage(null)
    },
    [],
  )
  return { message, setMessage, flag, busy, run, edit }
}
