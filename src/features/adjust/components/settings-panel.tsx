import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { BASE_DATE_REQUIRED, needsBaseDate } from '@/domain/adjust/schemas'
import {
  AVERAGING_LABELS,
  DELAY_LABELS,
  QUANTITY_READING_LABELS,
  type Averaging,
  type DelayCause,
  type QuantityReading,
} from '@/domain/adjust/model'
import { STANDARD_VERSIONS, type StandardVersion } from '@/domain/projects/model'
import type { SchemeView } from '../hooks/use-adjust'
import { commands, report } from '../hooks/use-adjust'
import { Choice, Field, MoneyField } from './field'
import { DELAY_RULE } from './rules-text'

const VERSIONS = Object.fromEntries(STANDARD_VERSIONS.map((v) => [v, v])) as Record<
  StandardVersion,
  string
>

/** 合同, 维度 and 表头 of a scheme: one form, saved as one edit (checked before anything is written). */
export function SettingsPanel({ scheme }: { scheme: SchemeView }) {
  const [c, setC] = useState(scheme.Contract)
  const [d, setD] = useState({
    City: scheme.Dimensions.City,
    Periods: scheme.Dimensions.Periods.join('，'),
    Grades: scheme.Dimensions.Grades.join('，'),
    Functions: scheme.Dimensions.Functions.join('，'),
    Systems: scheme.Dimensions.Systems.join('，'),
  })
  const [t, setT] = useState(scheme.Title)
  const [delay, setDelay] = useState<DelayCause>(scheme.DelayCause)
  const set =
    <K extends keyof typeof c>(k: K) =>
    (v: (typeof c)[K]) =>
      setC({ ...c, [k]: v })
  const list = (s: string) => s.split(/[，,\s]+/).filter((x) => x !== '')
  const save = async () => {
    if (needsBaseDate(c)) return void report({ ok: false, message: BASE_DATE_REQUIRED })
    const r = await commands.update(scheme.ID, {
      Contract: c,
      DelayCause: delay,
      Dimensions: {
        City: d.City,
        Periods: list(d.Periods),
        Grades: list(d.Grades),
        Functions: list(d.Functions),
        Systems: list(d.Systems),
      },
      Title: t,
    })
    report(r, '已保存')
  }
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="合同"
        className="grid grid-cols-2 gap-2 @2xl:grid-cols-3 @4xl:grid-cols-4"
      >
        <Field label="合同名称" value={c.Name} onChange={set('Name')} />
        <Field label="发包人" value={c.Employer} onChange={set('Employer')} />
        <Field label="承包人" value={c.Contractor} onChange={set('Contractor')} />
        <MoneyField label="合同价款（元）" value={c.ContractSum} onChange={set('ContractSum')} />
        <Field
          label="合同基准日"
          value={c.BaseDate}
          onChange={set('BaseDate')}
          placeholder="例如 2025-01-31"
          required
          aria-invalid={needsBaseDate(c) || undefined}
        />
        <Field
          label="投标截止日"
          value={c.BidDeadline}
          onChange={set('BidDeadline')}
          placeholder="例如 2025-01-31"
        />
        <Choice
          label="计价标准"
          value={c.StandardVersion}
          options={VERSIONS}
          onChange={set('StandardVersion')}
        />
        <Field label="风险幅度（%）" value={c.RiskBand} onChange={set('RiskBand')} />
        <Field label="增值税税率（%）" value={c.TaxRate} onChange={set('TaxRate')} />
        <Field
          label="报价浮动率L（%）"
          value={c.BidFloatRate ?? ''}
          placeholder="0"
          onChange={set('BidFloatRate')}
        />
        <Choice<Averaging>
          label="同期多个价格"
          value={c.Averaging}
          options={AVERAGING_LABELS}
          onChange={set('Averaging')}
        />
        <Choice<QuantityReading>
          label="工程量偏差超过15%"
          value={c.QuantityReading}
          options={QUANTITY_READING_LABELS}
          onChange={set('QuantityReading')}
        />
        <Choice<DelayCause>
          label="工期延误"
          value={delay}
          options={DELAY_LABELS}
          onChange={setDelay}
        />
      </section>
      {needsBaseDate(c) && <p className="text-xs text-destructive">{BASE_DATE_REQUIRED}。</p>}
      <p className="text-xs text-muted-foreground">
        {DELAY_RULE[delay]}计划进度日期的价格和指数在“造价信息法”和“价格指数法”中逐期填写。
      </p>
      <section
        aria-label="维度"
        className="grid grid-cols-2 gap-2 @2xl:grid-cols-3 @4xl:grid-cols-5"
      >
        <Field label="城市" value={d.City} onChange={(v) => setD({ ...d, City: v })} />
        <Field
          label="期次（如 2026-05，逗号分隔）"
          value={d.Periods}
          onChange={(v) => setD({ ...d, Periods: v })}
        />
        <Field label="等级" value={d.Grades} onChange={(v) => setD({ ...d, Grades: v })} />
        <Field label="功能" value={d.Functions} onChange={(v) => setD({ ...d, Functions: v })} />
        <Field label="系统" value={d.Systems} onChange={(v) => setD({ ...d, Systems: v })} />
      </section>
      <section
        aria-label="表头"
        className="grid grid-cols-2 gap-2 @2xl:grid-cols-3 @4xl:grid-cols-5"
      >
        <Field
          label="工程名称"
          value={t.ProjectName}
          onChange={(v) => setT({ ...t, ProjectName: v })}
        />
        <Field label="标段" value={t.Section} onChange={(v) => setT({ ...t, Section: v })} />
        <Field label="编制人" value={t.Preparer} onChange={(v) => setT({ ...t, Preparer: v })} />
        <Field label="复核人" value={t.Reviewer} onChange={(v) => setT({ ...t, Reviewer: v })} />
        <Field
          label="编制日期"
          value={t.Date}
          onChange={(v) => setT({ ...t, Date: v })}
          placeholder="例如 2025-01-31"
        />
      </section>
      <div>
        <Button size="sm" onClick={() => void save()}>
          保存合同与维度
        </Button>
      </div>
    </div>
  )
}
