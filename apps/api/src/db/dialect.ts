import type { Migration } from 'kysely';

/** Below the database handle and the migrations, so that neither imports the other for these types. */
export type Dialect = 'sqlite' | 'postgres';

/** A migration written once for both dialects; the factory picks the few types that differ. */
export type MigrationFactory = (dialect: Dialect) => Migration;
