import * as React from 'react'
import {
  ACCOUNT_MESSAGES,
  checkNewPassword,
  checkPasswordsMatch,
  clean,
} from '@/domain/account/validation'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import {
  AccountForm,
  Field,
  NewPasswordField,
  MessageLine,
  SmsCodeBlock,
  SubmitButton,
  useFormState,
} from '../components/form-parts'
import {
  changePassword,
  notifier,
  resetPassword,
  TOAST_RESET_SUCCESS_MS,
} from '../hooks/account-calls'
import { failureMessage } from '../hooks/failure-message'
import { useSmsCode } from '../hooks/use-sms-code'
import { Section } from './section'

export const PASSWORD_CHANGED_MESSAGE = '密码修改成功!'

/** Change password, proven by the old password or by an SMS code to the current phone. */
export function PasswordSection({ phone, disabled }: { phone: string; disabled: boolean }) {
  return (
    <Section title="修改密码">
      <Tabs defaultValue="old">
        <TabsList aria-label="验证方式">
          <TabsTrigger value="old">原密码验证</TabsTrigger>
          <TabsTrigger value="sms">短信验证码验证</TabsTrigger>
        </TabsList>
        <TabsContent value="old">
          <NewPasswordForm phone={phone} disabled={disabled} proof="old" />
        </TabsContent>
        <TabsContent value="sms">
          <NewPasswordForm phone={phone} disabled={disabled} proof="sms" />
        </TabsContent>
      </Tabs>
    </Section>
  )
}

function NewPasswordForm({
  phone,
  disabled,
  proof,
}: {
  phone: string
  disabled: boolean
  proof: 'old' | 'sms'
}) {
  const [oldPassword, setOldPassword] = React.useState('')
  const [password, setPassword] = React.useState('')
  const [confirm, setConfirm] = React.useState('')
  const { message, setMessage, flag, busy, run, edit } = useFormState()
  // The code goes to the user's own phone with Type c, exactly as a reset does.
  const sms = useSmsCode({ phone, type: 'c', onMessage: setMessage })
  const proofFilled = proof === 'old' ? clean(oldPassword) !== '' : clean(sms.code) !== ''
  const complete = proofFilled && clean(password) !== '' && clean(confirm) !== ''

  function submit() {
    if (busy || disabled) return
    const error = proofFilled
      ? checkNewPassword({ password, confirm })
      : ACCOUNT_MESSAGES.incomplete
    if (error) return setMessage(error)
    void run(async () => {
      const answer =
        proof === 'old'
          ? await changePassword({ phone, password, oldPassword })
          : await resetPassword({ phone, password, code: sms.code }, '修改失败')
      if (!answer.ok) return setMessage(answer.message)
      setOldPassword('')
      setPassword('')
      setConfirm('')
      sms.setCode('')
      notifier().toast(PASSWORD_CHANGED_MESSAGE, {
        kind: 'success',
        durationMs: TOAST_RESET_SUCCESS_MS,
      })
    }, failureMessage)
  }

  return (
    <AccountForm
      submit={submit}
      label={proof === 'old' ? '用原密码修改密码' : '用短信验证码修改密码'}
      className="pt-2"
    >
      {proof === 'old' ? (
        <Field
          label="原密码"
          type="password"
          placeholder="请输入原密码"
          autoComplete="current-password"
          value={oldPassword}
          disabled={disabled}
          onValue={edit(setOldPassword)}
        />
      ) : (
        <SmsCodeBlock sms={sms} disabled={disabled} onCode={edit(sms.setCode)} />
      )}
      <NewPasswordField
        value={password}
        disabled={disabled}
        onValue={edit(setPassword)}
        onCheck={flag}
      />
      <Field
        label="确认密码"
        type="password"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        value={confirm}
        disabled={disabled}
        onValue={edit(setConfirm)}
        onBlur={() => flag(checkPasswordsMatch(password, confirm))}
      />
      <MessageLine message={message} />
      <SubmitButton disabled={disabled || busy || !complete || message !== null}>
        修改密码
      </SubmitButton>
    </AccountForm>
  )
}
