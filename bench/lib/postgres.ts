// Typed access to scripts/pg.mjs (a throwaway PostgreSQL 15 cluster) for benches.
export interface PgInstance {
  url: string
  version: string
  dir: string
}

interface PgScript {
  startPostgres(): Promise<PgInstance>
  stopPostgres(instance: PgInstance | undefined): Promise<void>
}

// A computed specifier: the script is plain JavaScript without type declarations.
const script = '../../scripts/pg.mjs'

export async function startPostgres(): Promise<PgInstance> {
  return ((await import(script)) as PgScript).startPostgres()
}

export async function stopPostgres(instance: PgInstance | undefined): Promise<void> {
  await ((await import(script)) as PgScript).stopPostgres(instance)
}
