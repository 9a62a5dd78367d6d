import * as React from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { drag, slider } from '../test-support'
import { SliderCaptcha } from './slider-captcha'

function Harness({ allow = true, locked = false }: { allow?: boolean; locked?: boolean }) {
  const [passed, setPassed] = React.useState(false)
  return (
    <SliderCaptcha
      passed={passed}
      locked={locked}
      onPass={() => {
        if (allow) setPassed(true)
        return allow
      }}
      onReset={() => setPassed(false)}
    />
  )
}

describe('SliderCaptcha', () => {
  it('is an accessible slider labelled 拖动滑块验证 from 0 to 100', () => {
    render(<Harness />)
    const s = slider()
    expect(s.getAttribute('aria-valuemin')).toBe('0')
    expect(s.getAttribute('aria-valuemax')).toBe('100')
    expect(s.getAttribute('aria-valuenow')).toBe('0')
    expect(s.tabIndex).toBe(0)
  })

  it('follows the pointer while dragging', () => {
    render(<Harness />)
    fireEvent.pointerDown(slider(), { clientX: 0, pointerId: 1, button: 0 })
    fireEvent.pointerMove(slider(), { clientX: 130, pointerId: 1 })
    expect(slider().getAttribute('aria-valuenow')).toBe('50')
  })

  it('passes when dragged to the far end', () => {
    render(<Harness />)
    drag(260)
    expect(slider().getAttribute('aria-valuenow')).toBe('100')
    expect(slider().getAttribute('aria-valuetext')).toBe('验证通过')
  })

  it('snaps back when released before the end', () => {
    const onPass = vi.fn(() => true)
    render(<SliderCaptcha passed={false} onPass={onPass} onReset={() => undefined} />)
    drag(250)
    expect(onPass).not.toHaveBeenCalled()
    expect(slider().getAttribute('aria-valuenow')).toBe('0')
  })

  it('snaps back when the parent refuses the pass', () => {
    render(<Harness allow={false} />)
    drag(400)
    expect(slider().getAttribute('aria-valuenow')).toBe('0')
  })

  it('ArrowRight or End completes it; Home or ArrowLeft undoes it', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    act(() => slider().focus())
    await user.keyboard('{ArrowRight}')
    expect(slider().getAttribute('aria-valuenow')).toBe('100')
    await user.keyboard('{Home}')
    expect(slider().getAttribute('aria-valuenow')).toBe('0')
    await user.keyboard('{End}')
    expect(slider().getAttribute('aria-valuenow')).toBe('100')
    await user.keyboard('{ArrowLeft}')
    expect(slider().getAttribute('aria-valuenow')).toBe('0')
  })

  it('cannot be undone while locked', async () => {
    const user = userEvent.setup()
    render(<Harness locked />)
    act(() => slider().focus())
    await user.keyboard('{End}{Home}')
    expect(slider().getAttribute('aria-valuenow')).toBe('100')
    expect(screen.getByText('验证通过')).toBeTruthy()
  })
})
