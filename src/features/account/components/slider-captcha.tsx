import * as React from 'react'
import { ChevronsRight, Check } from 'lucide-react'
import { cn } from '@/lib/cn'

export const SLIDER_LABEL = '拖动滑块验证'
export const SLIDER_HINT = '请按住滑块，拖动到最右边'
export const SLIDER_DONE = '验证通过'
/** Travel used when layout gives no size (jsdom, a hidden dialog): track 300px − knob 40px. */
export const SLIDER_FALLBACK_TRAVEL_PX = 260

export interface SliderCaptchaProps {
  /** Controlled: the parent resets it (e.g. when the SMS countdown reaches 0). */
  passed: boolean
  /** The knob reached the far end; return false to refuse, and the knob snaps back. */
  onPass: () => boolean
  /** Home/ArrowLeft on a passed slider undoes it (unless locked). */
  onReset: () => void
  /** While a code countdown runs the passed slider cannot be undone. */
  locked?: boolean
  className?: string
}

/**
 * The slider captcha of SPEC §4: passes only when dragged to the far end; released earlier it
 * snaps back. The knob is an ARIA slider so it also works from the keyboard: ArrowRight/End
 * completes it in one step, Home/ArrowLeft undoes it.
 */
export function SliderCaptcha({
  passed,
  onPass,
  onReset,
  locked = false,
  className,
}: SliderCaptchaProps) {
  const trackRef = React.useRef<HTMLDivElement>(null)
  const knobRef = React.useRef<HTMLDivElement>(null)
  const dragRef = React.useRef<{ startX: number; travel: number } | null>(null)
  const [dragPct, setDragPct] = React.useState<number | null>(null)
  // eslint-disable-next-line guard/money -- a slider position in percent, not money
  const value = passed ? 100 : Math.round(dragPct ?? 0)

  function measureTravel(): number {
    const track = trackRef.current?.getBoundingClientRect().width ?? 0
    const knob = knobRef.current?.getBoundingClientRect().width ?? 0
    return track - knob > 0 ? track - knob : SLIDER_FALLBACK_TRAVEL_PX
  }

  function pctAt(clientX: number): number {
    const drag = dragRef.current
    if (!drag) return 0
    return Math.min(100, Math.max(0, ((clientX - drag.startX) / drag.travel) * 100))
  }

  function onPointerDown(e: React.PointerEvent<HTMLDivElement>) {
    if (passed || e.button !== 0) return
    const el = e.currentTarget
    // Capture keeps the move/up events on the knob when the pointer leaves it mid-drag.
    if (typeof el.setPointerCapture === 'function') el.setPointerCapture(e.pointerId)
    dragRef.current = { startX: e.clientX, travel: measureTravel() }
    setDragPct(0)
  }

  function onPointerMove(e: React.PointerEvent<HTMLDivElement>) {
    if (dragRef.current) setDragPct(pctAt(e.clientX))
  }

  function onPointerUp(e: React.PointerEvent<HTMLDivElement>) {
    if (!dragRef.current) return
    const pct = pctAt(e.clientX)
    dragRef.current = null
    setDragPct(null)
    if (pct >= 100) onPass()
  }

  function onPointerCancel() {
    dragRef.current = null
    setDragPct(null)
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'ArrowRight' || e.key === 'End') {
      e.preventDefault()
      if (!passed) onPass()
    } else if (e.key === 'ArrowLeft' || e.key === 'Home') {
      e.preventDefault()
      if (passed && !locked) onReset()
    }
  }

  const text = passed ? SLIDER_DONE : SLIDER_HINT
  return (
    <div
      ref={trackRef}
      data-slot="slider-captcha"
      data-passed={passed ? 'true' : 'false'}
      className={cn(
        'relative h-10 w-full select-none overflow-hidden rounded-md border bg-muted text-sm touch-none',
        passed && 'border-success/50',
        className,
      )}
    >
      <div
        aria-hidden
        className={cn('absolute inset-y-0 left-0', passed ? 'bg-success/15' : 'bg-primary/15')}
        style={{ width: `calc(${value / 100} * (100% - 2.5rem) + 2.5rem)` }}
      />
      <span
        aria-hidden
        className={cn(
          'absolute inset-0 flex items-center justify-center',
          passed ? 'text-success' : 'text-muted-foreground',
        )}
      >
        {text}
      </span>
      <div
        ref={knobRef}
        role="slider"
        tabIndex={0}
        aria-label={SLIDER_LABEL}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
        aria-readonly={passed && locked ? true : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onKeyDown={onKeyDown}
        className={cn(
          'absolute inset-y-0 flex w-10 items-center justify-center rounded-md border bg-background shadow-sm outline-none',
          'focus-visible:ring-2 focus-visible:ring-ring',
          passed
            ? 'cursor-default text-success'
            : 'cursor-grab text-muted-foreground active:cursor-grabbing',
          dragPct === null && 'transition-[left] duration-200',
        )}
        style={{ left: `calc(${value / 100} * (100% - 2.5rem))` }}
      >
        {passed ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <ChevronsRight aria-hidden className="size-4" />
        )}
      </div>
    </div>
  )
}
