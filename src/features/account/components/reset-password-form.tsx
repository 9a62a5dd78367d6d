import * as React from 'react'
import {
  checkNewPassword,
  checkPasswordsMatch,
  checkPhoneAndCode,
  clean,
} from '@/domain/account/validation'
import { checkCode, notifier, resetPassword, TOAST_RESET_SUCCESS_MS } from '../hooks/account-calls'
import { failureMessage } from '../hooks/failure-message'
import { useSmsCode } from '../hooks/use-sms-code'
import {
  AccountForm,
  Field,
  NewPasswordField,
  PhoneField,
  MessageLine,
  SmsCodeBlock,
  SubmitButton,
  useFormState,
} from './form-parts'

export const RESET_SUCCESS_MESSAGE = '重置密码成功!'

export type ResetStep = 1 | 2

/**
 * Mode 4. Step 1 verifies phone and code (GetMsg Type c, then CodeCheck) with 下一步; step 2 sets
 * the new password twice with 完成 (UserRegister Type update). The step is owned by the dialog,
 * whose 返回登录 goes from step 2 back to step 1; this form keeps the step-1 fields meanwhile.
 */
export function ResetPasswordForm({
  step,
  onStep,
  onDone,
}: {
  step: ResetStep
  onStep: (step: ResetStep) => void
  onDone: (phone: string) => void
}) {
  const [phone, setPhone] = React.useState('')
  const [verifiedCode, setVerifiedCode] = React.useState('')
  const [password, setPassword] = React.useState('')
  const [confirm, setConfirm] = React.useState('')
  const { message, setMessage, flag, busy, run, edit } = useFormState()
  const sms = useSmsCode({ phone, type: 'c', onMessage: setMessage })

  // Messages belong to the step they were raised on.
  React.useEffect(() => setMessage(null), [step, setMessage])

  function next() {
    if (busy) return
    const error = checkPhoneAndCode({ phone, code: sms.code, sliderPassed: sms.sliderPassed })
    if (error) return setMessage(error)
    void run(async () => {
      const answer = await checkCode(phone, sms.code)
      if (!answer.ok) return setMessage(answer.message)
      // The countdown may clear the field while step 2 is open: keep the code that was verified.
      setVerifiedCode(clean(sms.code))
      onStep(2)
    }, failureMessage)
  }

  function finish() {
    if (busy) return
    const error = checkNewPassword({ password, confirm })
    if (error) return setMessage(error)
    void run(async () => {
      const answer = await resetPassword({ phone, password, code: verifiedCode })
      if (!answer.ok) return setMessage(answer.message)
      notifier().toast(RESET_SUCCESS_MESSAGE, {
        kind: 'success',
        durationMs: TOAST_RESET_SUCCESS_MS,
      })
      onDone(clean(phone))
    }, failureMessage)
  }

  if (step === 1) {
    return (
      <AccountForm submit={next} label="验证手机号">
        <PhoneField value={phone} onValue={edit(setPhone)} onCheck={flag} />
        <SmsCodeBlock sms={sms} onCode={edit(sms.setCode)} />
        <MessageLine message={message} />
        <SubmitButton
          disabled={clean(phone) === '' || clean(sms.code) === '' || message !== null || busy}
        >
          下一步
        </SubmitButton>
      </AccountForm>
    )
  }

  return (
    <AccountForm submit={finish} label="设置新密码">
      <NewPasswordField value={password} onValue={edit(setPassword)} onCheck={flag} />
      <Field
        label="确认密码"
        type="password"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        value={confirm}
        onValue={edit(setConfirm)}
        onBlur={() => flag(checkPasswordsMatch(password, confirm))}
      />
      <MessageLine message={message} />
      <SubmitButton
        disabled={clean(password) === '' || clean(confirm) === '' || message !== null || busy}
      >
        完成
      </SubmitButton>
    </AccountForm>
  )
}
