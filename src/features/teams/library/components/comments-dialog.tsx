import { useState } from 'react'
import { COMMENT_MAX, type TeamFileDoc } from '@/domain/teams/library'
import { showConfirm } from '@/components/message-box-store'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import * as cmd from '../hooks/library-commands'
import { useComments, useSettled } from '../hooks/use-library'
import { act, minute } from './feedback'

/** 评论: the file's comments, oldest first; add one; delete my own (or any, as administrator). */
export function CommentsDialog({
  teamId,
  file,
  onClose,
}: {
  teamId: string
  file: TeamFileDoc
  onClose: () => void
}) {
  const comments = useComments(teamId, file.ID)
  const list = useSettled(comments.state)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    const error = await act(cmd.addComment(teamId, file.ID, text), '评论已发表', comments.reload)
    setBusy(false)
    if (error === null) setText('')
  }
  const remove = async (id: string) => {
    if (!(await showConfirm('确定删除这条评论吗？', { title: '删除评论', confirmText: '删除' })))
      return
    await act(cmd.deleteComment(teamId, id), '评论已删除', comments.reload)
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>评论</DialogTitle>
          <DialogDescription>{file.Name}</DialogDescription>
        </DialogHeader>
        {comments.state.status === 'error' && (
          <p role="alert" className="text-sm text-destructive">
            {comments.state.message}
          </p>
        )}
        <ul aria-label="评论列表" className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          {list?.length === 0 && <li className="text-sm text-muted-foreground">还没有评论</li>}
          {list?.map((c) => (
            <li key={c.ID} className="rounded-md border px-3 py-2 text-sm">
              <div className="flex items-center gap-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{c.UserName}</span>
                <span>{minute(c.CreateTime)}</span>
                {c.CanDelete && (
                  <Button
                    variant="link"
                    size="sm"
                    className="ml-auto h-auto p-0"
                    aria-label={`删除评论：${c.Content}`}
                    onClick={() => void remove(c.ID)}
                  >
                    删除
                  </Button>
                )}
              </div>
              <p className="mt-1 whitespace-pre-wrap break-words">{c.Content}</p>
            </li>
          ))}
        </ul>
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            void send()
          }}
        >
          <textarea
            aria-label="评论内容"
            className="min-h-16 rounded-md border border-input bg-background px-3 py-2 text-sm"
            maxLength={COMMENT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" className="self-end" disabled={busy}>
            发表评论
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
