import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { APP_VERSION, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/site'
import { SiteFooter } from './site-footer'

describe('site footer', () => {
  it('offers help, contact, the agreement, the privacy policy, 测试页 and the version', async () => {
    await renderWithRouter(<SiteFooter />, { path: '/newIndex' })
    const footer = within(screen.getByRole('navigation', { name: '页脚' }))
    expect(footer.getByRole('link', { name: '帮助中心' }).getAttribute('href')).toBe('/help')
    expect(footer.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('/agreement')
    expect(footer.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/privacy')
    expect(footer.getByRole('link', { name: '测试页' }).getAttribute('href')).toBe('/MyData/test')
    expect(footer.getByRole('link', { name: SUPPORT_PHONE }).getAttribute('href')).toBe(
      `tel:${SUPPORT_PHONE}`,
    )
    expect(footer.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    )
    expect(footer.getByText(`版本 ${APP_VERSION}`)).toBeTruthy()
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/)
  })
})
