import type { SelectQueryBuilder } from 'kysely';

/** How many rows a query selects, as a number in both dialects (PostgreSQL counts in bigint text). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number((row as unknown as { total: number | string }).total);
}
