import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import type { DatabaseHandle } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/database.ts';

/** Every injected error's message starts with this, so a test can check no answer reveals it. */
export const INJECTED = 'injected';

/**
 * A fault for createTestApp's `wrapDatabase`: every insert into `table` throws, as a crash between
 * a transaction's first write and its commit would, until `heal()` lets them through again.
 */
export function failingInsertsInto(table: keyof Database) {
  let failing = true;
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (failing && InsertQueryNode.is(node) && node.into?.table.identifier.name === table) {
        throw new Error(`${INJECTED}: the insert into ${table} fails`);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    wrapDatabase: (handle: DatabaseHandle): DatabaseHandle => ({ ...handle, db: handle.db.withPlugin(plugin) }),
    heal() {
      failing = false;
    },
  };
}
