import { Checkbox } from '@/components/ui/checkbox'
import { REPORT_SECTIONS, toggleSection, type ReportSection } from '@/domain/bill/report/sections'
import { AMOUNT_UNITS, type AmountUnit } from '@/domain/bill/report/units'
import { cn } from '@/lib/cn'

/** 金额单位 (元 / 万元 / 亿元) and the forms to include; both drive the print and the Excel export. */
export function ReportControls({
  unit,
  sections,
  onUnit,
  onSections,
}: {
  unit: AmountUnit
  sections: readonly ReportSection[]
  onUnit: (u: AmountUnit) => void
  onSections: (s: ReportSection[]) => void
}) {
  return (
    <div className="grid gap-3 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span id="report-unit" className="text-muted-foreground">
          金额单位
        </span>
        <div
          role="radiogroup"
          aria-labelledby="report-unit"
          className="inline-flex rounded-md border p-0.5"
        >
          {AMOUNT_UNITS.map((u) => (
            <button
              key={u}
              type="button"
              role="radio"
              aria-checked={u === unit}
              onClick={() => onUnit(u)}
              className={cn(
                'rounded px-3 py-1',
                u === unit ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              {u}
            </button>
          ))}
        </div>
        <span className="text-xs text-muted-foreground">
          汇总表、封面和指标表按所选单位显示；清单明细表保持元。
        </span>
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 text-muted-foreground">包含的报表</legend>
        {REPORT_SECTIONS.map((s) => (
          <label key={s.key} className="inline-flex items-center gap-1.5">
            <Checkbox
              checked={sections.includes(s.key)}
              onCheckedChange={(v) => onSections(toggleSection(sections, s.key, v === true))}
            />
            {s.label}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
