import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { RegisterForm } from './register-form'

describe('register form agreement', () => {
  it('《智能清单用户协议》 in the register form opens the agreement (and the policy) in a new tab', () => {
    render(<RegisterForm onRegistered={() => {}} />)
    const agreement = screen.getByRole('link', { name: '《智能清单用户协议》' })
    expect(agreement.getAttribute('href')).toBe('/agreement')
    expect(agreement.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacy')
    expect(
      screen.getByRole('checkbox', { name: '我已阅读并同意《智能清单用户协议》' }),
    ).toBeTruthy()
  })
})
