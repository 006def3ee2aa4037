import type { KyselyPlugin, OperationNode } from 'kysely';
import { currentStoreId } from './tenant-scope.js';

/** The first table of `tenantTables` that a query names, walking its whole tree (joins, subqueries). */
function tenantTableIn(node: unknown, tenantTables: ReadonlySet<string>): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const table =
    (node as Partial<OperationNode> & { table?: { identifier?: { name?: string } } }).kind === 'TableNode'
      ? (node as { table: { identifier: { name: string } } }).table.identifier.name
      : undefined;
  if (table !== undefined && tenantTables.has(table)) return table;
  for (const child of Object.values(node)) {
    const found = tenantTableIn(child, tenantTables);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Fails a query on a store's table, made on the request-serving handle, when no store has been entered:
 * on PostgreSQL row-level security would show it no rows (decision 008), so the same misuse now fails
 * on SQLite too, in every test run. Work across stores goes through `allStoresDb`. It walks every
 * query's tree, so it runs only where tenant scopes are asserted (tests, development: decision 018).
 */
export function tenantScopeCheck(tenantTables: ReadonlySet<string>): KyselyPlugin {
  return {
    transformQuery({ node }) {
      if (currentStoreId() === null) {
        const table = tenantTableIn(node, tenantTables);
        if (table !== undefined) {
          throw new Error(
            `a query on ${table} outside a store's tenant scope: use allStoresDb across stores`,
          );
        }
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}
