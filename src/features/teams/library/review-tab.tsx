import { useState } from 'react'
import { FILE_STATUS, OPINION_MAX, type TeamFileDoc } from '@/domain/teams/library'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { toggled } from '../components/check-list'
import { act, minute } from './components/feedback'
import { FileStatusCell, NoFilesRow, Pager } from './components/file-table'
import { PropertiesDialog } from './components/properties-dialog'
import { ReadProblem } from './components/read-problem'
import { TextDialog } from './components/text-dialog'
import * as cmd from './hooks/library-commands'
import {
  FILE_PAGE_SIZE,
  rightsOf,
  useReviewList,
  useSettled,
  type ReviewFilter,
} from './hooks/use-library'

const FILTERS: { value: ReviewFilter; label: string }[] = [
  { value: '', label: '全部' },
  { value: '1', label: '待送审' },
  { value: '2', label: '审核中' },
  { value: '3', label: '已通过' },
  { value: '4', label: '已驳回' },
]

export interface ReviewTabProps {
  teamId: string
  userId: string
  isAdmin: boolean
}

/**
 * 审核: the administrator sees every file of the team and passes or rejects (with a reason) the
 * ones 审核中; a member sees their own uploads, submits and recalls them and reads the opinion.
 */
export function ReviewTab({ teamId, userId, isAdmin }: ReviewTabProps) {
  const [status, setStatus] = useState<ReviewFilter>(isAdmin ? '2' : '')
  const [page, setPage] = useState(1)
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set())
  const [rejecting, setRejecting] = useState<readonly TeamFileDoc[] | null>(null)
  const [opinionOf, setOpinionOf] = useState<TeamFileDoc | null>(null)
  const list = useReviewList(teamId, status, page)
  const files = useSettled(list.state)
  const total = list.state.status === 'ready' ? list.state.total : (files?.length ?? 0)
  const chosen = (files ?? []).filter((f) => checked.has(f.ID))
  const reviewable = chosen.filter((f) => f.Status === FILE_STATUS.reviewing)

  const done = () => {
    setChecked(new Set())
    list.reload()
  }
  const pass = (some: readonly TeamFileDoc[]) =>
    void act(
      cmd.reviewFiles(
        teamId,
        some.map((f) => f.ID),
        'pass',
        '',
      ),
      (n) => `已通过${n}个文件`,
      done,
    )
  const filter = (value: ReviewFilter) => {
    setStatus(value)
    setPage(1)
    setChecked(new Set())
  }

  return (
    <section aria-label="审核" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="按状态筛选" className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <Button
              key={f.value || 'all'}
              size="sm"
              variant={status === f.value ? 'default' : 'outline'}
              aria-pressed={status === f.value}
              onClick={() => filter(f.value)}
            >
              {f.label}
            </Button>
          ))}
        </div>
        {isAdmin && reviewable.length > 0 && (
          <div
            role="toolbar"
            aria-label="批量审核"
            className="ml-auto flex items-center gap-2 text-sm"
          >
            <span className="text-muted-foreground">已选 {reviewable.length} 个审核中的文件</span>
            <Button size="sm" onClick={() => pass(reviewable)}>
              通过所选
            </Button>
            <Button size="sm" variant="destructive" onClick={() => setRejecting(reviewable)}>
              驳回所选
            </Button>
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {isAdmin
          ? '你是团队管理员：可以审核成员送审的文件，驳回时须填写原因。'
          : '这里是你上传的文件：送审后由团队管理员审核，通过后团队成员才能看到。'}
      </p>
      {list.state.status === 'error' && (
        <ReadProblem message={list.state.message} onRetry={list.reload} />
      )}
      {files ? (
        <div className="max-h-[60vh] min-w-0 overflow-y-auto rounded-md border">
          <Table scrollLabel="审核文件表">
            <TableHeader>
              <TableRow>
                {isAdmin && <TableHead className="w-8" />}
                <TableHead>名称</TableHead>
                <TableHead className="text-right">材料数</TableHead>
                <TableHead>上传人</TableHead>
                <TableHead>上传时间</TableHead>
                <TableHead>状态</TableHead>
                <TableHead className="sticky right-0 bg-background text-right">操作</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {files.length === 0 && <NoFilesRow columns={isAdmin ? 7 : 6} />}
              {files.map((f) => {
                const r = rightsOf(f, userId, isAdmin)
                return (
                  <TableRow key={f.ID} aria-label={`审核 ${f.Name}`}>
                    {isAdmin && (
                      <TableCell>
                        <Checkbox
                          aria-label={`选择${f.Name}`}
                          disabled={f.Status !== FILE_STATUS.reviewing}
                          checked={checked.has(f.ID)}
                          onCheckedChange={(v) => setChecked((c) => toggled(c, f.ID, v === true))}
                        />
                      </TableCell>
                    )}
                    <TableCell className="max-w-[16rem] truncate" title={f.Name}>
                      {f.Name}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{f.ItemCount}</TableCell>
                    <TableCell>{f.UploaderName}</TableCell>
                    <TableCell className="tabular-nums">{minute(f.UploadTime)}</TableCell>
                    <TableCell>
                      <FileStatusCell file={f} />
                    </TableCell>
                    <TableCell className="sticky right-0 space-x-1 bg-background text-right">
                      {r.CanReview && (
                        <>
                          <Button size="sm" variant="outline" onClick={() => pass([f])}>
                            通过
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setRejecting([f])}>
                            驳回
                          </Button>
                        </>
                      )}
                      {r.CanSubmit && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            void act(cmd.submitFiles(teamId, [f.ID]), `“${f.Name}”已送审`, done)
                          }
                        >
                          送审
                        </Button>
                      )}
                      {r.CanRecall && !r.CanReview && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            void act(cmd.recallFile(teamId, f.ID), `“${f.Name}”已撤回`, done)
                          }
                        >
                          撤回
                        </Button>
                      )}
                      {(f.Status === FILE_STATUS.rejected || f.Status === FILE_STATUS.approved) && (
                        <Button size="sm" variant="ghost" onClick={() => setOpinionOf(f)}>
                          审核意见
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </div>
      ) : (
        list.state.status === 'loading' && <Skeleton className="h-40 w-full" />
      )}
      <Pager page={page} total={total} size={FILE_PAGE_SIZE} onPage={setPage} />
      {rejecting && (
        <TextDialog
          title="驳回"
          description={`驳回${rejecting.length === 1 ? `“${rejecting[0]?.Name ?? ''}”` : `${rejecting.length}个文件`}，原因将告知上传人。`}
          fields={[
            {
              name: 'Opinion',
              label: '驳回原因',
              initial: '',
              maxLength: OPINION_MAX,
              multiline: true,
            },
          ]}
          submitText="驳回"
          onClose={() => setRejecting(null)}
          onSubmit={(v) =>
            act(
              cmd.reviewFiles(
                teamId,
                rejecting.map((f) => f.ID),
                'reject',
                v['Opinion'] ?? '',
              ),
              (n) => `已驳回${n}个文件`,
              done,
            )
          }
        />
      )}
      {opinionOf && (
        <PropertiesDialog teamId={teamId} file={opinionOf} onClose={() => setOpinionOf(null)} />
      )}
    </section>
  )
}
