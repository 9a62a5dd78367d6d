import * as React from 'react'
import { checkRegister, clean, isRegisterComplete } from '@/domain/account/validation'
import { notifier, register, TOAST_MS } from '../hooks/account-calls'
import { failureMessage } from '../hooks/failure-message'
import { useSmsCode } from '../hooks/use-sms-code'
import { Checkbox } from '@/components/ui/checkbox'
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

export const REGISTER_SUCCESS_MESSAGE = '注册成功!'
export const AGREEMENT_TEXT = '我已阅读并同意《智能清单用户协议》'

/** Mode 3: user name, phone, slider, code (GetMsg Type r), password, agreement. */
export function RegisterForm({ onRegistered }: { onRegistered: (phone: string) => void }) {
  const [userName, setUserName] = React.useState('')
  const [phone, setPhone] = React.useState('')
  const [password, setPassword] = React.useState('')
  const [agreed, setAgreed] = React.useState(false)
  const agreementId = React.useId()
  const { message, setMessage, flag, busy, run, edit } = useFormState()
  const sms = useSmsCode({ phone, type: 'r', onMessage: setMessage })
  const input = {
    userName,
    phone,
    code: sms.code,
    password,
    sliderPassed: sms.sliderPassed,
    agreed,
  }

  function submit() {
    if (busy) return
    const error = checkRegister(input)
    if (error) return setMessage(error)
    void run(async () => {
      const answer = await register({ phone, password, userName, code: sms.code })
      if (!answer.ok) return setMessage(answer.message)
      notifier().toast(REGISTER_SUCCESS_MESSAGE, { kind: 'success', durationMs: TOAST_MS })
      onRegistered(clean(phone))
    }, failureMessage)
  }

  return (
    <AccountForm submit={submit} label="注册">
      <Field
        label="用户名"
        placeholder="请输入用户名"
        value={userName}
        onValue={edit(setUserName)}
      />
      <PhoneField value={phone} onValue={edit(setPhone)} onCheck={flag} />
      <SmsCodeBlock sms={sms} onCode={edit(sms.setCode)} />
      <NewPasswordField label="密码" value={password} onValue={edit(setPassword)} onCheck={flag} />
      <div className="flex items-center gap-2 text-sm">
        <Checkbox
          id={agreementId}
          aria-label={AGREEMENT_TEXT}
          checked={agreed}
          onCheckedChange={(checked) => {
            setAgreed(checked === true)
            setMessage(null)
          }}
        />
        <span>
          <label htmlFor={agreementId}>我已阅读并同意</label>
          {/* A new tab keeps the half-filled form; both pages open without an account. */}
          <a
            href="/agreement"
            target="_blank"
            rel="noopener"
            className="text-primary hover:underline"
          >
            《智能清单用户协议》
          </a>
          和
          <a
            href="/privacy"
            target="_blank"
            rel="noopener"
            className="text-primary hover:underline"
          >
            《隐私政策》
          </a>
        </span>
      </div>
      <MessageLine message={message} />
      <SubmitButton disabled={!isRegisterComplete(input) || message !== null || busy}>
        注册
      </SubmitButton>
    </AccountForm>
  )
}
