import { useState, type KeyboardEvent } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'

/**
 * The header search (SPEC §2): Enter or leaving the box searches templates, authors and hot
 * cities on /Page/filterpage?type=search&name={text}. Empty text never navigates, and a blur
 * right after Enter does not push the same search a second time.
 */
export function HeaderSearch() {
  const [text, setText] = useState('')
  const navigate = useNavigate()
  const router = useRouter()

  function submit() {
    const name = text.trim()
    if (name === '') return
    const { pathname, search } = router.state.location
    const alreadyThere =
      pathname === '/Page/filterpage' &&
      (search as Record<string, unknown>).type === 'search' &&
      (search as Record<string, unknown>).name === name
    if (alreadyThere) return
    void navigate({ to: '/Page/filterpage', search: { type: 'search', name } })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Ignore Enter while an IME is composing Chinese text: it confirms the candidate.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit()
  }

  return (
    <div role="search" className="relative w-64 shrink-0">
      <Search
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label="搜索"
        placeholder="搜索模板、作者、热门城市"
        className="pl-8"
        value={text}
        maxLength={50}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={submit}
      />
    </div>
  )
}
