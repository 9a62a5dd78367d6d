import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { TemplateCover, coverHue } from './template-cover'

describe('template covers', () => {
  it('every template gets its own generated cover from its type and name, not one grey icon', () => {
    const { container } = render(
      <>
        <TemplateCover name="杭州滨江住宅" type="住宅" cover="" />
        <TemplateCover name="成都高新酒店" type="酒店" cover="" />
      </>,
    )
    const a = screen.getByRole('img', { name: '住宅封面：杭州滨江住宅' })
    const b = screen.getByRole('img', { name: '酒店封面：成都高新酒店' })
    expect(a.querySelector('[data-text="杭州滨江住宅"]')).toBeTruthy()
    expect(b.querySelector('[data-text="酒店"]')).toBeTruthy()
    const hues = [...container.querySelectorAll('[data-cover-hue]')].map((el) =>
      el.getAttribute('data-cover-hue'),
    )
    expect(new Set(hues).size).toBe(2)
    expect(b.querySelector('svg[data-drawing="hotel"]')).toBeTruthy()
  })

  it('the hue is stable for a name and differs between names', () => {
    expect(coverHue('住宅', '一期')).toBe(coverHue('住宅', '一期'))
    expect(coverHue('住宅', '一期')).not.toBe(coverHue('住宅', '二期'))
  })

  it("an uploaded cover is shown as is, and a released template carries its author's picture", () => {
    render(
      <TemplateCover
        name="样板"
        type="办公"
        cover="/uploads/c.png"
        authorPic="/uploads/a.png"
        authorName="张工"
      />,
    )
    expect(screen.getByRole('img', { name: '样板 封面' }).getAttribute('src')).toBe(
      '/uploads/c.png',
    )
    expect(screen.getByRole('img', { name: '作者 张工' }).getAttribute('src')).toBe(
      '/uploads/a.png',
    )
  })

  it('pictures load lazily unless the cover is above the fold; a generated cover draws inline, no picture to load', () => {
    const { container } = render(
      <>
        <TemplateCover name="甲" type="住宅" cover="" />
        <TemplateCover name="乙" type="酒店" cover="" eager authorPic="/uploads/a.png" />
        <TemplateCover name="丙" type="办公" cover="/uploads/c.png" />
      </>,
    )
    const loading = [...container.querySelectorAll('img')].map((img) => [
      img.getAttribute('src'),
      img.getAttribute('loading'),
    ])
    expect(loading).toEqual([
      ['/uploads/a.png', 'eager'],
      ['/uploads/c.png', 'lazy'],
    ])
  })
})
