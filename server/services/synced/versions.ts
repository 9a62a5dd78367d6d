import { sql, type SQL } from 'drizzle-orm'
import { NodePgTransaction } from 'drizzle-orm/node-postgres'
import type { WorkingRow } from './change-set.ts'
import type { Executor } from './store.ts'

/** A replay's answer as sync_mutations stores it (mutations.ts). */
interface Answer {
  ErrorCode: string
  Message: string
  Data: Record<string, unknown> | null
}

/** The replayed mutations a transaction answers: their answers and the client's highest seq. */
export interface SettledMutations {
  userId: string
  clientId: string
  seq: number
  answers: readonly { mutationId: string; result: Answer }[]
}

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`

/**
 * Versions taken at the END of a replayed write's transaction (docs/performance.md "Writes under
 * load"). The version counter (sync_state, docs/sync.md) is one row locked until commit, so every
 * write of every user waits for it. Taken in the middle of the transaction it stayed locked over
 * the rows' insert, the services' after-write work, the bill revision, the stored answer, the
 * client seq and the row-state read: each a round trip that waits its turn on a busy Node event
 * loop, and twenty concurrent writers queued behind one another.
 *
 * Here the transaction writes its rows with provisional versions (-1, -2, …; never visible
 * outside it), and `settle`, the transaction's last statement, takes the real versions and does
 * everything that needs them or a hot row lock in ONE statement: the rows' versions and field
 * versions, the projects mirror's version, the projects' bill revision (server/services/bill/
 * cost.ts), the stored answers and the client seq. The counter is held for that statement and
 * the COMMIT only; versions still follow commit order.
 */
export class PendingVersions {
  private readonly rows: WorkingRow[] = []
  private readonly billProjects = new Set<string>()
  private base: number | undefined

  /** Gives each row a provisional version (negative, unique in this transaction). */
  assign(rows: readonly WorkingRow[], clientId: string): void {
    for (const w of rows) {
      this.rows.push(w)
      w.version = -this.rows.length
      for (const field of w.changed) w.fieldMeta[field] = [w.version, clientId]
    }
  }

  /** Projects whose bill revision counts up at settle (instead of an update that locks them early). */
  countBillChanges(projectIds: readonly string[]): void {
    for (const id of projectIds) this.billProjects.add(id)
  }

  /**
   * The transaction's last statement (see the class); on PostgreSQL, in a `topLevel` transaction
   * (not a savepoint inside the caller's), it also commits. Call it once, as the very last thing
   * the transaction does.
   */
  async settle(tx: Executor, mutations?: SettledMutations, topLevel = false): Promise<void> {
    const n = this.rows.length
    const bill = [...this.billProjects]
    const projects = [
      ...new Set([...this.rows.filter((w) => w.entity === 'projects').map((w) => w.id), ...bill]),
    ]
    const parts: SQL[] = [
      n > 0
        ? sql`v as (update sync_state set version = version + ${n} where id = 1 returning version - ${n} as base)`
        : sql`v as (select version as base from sync_state where id = 1)`,
    ]
    if (n > 0) {
      const keys = JSON.stringify(this.rows.map((w) => ({ entity: w.entity, id: w.id })))
      parts.push(sql`r as (
        update sync_rows s set
          version = v.base - s.version,
          field_meta = coalesce((
            select jsonb_object_agg(m.key, case when (m.value->>0)::bigint < 0
              then jsonb_build_array(v.base - (m.value->>0)::bigint, m.value->1) else m.value end)
            from jsonb_each(s.field_meta) m), '{}'::jsonb)
        from v, jsonb_to_recordset(${keys}::jsonb) as k(entity text, id uuid)
        where s.entity = k.entity and s.id = k.id and s.version < 0
        returning 1)`)
    }
    if (projects.length > 0)
      parts.push(sql`p as (
        update projects set
          version = case when projects.version < 0 then v.base - projects.version else projects.version end,
          bill_rev = projects.bill_rev + case when projects.id = any(${uuids(bill)}::uuid[]) then 1 else 0 end
        from v
        where projects.id = any(${uuids(projects)}::uuid[])
        returning 1)`)
    if (mutations && mutations.answers.length > 0) {
      const answers = JSON.stringify(
        mutations.answers.map((a) => ({ mutation_id: a.mutationId, result: a.result })),
      )
      parts.push(sql`m as (
        update sync_mutations set result = case
          when jsonb_typeof(k.result->'Data'->'Version') = 'number' and (k.result->'Data'->>'Version')::bigint < 0
          then jsonb_set(k.result, '{Data,Version}', to_jsonb(v.base - (k.result->'Data'->>'Version')::bigint))
          else k.result end
        from v, jsonb_to_recordset(${answers}::jsonb) as k(mutation_id uuid, result jsonb)
        where sync_mutations.client_id = ${mutations.clientId}::uuid and sync_mutations.mutation_id = k.mutation_id
        returning 1)`)
      // Selected from v so that the counter is locked before the client's row, in every writer.
      parts.push(sql`c as (
        insert into sync_clients (user_id, client_id, last_seq)
          select ${mutations.userId}::uuid, ${mutations.clientId}::uuid, ${mutations.seq}::bigint from v
        on conflict (user_id, client_id) do update set
          last_seq = greatest(sync_clients.last_seq, excluded.last_seq), updated_at = now()
        returning 1)`)
    }
    const statement = sql`with ${sql.join(parts, sql`, `)} select base from v`
    // On PostgreSQL the COMMIT goes in the same message (simple protocol, values inlined by
    // drizzle's escaping): the counter's lock is released by the server itself, without waiting
    // for this process's event loop to read the answer and send COMMIT, which under load is the
    // longest wait of all. The driver's own COMMIT after the callback then finds no transaction
    // (a notice, no error). PGlite has one connection and no concurrent writer: no need there.
    // Only in a top-level transaction (`topLevel`): inside a savepoint (a write nested in a
    // caller's transaction, as the cart's checkout does) it would end the caller's transaction.
    const inline = topLevel && tx instanceof NodePgTransaction
    const result = await tx.execute(inline ? sql`${statement}; commit`.inlineParams() : statement)
    const first = Array.isArray(result) && inline ? (result[0] as unknown) : result
    const rows = (Array.isArray(first) ? first : (first as { rows: unknown[] }).rows) as {
      base: string | number
    }[]
    if (!rows[0]) throw new Error('sync_state row missing (migration 0002 not applied?)')
    this.base = Number(rows[0].base)
    for (const w of this.rows) {
      w.version = this.real(w.version)
      for (const [field, meta] of Object.entries(w.fieldMeta))
        if (meta[0] < 0) w.fieldMeta[field] = [this.real(meta[0]), meta[1]]
    }
  }

  /** The real version of a provisional one (after settle); other versions as they are. */
  real(version: number): number {
    if (version >= 0) return version
    if (this.base === undefined) throw new Error('versions not settled')
    return this.base - version
  }

  /** An answer whose Data.Version was provisional, with the settled version. */
  answer<T extends Answer>(result: T): T {
    const version = result.Data?.['Version']
    return typeof version === 'number' && version < 0 && result.Data
      ? { ...result, Data: { ...result.Data, Version: this.real(version) } }
      : result
  }
}
