import * as React from 'react'
import type { SmsType } from '@/domain/account/schemas'
import {
  SMS_COUNTDOWN_SECONDS,
  checkCodeRequest,
  checkSliderPass,
  clean,
} from '@/domain/account/validation'
import { useCountdown } from './use-countdown'
import { sendSms } from '@/data/api/account'
import { notifier } from '@/data/api/notify'
import { TOAST_MS } from '@/data/api/constants'
import { failureMessage } from './failure-message'

export const SMS_SENT_MESSAGE = '验证码发送成功!'
export const GET_CODE_LABEL = '获取验证码'

export function countdownLabel(remaining: number): string {
  return `${remaining}秒后重试`
}

/**
 * The slider + SMS code + countdown trio shared by code login, register, reset and change phone
 * (SPEC §4): the code is requested only after the slider passed and with a valid phone; a sent
 * code starts a 60 s countdown; at 0 the slider resets and the code field clears.
 */
export function useSmsCode(options: {
  phone: string
  type: SmsType
  onMessage: (message: string | null) => void
}) {
  const { phone, type, onMessage } = options
  const [sliderPassed, setSliderPassed] = React.useState(false)
  const [code, setCode] = React.useState('')
  const [sending, setSending] = React.useState(false)
  const expire = React.useCallback(() => {
    setSliderPassed(false)
    setCode('')
  }, [])
  const countdown = useCountdown(expire)

  const passSlider = React.useCallback((): boolean => {
    const error = checkSliderPass(phone)
    if (error) {
      onMessage(error)
      return false
    }
    onMessage(null)
    setSliderPassed(true)
    return true
  }, [phone, onMessage])

  const resetSlider = React.useCallback(() => setSliderPassed(false), [])

  async function requestCode(): Promise<void> {
    const error = checkCodeRequest({ phone, sliderPassed })
    if (error) {
      onMessage(error)
      return
    }
    setSending(true)
    try {
      const answer = await sendSms(clean(phone), type)
      if (answer.ok) {
        onMessage(null)
        notifier().toast(SMS_SENT_MESSAGE, { kind: 'success', durationMs: TOAST_MS })
        countdown.start(SMS_COUNTDOWN_SECONDS)
      } else {
        onMessage(answer.message)
      }
    } catch (e) {
      onMessage(failureMessage(e))
    } finally {
      setSending(false)
    }
  }

  return {
    sliderPassed,
    passSlider,
    resetSlider,
    code,
    setCode,
    sending,
    counting: countdown.running,
    codeButtonLabel: countdown.running ? countdownLabel(countdown.remaining) : GET_CODE_LABEL,
    requestCode,
  }
}

export type SmsCodeState = ReturnType<typeof useSmsCode>
