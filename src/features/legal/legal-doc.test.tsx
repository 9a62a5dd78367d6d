import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { AGREEMENT } from './agreement-text'
import { LegalDocScreen } from './legal-doc'
import { PRIVACY } from './privacy-text'

describe('user agreement and privacy policy', () => {
  it('the agreement is a real page with its sections, linking to the privacy policy', async () => {
    await renderWithRouter(<LegalDocScreen doc={AGREEMENT} />, { path: '/agreement' })
    expect(screen.getByRole('heading', { level: 1, name: '智能清单用户协议' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5)
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacy')
  })

  it('the privacy policy says what is collected and the rights of the user', async () => {
    await renderWithRouter(<LegalDocScreen doc={PRIVACY} />, { path: '/privacy' })
    expect(screen.getByRole('heading', { level: 2, name: '一、我们收集的信息' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '五、您的权利' })).toBeTruthy()
  })
})
