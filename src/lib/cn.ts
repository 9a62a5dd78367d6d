import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge'
import { USED_CLASS_GROUPS } from './tailwind-class-groups'

const used = new Set(USED_CLASS_GROUPS)

/** tailwind-merge's default configuration cut to the class groups the app uses. */
function cutConfig() {
  const config = getDefaultConfig()
  const classGroups = Object.fromEntries(
    Object.entries(config.classGroups).filter(([id]) => used.has(id)),
  ) as typeof config.classGroups
  return { ...config, classGroups }
}

let prepared: ReturnType<typeof cutConfig> | undefined

/**
 * tailwind-merge's default configuration with only the class groups the app uses: the first
 * call builds the class map from it in about half the time (issue 16). Conflicts between the
 * kept groups are the library's own; src/lib/cn.test.ts holds the result equal to `twMerge`'s
 * for every pair of the app's classes.
 */
export const mergeClasses = createTailwindMerge(() => prepared ?? cutConfig())

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}

/**
 * Builds the merge's configuration now (the first half of its set-up, about as long as the class
 * map), so that `warmClassMerge` in a later task only builds the class map: two tasks instead of
 * one long one (issue 16).
 */
export function prepareClassMerge(): void {
  prepared ??= cutConfig()
}

/**
 * Builds the merge's class map now, in a task of its own, so that the first render (whose first
 * `cn()` would otherwise build it) stays short. The result is cached, and equal to `cn`'s.
 */
export function warmClassMerge(): void {
  // A merge with variants, an arbitrary value and a conflict also compiles the parsing paths and
  // validators a first screen's merges take.
  mergeClasses('flex px-4 py-2 text-sm text-muted-foreground hover:bg-accent', 'p-2 aspect-[16/9]')
}
