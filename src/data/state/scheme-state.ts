import { createStore, type Store } from './store'

/**
 * Scheme header state of SPEC §3, one store per variant: 回标 (old, bidReturnStore, key
 * 'benchmarkState') and 对标 (new, benchmarkStore, key 'newBenchmarkState'). Each store is
 * restored from sessionStorage when this module loads, and written back when the page is about to
 * go away (beforeunload, plus pagehide because mobile Safari and bfcache navigations skip
 * beforeunload). Writing only then, not on every change, mirrors the original app: a reload
 * restores the scheme the user was working on.
 */
export interface SchemeInfo {
  ID: string | number | null
  SchemeName: string | null
}

export interface SchemeState {
  /** The header action keys the current screen offers (e.g. 'save', 'export'). */
  operations: string[]
  schemeInfo: SchemeInfo | null
  /** ID of the scheme's main (target) project. */
  mainId: string | null
  /** The header object the screens share (level, columns…); its fields belong to the screens. */
  header: Record<string, unknown> | null
  modelType: string | null
}

export interface BenchmarkState extends SchemeState {
  type: string | null
  functionName: string | null
  schemeName: string | null
}

export const SCHEME_STORAGE_KEYS = { old: 'benchmarkState', new: 'newBenchmarkState' } as const

export function emptySchemeState(): SchemeState {
  return { operations: [], schemeInfo: null, mainId: null, header: null, modelType: null }
}

export function emptyBenchmarkState(): BenchmarkState {
  return { ...emptySchemeState(), type: null, functionName: null, schemeName: null }
}

type Json = Record<string, unknown>

function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return v
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  return null
}

function schemeInfo(v: unknown): SchemeInfo | null {
  if (!isRecord(v)) return null
  const id = v.ID
  return {
    ID: typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null,
    SchemeName: str(v.SchemeName),
  }
}

/** Parses a stored old-variant state; any missing or malformed field falls back to empty. */
export function parseSchemeState(raw: string | null): SchemeState {
  const v = safeJson(raw)
  if (!isRecord(v)) return emptySchemeState()
  return {
    operations: Array.isArray(v.operations)
      ? v.operations.filter((o): o is string => typeof o === 'string')
      : [],
    schemeInfo: schemeInfo(v.schemeInfo),
    mainId: str(v.mainId),
    header: isRecord(v.header) ? v.header : null,
    modelType: str(v.modelType),
  }
}

export function parseBenchmarkState(raw: string | null): BenchmarkState {
  const v = safeJson(raw)
  const base = parseSchemeState(raw)
  if (!isRecord(v)) return { ...base, type: null, functionName: null, schemeName: null }
  return {
    ...base,
    type: str(v.type),
    functionName: str(v.functionName),
    schemeName: str(v.schemeName),
  }
}

function safeJson(raw: string | null): unknown {
  if (raw === null) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

function readSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

function writeSession(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: losing the header state on reload is acceptable.
  }
}

export const bidReturnStore: Store<SchemeState> = createStore(
  parseSchemeState(readSession(SCHEME_STORAGE_KEYS.old)),
)
export const benchmarkStore: Store<BenchmarkState> = createStore(
  parseBenchmarkState(readSession(SCHEME_STORAGE_KEYS.new)),
)

/** Re-reads both stores from sessionStorage (what a page load does). */
export function restoreSchemeState(): void {
  bidReturnStore.set(parseSchemeState(readSession(SCHEME_STORAGE_KEYS.old)))
  benchmarkStore.set(parseBenchmarkState(readSession(SCHEME_STORAGE_KEYS.new)))
}

/** Writes both stores to sessionStorage. */
export function saveSchemeState(): void {
  writeSession(SCHEME_STORAGE_KEYS.old, bidReturnStore.get())
  writeSession(SCHEME_STORAGE_KEYS.new, benchmarkStore.get())
}

/**
 * Saves both stores when the page unloads; returns a function that removes the listeners (tests).
 * The module does it when it loads (below).
 */
export function persistSchemeStateOnUnload(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  target.addEventListener('beforeunload', saveSchemeState)
  target.addEventListener('pagehide', saveSchemeState)
  return () => {
    target.removeEventListener('beforeunload', saveSchemeState)
    target.removeEventListener('pagehide', saveSchemeState)
  }
}

// Kept for a reload from the moment the stores can change: only the 回标 / 对标 screens import this
// module, and a page that never loaded it left sessionStorage as it found it. So the module stays
// out of the first load (issue 41) and no start-up code has to remember to call this.
// `stopPersisting` removes it (tests that load the module afresh).
export const stopPersisting =
  typeof window === 'undefined' ? () => undefined : persistSchemeStateOnUnload(window)

/** The scheme can be saved only once it has a name (SPEC §2, §5). */
export function hasSchemeName(info: Pick<SchemeInfo, 'SchemeName'> | null | undefined): boolean {
  const name = info?.SchemeName
  return typeof name === 'string' && name.trim() !== ''
}
