import { CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BEGIN_MARK } from './scoped-query.js';
import { StoreScopedDriver } from './store-scoped-driver.js';
import { enterStore, withTenantScope } from './tenant-scope.js';

/** A driver with one connection that records what reaches the database, in a readable short form. */
function recordingDriver() {
  const sent: string[] = [];
  const connection: DatabaseConnection = {
    async executeQuery(query) {
      // A BEGIN and a change of store travel with their statement, in one message: `set '7' + select`.
      const begin = query.sql.startsWith(BEGIN_MARK);
      const sql = begin ? query.sql.slice(BEGIN_MARK.length) : query.sql;
      const mark = sql.match(/^\/\*app\.store_id=(\d*)(,local)?\*\//);
      const set = mark ? `${mark[2] ? 'set local' : 'set'} '${mark[1]}'` : undefined;
      const statement = mark ? sql.slice(mark[0].length) : sql;
      sent.push([...(begin ? ['begin'] : []), ...(set ? [set] : []), statement].join(' + '));
      if (statement === 'fail') throw new Error('failed');
      return { rows: [] };
    },
    async *streamQuery() {},
  };
  const raw = (sql: string) => (target: DatabaseConnection) => target.executeQuery(CompiledQuery.raw(sql));
  const inner: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async (target, settings) =>
      void (await raw(settings.isolationLevel ? `begin isolation ${settings.isolationLevel}` : 'begin')(
        target,
      )),
    commitTransaction: async (target) => void (await raw('commit')(target)),
    rollbackTransaction: async (target) => void (await raw('rollback')(target)),
    savepoint: async (target, name) => void (await raw(`savepoint ${name}`)(target)),
    rollbackToSavepoint: async (target, name) => void (await raw(`rollback to ${name}`)(target)),
    releaseSavepoint: async (target, name) => void (await raw(`release ${name}`)(target)),
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const driver = new StoreScopedDriver(inner);
  const query = async (sql = 'select') => {
    const acquired = await driver.acquireConnection();
    await acquired.executeQuery(CompiledQuery.raw(sql));
    await driver.releaseConnection(acquired);
  };
  return { driver, sent, query };
}

const compile = () => CompiledQuery.raw('');

describe('the store-scoped PostgreSQL driver', () => {
  it('sets the store only when it differs from what the connection holds, and clears it without a store', async () => {
    const { sent, query } = recordingDriver();
    await withTenantScope(async () => {
      await query();
      await query();
    }, 7);
    await withTenantScope(async () => query(), 7);
    await query();
    await query();
    await withTenantScope(async () => query(), 8);
    expect(sent).toEqual([
      "set '7' + select",
      'select',
      'select',
      "set '' + select",
      'select',
      "set '8' + select",
    ]);
  });

  it('begins a transaction with its first statement, and sends nothing for one without any', async () => {
    const { driver, sent } = recordingDriver();
    await withTenantScope(async () => {
      const connection = await driver.acquireConnection();
      await driver.beginTransaction(connection, {});
      await driver.commitTransaction(connection);
      await driver.beginTransaction(connection, {});
      await expect(connection.executeQuery(CompiledQuery.raw('fail'))).rejects.toThrow('failed');
      await driver.rollbackTransaction(connection);
      await driver.beginTransaction(connection, { isolationLevel: 'serializable' });
      await connection.executeQuery(CompiledQuery.raw('select'));
      await driver.commitTransaction(connection);
      await driver.releaseConnection(connection);
    }, 6);
    expect(sent).toEqual([
      "begin + set local '6' + fail",
      'rollback',
      'begin isolation serializable',
      "set local '6' + select",
      'commit',
    ]);
  });

  it('sets the store inside a transaction only locally, with the first statement that needs it', async () => {
    const { driver, sent, query } = recordingDriver();
    await withTenantScope(async () => {
      const connection = await driver.acquireConnection();
      await driver.beginTransaction(connection, {});
      await connection.executeQuery(CompiledQuery.raw('insert'));
      await driver.commitTransaction(connection);
      await driver.releaseConnection(connection);
    }, 3);
    await query();
    await withTenantScope(async () => {
      const connection = await driver.acquireConnection();
      await driver.beginTransaction(connection, {});
      await connection.executeQuery(CompiledQuery.raw('insert store'));
      enterStore(4);
      await connection.executeQuery(CompiledQuery.raw('insert settings'));
      await driver.commitTransaction(connection);
      await driver.releaseConnection(connection);
      // PostgreSQL undid the local value at commit; the session value is still empty.
      await query();
    });
    expect(sent).toEqual([
      "begin + set local '3' + insert",
      'commit',
      "set '' + select",
      'begin + insert store',
      "set local '4' + insert settings",
      'commit',
      "set '4' + select",
    ]);
  });

  it('rolls back without touching the setting first, and sets it again after a rollback to a savepoint', async () => {
    const { driver, sent } = recordingDriver();
    await withTenantScope(async () => {
      const connection = await driver.acquireConnection();
      await driver.beginTransaction(connection, {});
      await driver.savepoint(connection, 'one', compile);
      enterStore(5);
      await connection.executeQuery(CompiledQuery.raw('update'));
      await driver.rollbackToSavepoint(connection, 'one', compile);
      await connection.executeQuery(CompiledQuery.raw('update again'));
      await driver.rollbackTransaction(connection);
      await driver.releaseConnection(connection);
    });
    expect(sent).toEqual([
      'begin',
      'savepoint one',
      "set local '5' + update",
      'rollback to one',
      "set local '5' + update again",
      'rollback',
    ]);
  });
});
