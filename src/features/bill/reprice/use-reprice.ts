import { useState } from 'react'
import { fetchItemsAfter, fetchPackages } from '@/data/api/materials'
import { notifier } from '@/data/api/notify'
import { onAppDb } from '@/data/app-db'
import { applyBillReprice, libraryPrices, projectItems } from '@/data/repositories/bill-reprice'
import { cachedPackages } from '@/data/repositories/material-cache'
import { pullPackage } from '@/data/repositories/material-pull'
import { planBillReprice, type BillRepricePlan } from '@/domain/materials/bill-reprice'
import { DEFAULT_PRIORITY, type PackageType } from '@/domain/materials/model'
import { isPeriod, PERIOD_MESSAGE, periodOf } from '@/domain/materials/period'
import { userMessage } from '@/lib/user-message'

/**
 * 按价格包调价 of a bill: the user picks the city, the period and the order of package types;
 * 预览 lists every change (from the local bill and the packages downloaded to this device, so it
 * works offline), 应用 writes them in one local transaction (synced later).
 */
export interface RepriceOptions {
  city: string
  period: string
  priority: PackageType[]
}

export type RepricePhase =
  | { kind: 'setup' }
  | { kind: 'working'; label: string }
  | { kind: 'preview'; plan: BillRepricePlan; names: Map<string, string> }

export function useReprice(projectId: string, defaultCity: string) {
  const [options, setOptions] = useState<RepriceOptions>({
    city: defaultCity,
    period: periodOf(new Date()),
    priority: [...DEFAULT_PRIORITY],
  })
  const [phase, setPhase] = useState<RepricePhase>({ kind: 'setup' })
  const [error, setError] = useState('')

  const reset = () => {
    setPhase({ kind: 'setup' })
    setError('')
  }

  const preview = async () => {
    setError('')
    if (!isPeriod(options.period)) return setError(PERIOD_MESSAGE)
    setPhase({ kind: 'working', label: '正在比对价格…' })
    try {
      const [items, library] = await Promise.all([
        onAppDb(projectItems)(projectId),
        libraryPrices(),
      ])
      if (!items.some((i) => i.Materials.length > 0)) {
        setPhase({ kind: 'setup' })
        return setError('清单项还没有主材，无法按价格包调价')
      }
      const plan = planBillReprice(items, library.candidates, {
        priority: options.priority,
        ...(options.city.trim() ? { city: options.city.trim() } : {}),
        period: options.period,
      })
      setPhase({ kind: 'preview', plan, names: library.names })
    } catch (e) {
      setPhase({ kind: 'setup' })
      setError(userMessage(e, '比对价格失败，请重试'))
    }
  }

  /** Downloads the 信息价 and 市场价 packages of the chosen city and period that are not on this device yet. */
  const download = async (): Promise<number> => {
    setError('')
    if (!options.city.trim() || !isPeriod(options.period)) {
      setError('请先填写城市和期次')
      return 0
    }
    setPhase({ kind: 'working', label: '正在下载价格包…' })
    try {
      const have = new Set((await cachedPackages()).map((p) => p.ID))
      let added = 0
      for (const type of [3, 2] as const) {
        const { rows } = await fetchPackages({
          Type: type,
          City: options.city.trim(),
          Period: options.period,
        })
        for (const pkg of rows.filter((p) => !have.has(p.ID))) {
          await pullPackage(pkg, { fetchPage: fetchItemsAfter })
          added += 1
        }
      }
      setPhase({ kind: 'setup' })
      if (added === 0)
        setError(`没有可下载的 ${options.city.trim()} ${options.period} 价格包（或已全部下载）`)
      else notifier().toast(`已下载 ${added} 个价格包`, { kind: 'success' })
      return added
    } catch (e) {
      setPhase({ kind: 'setup' })
      setError(
        navigator.onLine ? userMessage(e, '下载价格包失败，请稍后重试') : '下载价格包需要联网',
      )
      return 0
    }
  }

  /** Applies the previewed changes; the number of items changed, or null. */
  const apply = async (): Promise<number | null> => {
    if (phase.kind !== 'preview') return null
    const { plan, names } = phase
    setPhase({ kind: 'working', label: `正在应用 ${plan.rows.length} 项调整…` })
    try {
      const done = await onAppDb(applyBillReprice)(plan.rows)
      if (!done.ok) {
        setPhase({ kind: 'preview', plan, names })
        setError(done.message)
        return null
      }
      notifier().toast(`已按价格包调整 ${done.value} 个清单项`, { kind: 'success' })
      return done.value
    } catch (e) {
      setPhase({ kind: 'preview', plan, names })
      setError(userMessage(e, '调价失败，请重试'))
      return null
    }
  }

  return { options, setOptions, phase, error, preview, download, apply, reset }
}

export type RepriceState = ReturnType<typeof useReprice>
