import { sql } from 'kysely';
import type { TestApp } from './harness.js';

/** A foreign key of the schema PostgreSQL holds: its table, its name, its columns in order, its target. */
export interface PostgresForeignKey {
  table: string;
  name: string;
  columns: string[];
  target: string;
}

/** Every foreign key in the app's schema, read from the catalogue (for the schema walks of the tests). */
export async function foreignKeysOnPostgres(t: TestApp): Promise<PostgresForeignKey[]> {
  const { rows } = await sql<PostgresForeignKey>`
    select c.relname as table, k.conname as name, f.relname as target,
      array(select a.attname from unnest(k.conkey) with ordinality u(attnum, ord)
            join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum order by u.ord)::text[] as columns
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class f on f.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    where k.contype = 'f'`.execute(t.ctx.database.allStoresDb);
  return rows;
}
