import * as React from 'react'
import { checkPhoneAndCode, clean } from '@/domain/account/validation'
import {
  AccountForm,
  PhoneField,
  MessageLine,
  SmsCodeBlock,
  SubmitButton,
  useFormState,
} from '../components/form-parts'
import { notifier, updatePhone } from '../hooks/account-calls'
import { failureMessage } from '../hooks/failure-message'
import { useSmsCode } from '../hooks/use-sms-code'
import { Section } from './section'

export const SAME_PHONE_MESSAGE = '新手机号不能与当前手机号相同'

/**
 * Change phone: the code goes to the NEW phone with GetMsg Type r (a phone nobody uses yet, the
 * same rule as registering), then UpdatePhone {Phone, Code}. Slider and countdown as in §4.
 */
export function PhoneSection({
  currentPhone,
  disabled,
  onChanged,
}: {
  currentPhone: string
  disabled: boolean
  onChanged: (phone: string) => void
}) {
  const [phone, setPhone] = React.useState('')
  const { message, setMessage, flag, busy, run, edit } = useFormState()
  const sms = useSmsCode({ phone, type: 'r', onMessage: setMessage })

  function submit() {
    if (busy || disabled) return
    const error = checkPhoneAndCode({ phone, code: sms.code, sliderPassed: sms.sliderPassed })
    if (error) return setMessage(error)
    if (clean(phone) === currentPhone) return setMessage(SAME_PHONE_MESSAGE)
    void run(async () => {
      const answer = await updatePhone(phone, sms.code)
      if (!answer.ok) return setMessage(answer.message)
      onChanged(clean(phone))
      setPhone('')
      sms.setCode('')
      notifier().toast('手机号已修改', { kind: 'success' })
    }, failureMessage)
  }

  return (
    <Section title="修改手机号">
      <AccountForm submit={submit} label="修改手机号">
        <PhoneField
          label="新手机号"
          placeholder="请输入新手机号"
          value={phone}
          disabled={disabled}
          onValue={edit(setPhone)}
          onCheck={flag}
        />
        <SmsCodeBlock sms={sms} disabled={disabled} onCode={edit(sms.setCode)} />
        <MessageLine message={message} />
        <SubmitButton
          disabled={
            disabled || busy || clean(phone) === '' || clean(sms.code) === '' || message !== null
          }
        >
          确认修改
        </SubmitButton>
      </AccountForm>
    </Section>
  )
}
