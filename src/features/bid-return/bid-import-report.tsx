import { ImportIssueList } from '@/components/import/import-parts'
import type { ImportReport } from './bid-commands'
import { formatMoney } from '@/domain/format'
import { asFen, fenToYuan, toFen } from '@/domain/money'

/** The tender cover's 招标控制价 against the bill's own total: the same figure, or the gap. */
function ControlCheck({ cover, computed }: { cover: number; computed: number }) {
  const gap = (toFen(cover) ?? 0) - (toFen(computed) ?? 0)
  const same = gap === 0
  return (
    <p data-testid="control-check" className={same ? 'text-success' : 'text-amber-700'}>
      封面招标控制价 {formatMoney(cover)} 元，清单计算合计 {formatMoney(computed)} 元
      {same
        ? '，一致'
        : `，相差 ${formatMoney(fenToYuan(asFen(gap)))} 元（清标以方案的招标控制价为准：未填写时按清单计算合计）`}
    </p>
  )
}

/** What the last import read of each workbook: the edition it is read under and why, its row issues. */
export function BidImportReport({ reports }: { reports: readonly ImportReport[] }) {
  if (reports.length === 0) return null
  return (
    <section aria-label="导入结果" className="space-y-2 rounded-md border p-3 text-sm">
      <h3 className="font-medium">最近导入</h3>
      {reports.map((r) => (
        <div key={r.fileName} className="space-y-1" data-testid="import-report">
          <p>
            {r.fileName}：按 {r.version} 读取（{r.editionReason}）
            {r.issues.length > 0
              ? `，${r.issues.filter((x) => x.level === 'error').length} 行有错误已跳过，${r.issues.filter((x) => x.level === 'warning').length} 条提示`
              : '，没有问题'}
          </p>
          {r.control && <ControlCheck {...r.control} />}
          <ImportIssueList
            issues={r.issues}
            describe={(issue) => (
              <>
                {issue.sheet}
                {issue.row > 0 ? ` 第 ${issue.row} 行` : ''}：{issue.message}
              </>
            )}
          />
        </div>
      ))}
    </section>
  )
}
