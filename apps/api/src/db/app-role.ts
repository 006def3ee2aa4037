import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Serialises the role and grant statements of processes starting at once (GRANT races otherwise). */
const PROVISION_LOCK = 80_080_008;
const INSUFFICIENT_PRIVILEGE = '42501';

/** The role that serves requests for a database: one per database, as roles are cluster-wide. */
export function appRoleName(database: string): string {
  return `${database}_app`;
}

/** Derived from APP_KEY, so every process of one installation arrives at the same password. */
function appRolePassword(appKey: Buffer, role: string): string {
  return createHmac('sha256', appKey).update(`database-role:${role}`).digest('base64url');
}

/**
 * Makes sure the request-serving role exists and may use the schema's tables, and answers a connection
 * URL for it. The role logs in itself (so RESET ROLE leads nowhere), owns nothing, is no superuser and
 * has no BYPASSRLS: the row-level security policies hold for it whatever SQL it runs. `owner` is the
 * DATABASE_URL connection, which created the tables; it needs CREATEROLE (or to be a superuser).
 */
export async function provisionAppRole(
  owner: Kysely<Database>,
  ownerUrl: string,
  appKey: Buffer,
): Promise<string> {
  const { role, password } = await owner.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PROVISION_LOCK})`.execute(trx);
    const place = await sql<{ database: string; schema: string }>`
      select current_database() as database, current_schema() as schema`.execute(trx);
    const here = place.rows[0]!;
    const role = appRoleName(here.database);
    const password = appRolePassword(appKey, role);
    const existing = await sql<{ rolsuper: boolean; rolbypassrls: boolean }>`
      select rolsuper, rolbypassrls from pg_roles where rolname = ${role}`.execute(trx);
    const found = existing.rows[0];
    if (found && (found.rolsuper || found.rolbypassrls)) {
      throw new Error(`Role ${role} can bypass row-level security: make it NOSUPERUSER NOBYPASSRLS.`);
    }
    const verb = found ? sql`alter role` : sql`create role`;
    // Utility statements take no parameters; the password is base64url, so a plain literal is safe.
    await sql`${verb} ${sql.id(role)} login password ${sql.lit(password)}`.execute(trx).catch((error) => {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
      throw new Error(
        `The DATABASE_URL user needs CREATEROLE to manage role ${role}, which serves requests.`,
      );
    });
    const target = sql.id(here.schema);
    await sql`grant usage on schema ${target} to ${sql.id(role)}`.execute(trx);
    await sql`grant select, insert, update, delete on all tables in schema ${target} to ${sql.id(role)}`.execute(
      trx,
    );
    await sql`grant usage on all sequences in schema ${target} to ${sql.id(role)}`.execute(trx);
    await sql`revoke all on kysely_migration, kysely_migration_lock from ${sql.id(role)}`.execute(trx);
    return { role, password };
  });
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.toString();
}
