import type * as React from 'react'
import { useId } from 'react'
import { recentPeriods } from '@/domain/materials/period'
import { Input } from '@/components/ui/input'

/**
 * A 期次 field: typed as 2026-05, with this month and the 23 before it offered. Not a native
 * month input: that one follows the browser's own language (it read "November 2026" in an
 * English Chromium). Checking the text is the caller's (isPeriod, PERIOD_MESSAGE).
 */
export function PeriodInput(props: Omit<React.ComponentProps<'input'>, 'type' | 'list'>) {
  const listId = useId()
  return (
    <>
      <Input
        list={listId}
        inputMode="numeric"
        placeholder="例如 2026-05"
        maxLength={7}
        {...props}
      />
      <datalist id={listId}>
        {recentPeriods(new Date()).map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
    </>
  )
}
