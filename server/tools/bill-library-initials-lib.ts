import { APPENDIX_SOURCES } from '@/domain/bill/library/sources'
import { initialsOf } from '../services/materials/initials.ts'

/** code → pinyin initials of the item's name, for every item of every appendix, in file order. */
export function libraryInitials(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const appendix of APPENDIX_SOURCES)
    for (const section of appendix.sections)
      for (const [code, name] of section.items) out[code] = initialsOf(name)
  return out
}
