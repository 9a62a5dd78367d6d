import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { MERGE_CONFIG } from './tailwind-merge-config.gen'

/**
 * tailwind-merge with its default configuration cut to the class groups the app uses
 * (./tailwind-class-groups.ts): the cut configuration is generated into
 * ./tailwind-merge-config.gen.ts, so neither the full configuration (5 KB gzip of the first load,
 * issue 41) nor its cutting at start-up ships. Conflicts between the kept groups are the library's
 * own; src/lib/cn.test.ts holds the result equal to `twMerge`'s for every pair of the app's
 * classes and the generated file equal to what the configuration gives now.
 */
export const mergeClasses = createTailwindMerge(() => MERGE_CONFIG)

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
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
