import { gb50854A } from './gb50854/a-earthwork'
import { gb50854B } from './gb50854/b-ground'
import { gb50854C } from './gb50854/c-piles'
import { gb50854D } from './gb50854/d-masonry'
import { gb50854E } from './gb50854/e-concrete'
import { gb50854F } from './gb50854/f-metal'
import { gb50854G } from './gb50854/g-timber'
import { gb50854H } from './gb50854/h-doors-windows'
import { gb50854J } from './gb50854/j-roofing'
import { gb50854K } from './gb50854/k-insulation'
import { gb50854L } from './gb50854/l-floors'
import { gb50854M } from './gb50854/m-walls'
import { gb50854N } from './gb50854/n-ceilings'
import { gb50854P } from './gb50854/p-paint'
import { gb50854Q } from './gb50854/q-other'
import { gb50854R } from './gb50854/r-demolition'
import { gb50854S } from './gb50854/s-measures'
import { gb50856D } from './gb50856/d-electrical'
import { gb50856E } from './gb50856/e-intelligent'
import { gb50856G } from './gb50856/g-hvac'
import { gb50856J } from './gb50856/j-fire'
import { gb50856K } from './gb50856/k-plumbing'
import type { AppendixSource } from './types'

/**
 * Every appendix of the 清单库 in the standards' order: GB 50854-2013 A–S (the standard has no I
 * or O appendix), then the GB 50856-2013 appendices of a building's services. Adding an appendix
 * is a file beside the others and a line here (docs/bill.md "清单库").
 */
export const APPENDIX_SOURCES: readonly AppendixSource[] = [
  gb50854A,
  gb50854B,
  gb50854C,
  gb50854D,
  gb50854E,
  gb50854F,
  gb50854G,
  gb50854H,
  gb50854J,
  gb50854K,
  gb50854L,
  gb50854M,
  gb50854N,
  gb50854P,
  gb50854Q,
  gb50854R,
  gb50854S,
  gb50856D,
  gb50856E,
  gb50856G,
  gb50856J,
  gb50856K,
]
