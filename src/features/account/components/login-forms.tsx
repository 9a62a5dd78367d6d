import * as React from 'react'
import type { LoginMode } from '@/data/state/app-state'
import {
  checkCodeLogin,
  checkPasswordLogin,
  checkPhoneFormat,
  clean,
} from '@/domain/account/validation'
import { type LoginInput, login } from '../hooks/account-calls'
import { failureMessage } from '../hooks/failure-message'
import { useSmsCode } from '../hooks/use-sms-code'
import { completeLogin } from '../login-outcome'
import {
  AccountForm,
  Field,
  PhoneField,
  LinkButton,
  MessageLine,
  SmsCodeBlock,
  SubmitButton,
  useFormState,
} from './form-parts'

export const LOGIN_FAILED_FALLBACK = '登录失败'

/** Sends a login and applies its outcome; a failure's Message goes to the message line. */
async function sendLogin(input: LoginInput, setMessage: (m: string) => void): Promise<void> {
  const answer = await login(input)
  if (answer.ok) completeLogin(answer.data)
  else setMessage(answer.message || LOGIN_FAILED_FALLBACK)
}

function Links({
  first,
  go,
}: {
  first: { label: string; mode: LoginMode }
  go: (mode: LoginMode) => void
}) {
  return (
    <nav aria-label="登录方式" className="flex items-center justify-between text-sm">
      <LinkButton onClick={() => go(first.mode)}>{first.label}</LinkButton>
      <span className="flex gap-4">
        <LinkButton onClick={() => go(4)}>忘记密码</LinkButton>
        <LinkButton onClick={() => go(3)}>注册</LinkButton>
      </span>
    </nav>
  )
}

/** Mode 1: account (phone) and password; links 验证码登录, 忘记密码, 注册. */
export function PasswordLoginForm({
  go,
  initialPhone = '',
}: {
  go: (mode: LoginMode) => void
  initialPhone?: string
}) {
  const [account, setAccount] = React.useState(initialPhone)
  const [password, setPassword] = React.useState('')
  const { message, setMessage, flag, busy, run, edit } = useFormState()
  const complete = clean(account) !== '' && clean(password) !== ''

  function submit() {
    if (busy) return
    const error = checkPasswordLogin({ account, password })
    if (error) return setMessage(error)
    void run(() => sendLogin({ type: 'pwd', phone: account, password }, setMessage), failureMessage)
  }

  return (
    <AccountForm submit={submit} label="密码登录">
      <Field
        label="手机号"
        placeholder="请输入手机号"
        inputMode="tel"
        autoComplete="username"
        value={account}
        onValue={edit(setAccount)}
        onBlur={() => flag(checkPhoneFormat(account))}
      />
      <Field
        label="密码"
        type="password"
        placeholder="请输入密码"
        autoComplete="current-password"
        value={password}
        onValue={edit(setPassword)}
      />
      <MessageLine message={message} />
      <SubmitButton disabled={!complete || message !== null || busy}>登录</SubmitButton>
      <Links first={{ label: '验证码登录', mode: 2 }} go={go} />
    </AccountForm>
  )
}

/** Mode 2: phone, slider, SMS code (GetMsg Type d); links 密码登录, 忘记密码, 注册. */
export function CodeLoginForm({ go }: { go: (mode: LoginMode) => void }) {
  const [phone, setPhone] = React.useState('')
  const { message, setMessage, flag, busy, run, edit } = useFormState()
  const sms = useSmsCode({ phone, type: 'd', onMessage: setMessage })
  const complete = clean(phone) !== '' && clean(sms.code) !== ''

  function submit() {
    if (busy) return
    const error = checkCodeLogin({ phone, code: sms.code })
    if (error) return setMessage(error)
    void run(() => sendLogin({ type: 'mobile', phone, code: sms.code }, setMessage), failureMessage)
  }

  return (
    <AccountForm submit={submit} label="验证码登录">
      <PhoneField value={phone} onValue={edit(setPhone)} onCheck={flag} />
      <SmsCodeBlock sms={sms} onCode={edit(sms.setCode)} />
      <MessageLine message={message} />
      <SubmitButton disabled={!complete || message !== null || busy}>登录</SubmitButton>
      <Links first={{ label: '密码登录', mode: 1 }} go={go} />
    </AccountForm>
  )
}
