import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'

/** Title of the deepest matched route that declares one, or '' (SPEC §2: empty by default). */
export function useDocumentTitle(): void {
  const title = useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const t = matches[i]?.staticData.title
        if (t !== undefined) return t
      }
      return ''
    },
  })
  useEffect(() => {
    document.title = title
  }, [title])
}
